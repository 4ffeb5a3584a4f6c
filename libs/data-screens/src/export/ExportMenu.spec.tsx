import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ExportMenu.stories';

const { Ready, CsvOnly, Busy } = composeStories(stories);

describe('ExportMenu', () => {
  it('offers XLSX and CSV and hands on the chosen format', async () => {
    const user = userEvent.setup();
    const onExport = jest.fn();
    render(
      <StoryShell>
        <Ready onExport={onExport} />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Excel (.xlsx)',
      'CSV (.csv)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(onExport).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers only the formats given', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <CsvOnly />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'CSV (.csv)',
    ]);
  });

  it('is disabled while an export runs', () => {
    render(
      <StoryShell>
        <Busy />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'ส่งออก' })).toBeDisabled();
  });
});
