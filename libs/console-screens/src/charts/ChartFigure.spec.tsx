import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../testing/spec-helpers';
import * as stories from './ChartFigure.stories';

const { WithTable, WithoutTable } = composeStories(stories);

describe('ChartFigure', () => {
  it('names the figure by its caption and gives its numbers as a table of the same name', () => {
    show(<WithTable />);
    const figure = screen.getByRole('figure', { name: 'ผู้รับตามสถานะการส่ง' });
    const table = within(figure).getByRole('table', { name: 'ผู้รับตามสถานะการส่ง' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['สถานะคน', 'ส่งสำเร็จ1,000', 'ส่งไม่สำเร็จ200']);
  });

  it('adds no table when the screen shows the numbers already', () => {
    show(<WithoutTable />);
    const figure = screen.getByRole('figure', { name: 'คลิกตามลิงก์' });
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<WithTable />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
