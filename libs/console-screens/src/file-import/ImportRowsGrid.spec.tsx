import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import * as stories from './ImportRowsGrid.stories';

const { Few, Paged } = composeStories(stories);

const show = (story: ReactElement) => render(<StoryShell>{story}</StoryShell>);

/** The cells of each row of the grid, top to bottom. */
const rows = () =>
  within(screen.getByRole('grid', { name: 'แถวที่นำเข้าไม่ได้' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    );

describe('ImportRowsGrid', () => {
  it('lists the rows with their columns', async () => {
    show(<Few />);

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      ['3', 'เลขประจำตัวประชาชนต้องมี 13 หลัก'],
      ['6', 'ไม่พบหน่วยบริการรหัสนี้'],
      ['9', 'เลขประจำตัวประชาชนต้องมี 13 หลัก'],
    ]);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });

  it('pages ten rows at a time', async () => {
    const user = userEvent.setup();
    show(<Paged />);

    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /ถัดไป/ }));

    await waitFor(() => expect(rows()[0]?.[0]).toBe('33'));
  });
});
