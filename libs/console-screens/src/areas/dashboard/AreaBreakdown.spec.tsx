import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { chartDrawn, drawnLabels, tableRowsOf } from '../../charts/chart-testing';
import * as stories from './AreaBreakdown.stories';

const { Regions, ProvincesOfRegion7 } = composeStories(stories);

const chart = (metric: string) => screen.getByRole('figure', { name: `ตามเขตสุขภาพ: ${metric}` });

describe('AreaBreakdown', () => {
  it("tables each area's following, broadcasts, messages and clicks", async () => {
    show(<Regions />);
    const rows = tableRowsOf(screen.getByRole('table', { name: 'ตามเขตสุขภาพ' }));
    expect(rows[0]).toEqual(['เขตสุขภาพ', 'ผู้ติดตาม', 'บรอดแคสต์ที่ส่ง', 'ข้อความที่ส่ง', 'คลิก']);
    expect(rows[7]).toEqual(['เขตสุขภาพที่ 7 (ดูรายจังหวัด)', '182,340', '48', '412,800', '9,870']);
    expect(rows).toHaveLength(14);
    await chartDrawn(chart('ผู้ติดตาม'));
  });

  it('charts the following of each area, or another number chosen above the chart', async () => {
    const user = userEvent.setup();
    show(<Regions />);
    await chartDrawn(chart('ผู้ติดตาม'));
    expect(screen.getByRole('button', { name: 'ผู้ติดตาม' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'คลิก' }));

    await chartDrawn(chart('คลิก'));
    expect(drawnLabels(chart('คลิก'))).toEqual(expect.arrayContaining(['เขตสุขภาพที่ 1']));
    expect(screen.queryByRole('figure', { name: 'ตามเขตสุขภาพ: ผู้ติดตาม' })).not.toBeInTheDocument();
  });

  it('offers each region to be broken down, the chosen one pressed', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    show(<Regions onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'เขตสุขภาพที่ 7 (ดูรายจังหวัด)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'เขตสุขภาพที่ 9 (ดูรายจังหวัด)' }));
    expect(onChoose).toHaveBeenCalledWith(9);
    await chartDrawn(chart('ผู้ติดตาม'));
  });

  it('lists provinces without offering to break them down', async () => {
    show(<ProvincesOfRegion7 />);
    const rows = tableRowsOf(screen.getByRole('table', { name: 'ตามจังหวัด' }));
    expect(rows.map((row) => row[0])).toEqual(['จังหวัด', 'ขอนแก่น', 'มหาสารคาม', 'ร้อยเอ็ด', 'กาฬสินธุ์']);
    expect(within(screen.getByRole('table')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getByRole('figure', { name: 'ตามจังหวัด: ผู้ติดตาม' })
          .querySelector('.MuiChartsAxis-root'),
      ).not.toBeNull(),
    );
  });

  it('holds no axe violations', async () => {
    show(<Regions />);
    await chartDrawn(chart('ผู้ติดตาม'));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
