import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './SegmentBreakdownCharts.stories';

const { Default, ManyProvinces } = composeStories(stories);

/** The rows of a chart's table: its groups and how many citizens each has. */
function rowsOf(chart: string): string[][] {
  const table = within(screen.getByRole('figure', { name: chart })).getByRole('table', {
    name: chart,
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]);
}

/** The labels a chart draws on its axis or legend. */
function drawnLabels(chart: string): string[] {
  const figure = screen.getByRole('figure', { name: chart });
  return Array.from(
    figure.querySelectorAll('.MuiChartsAxis-tickLabel, .MuiChartsLegend-label'),
  ).map((label) => label.textContent ?? '');
}

describe('SegmentBreakdownCharts', () => {
  it('charts the citizens by age band, with its numbers for screen readers', () => {
    show(<Default />);
    expect(rowsOf('ช่วงอายุ')).toEqual([
      ['0–14 ปี', '763'],
      ['15–24 ปี', '891'],
      ['25–34 ปี', '1,018'],
      ['35–44 ปี', '1,082'],
      ['45–59 ปี', '1,336'],
      ['60 ปีขึ้นไป', '1,145'],
      ['ไม่ทราบอายุ', '130'],
    ]);
    expect(drawnLabels('ช่วงอายุ')).toEqual(
      expect.arrayContaining(['0–14 ปี', '60 ปีขึ้นไป', 'ไม่ทราบอายุ']),
    );
  });

  it('charts the citizens by sex, named in its legend', () => {
    show(<Default />);
    expect(rowsOf('เพศ')).toEqual([
      ['ชาย', '2,991'],
      ['หญิง', '3,246'],
      ['ไม่ระบุ', '128'],
    ]);
    expect(drawnLabels('เพศ')).toEqual(['ชาย', 'หญิง', 'ไม่ระบุ']);
  });

  it('charts the provinces with the most citizens, an unknown province named as such', () => {
    show(<Default />);
    expect(rowsOf('จังหวัด (10 อันดับแรก)')).toEqual([
      ['ขอนแก่น', '5,092'],
      ['มหาสารคาม', '381'],
      ['ร้อยเอ็ด', '254'],
      ['กาฬสินธุ์', '190'],
      ['นครราชสีมา', '127'],
      ['ไม่ระบุจังหวัด', '321'],
    ]);
    expect(drawnLabels('จังหวัด (10 อันดับแรก)')).toEqual(
      expect.arrayContaining(['ขอนแก่น', 'มหาสารคาม', 'ไม่ระบุจังหวัด']),
    );
  });

  it('draws ten provinces at most', () => {
    show(<ManyProvinces />);
    const rows = rowsOf('จังหวัด (10 อันดับแรก)');
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toEqual(['จังหวัดที่ 10', '75']);
  });

  it('holds no axe violations', async () => {
    show(<Default />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
