import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './LazyListFilterBar.stories';

const { UnitFilters, LogFilters, NoFilters } = composeStories(stories);

/** The widths of the outlines drawn while the filters' code loads, per filter bar. */
function frameWidths(container: HTMLElement): string[][] {
  return [...container.querySelectorAll('div[aria-hidden="true"]')].map((frame) =>
    [...frame.querySelectorAll<HTMLElement>(':scope > div > div')].map(
      (field) => getComputedStyle(field).width,
    ),
  );
}

describe('LazyListFilterBar', () => {
  it('outlines each filter at its size until the fields arrive, then shows the fields', async () => {
    const { container } = render(
      <StoryShell>
        <UnitFilters />
        <LogFilters />
      </StoryShell>,
    );

    expect(frameWidths(container)).toEqual([
      ['200px', '200px', '260px'],
      ['190px', '190px', '240px'],
    ]);
    expect(screen.queryByRole('group', { name: 'ตัวกรอง' })).not.toBeInTheDocument();

    const [units, log] = await screen.findAllByRole('group', { name: 'ตัวกรอง' });
    expect(units).toHaveTextContent('ประเภท');
    expect(log).toHaveTextContent('ตั้งแต่วันที่');
    expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toBeInTheDocument();
    expect(frameWidths(container)).toEqual([]);
  });

  it('shows nothing for a list without filters', () => {
    const { container } = render(
      <StoryShell>
        <NoFilters />
      </StoryShell>,
    );
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
