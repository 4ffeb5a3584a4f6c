import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { chartDrawn, drawnLabels, tableRowsOf } from '../../charts/chart-testing';
import * as stories from './FollowerBreakdown.stories';

const { Everyone, Region7, NoFollowers, NeverCounted } = composeStories(stories);

const figure = (title: string) => screen.getByRole('figure', { name: title });
const TOP_PROVINCES = 'ผู้ติดตามตามจังหวัด (10 จังหวัดแรก)';

async function chartsDrawn() {
  for (const title of ['ผู้ติดตามตามเพศ', 'ผู้ติดตามตามช่วงอายุ', TOP_PROVINCES]) {
    await chartDrawn(figure(title));
  }
}

describe('FollowerBreakdown', () => {
  it('charts the followers by sex, with their numbers as a table', async () => {
    show(<Everyone />);
    const table = within(figure('ผู้ติดตามตามเพศ')).getByRole('table', { name: 'ผู้ติดตามตามเพศ' });
    expect(tableRowsOf(table)).toEqual([
      ['เพศ', 'ผู้ติดตาม (คน)'],
      ['ชาย', '512,400'],
      ['หญิง', '690,150'],
      ['ไม่ระบุ', '25,600'],
    ]);
    expect(screen.getByText('ข้อมูลผู้ติดตาม ณ 22/11/2569 09:55')).toBeInTheDocument();
    await chartsDrawn();
    expect(drawnLabels(figure('ผู้ติดตามตามเพศ'))).toEqual(
      expect.arrayContaining(['ชาย', 'หญิง', 'ไม่ระบุ']),
    );
  });

  it('charts the followers by the segments’ age bands, those of no birth date last', async () => {
    show(<Everyone />);
    const age = within(figure('ผู้ติดตามตามช่วงอายุ')).getByRole('table', {
      name: 'ผู้ติดตามตามช่วงอายุ',
    });
    expect(tableRowsOf(age)).toEqual([
      ['ช่วงอายุ', 'ผู้ติดตาม (คน)'],
      ['0–14 ปี', '8,200'],
      ['15–24 ปี', '141,300'],
      ['25–34 ปี', '268,900'],
      ['35–44 ปี', '301,450'],
      ['45–59 ปี', '322,100'],
      ['60 ปีขึ้นไป', '150,600'],
      ['ไม่ทราบอายุ', '35,600'],
    ]);
    await chartsDrawn();
  });

  it('lists every province in the table and charts the first ten', async () => {
    show(<Everyone />);
    const rows = tableRowsOf(screen.getByRole('table', { name: 'ผู้ติดตามตามจังหวัด' }));
    expect(rows[0]).toEqual(['จังหวัด', 'ผู้ติดตาม (คน)']);
    expect(rows.slice(1, 4)).toEqual([
      ['ขอนแก่น', '412,300'],
      ['นครราชสีมา', '208,450'],
      ['กรุงเทพมหานคร', '187,020'],
    ]);
    expect(rows.slice(-3)).toEqual([
      ['ภูเก็ต', '4,220'],
      ['ตราด', '1,150'],
      ['ไม่ระบุจังหวัด', '30,510'],
    ]);
    expect(rows).toHaveLength(14);
    await chartsDrawn();
    const charted = drawnLabels(figure(TOP_PROVINCES));
    expect(charted).toEqual(expect.arrayContaining(['ขอนแก่น', 'สงขลา']));
    expect(charted).not.toContain('ภูเก็ต');
  });

  it('says so when nobody follows, and when the followers were never counted', () => {
    const { unmount } = show(<NoFollowers />);
    expect(screen.getByText('ยังไม่มีผู้ติดตาม')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    unmount();

    show(<NeverCounted />);
    expect(screen.getByText('ยังไม่ได้สรุปข้อมูลผู้ติดตาม')).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<Region7 />);
    await chartsDrawn();
    // Shown alone, outside a page's landmarks.
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
