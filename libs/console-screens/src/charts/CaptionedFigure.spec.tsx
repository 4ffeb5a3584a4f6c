import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './CaptionedFigure.stories';

const { WithTable, WithoutTable } = composeStories(stories);

describe('CaptionedFigure', () => {
  it('names the figure by its caption and gives its numbers as a table of the same name', () => {
    show(<WithTable />);
    const figure = screen.getByRole('figure', { name: 'เพศ' });
    const table = within(figure).getByRole('table', { name: 'เพศ' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['กลุ่มคน', 'ชาย1,200', 'หญิง1,350']);
  });

  it('adds no table when the screen shows the numbers already', () => {
    show(<WithoutTable />);
    const figure = screen.getByRole('figure', { name: 'คลิกตามลิงก์' });
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });
});
