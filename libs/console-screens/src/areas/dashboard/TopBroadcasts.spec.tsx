import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { address, show } from '../../testing/spec-helpers';
import { tableRowsOf } from '../../charts/chart-testing';
import * as stories from './TopBroadcasts.stories';

const { November, NoneClicked } = composeStories(stories);

describe('TopBroadcasts', () => {
  it('lists the most-clicked broadcasts with their unit, sent, clicks and rate', () => {
    show(<November />);
    expect(tableRowsOf(screen.getByRole('table', { name: 'บรอดแคสต์ที่มีการคลิกมากที่สุด' }))).toEqual([
      ['ชื่อบรอดแคสต์', 'หน่วยบริการ', 'ส่งสำเร็จ', 'คลิก', 'คลิกไม่ซ้ำ', 'อัตราการคลิก'],
      ['เชิญตรวจคัดกรองความดันโลหิต', 'โรงพยาบาลมหาสารคาม', '5,000', '1,250', '1,000', '20.0%'],
      ['ชวนฉีดวัคซีนไข้หวัดใหญ่', 'โรงพยาบาลบ้านหนองบัว', '1,200', '340', '300', '25.0%'],
      ['ประชาสัมพันธ์วันงดสูบบุหรี่', 'โรงพยาบาลบ้านหนองบัว', '1,000', '45', '40', '4.0%'],
    ]);
  });

  it("leads to a broadcast's report", async () => {
    show(<November />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'ชวนฉีดวัคซีนไข้หวัดใหญ่' }));
    expect(address()).toBe('/report?id=31');
  });

  it('says when nothing was clicked', () => {
    show(<NoneClicked />);
    expect(screen.getByText('ยังไม่มีการคลิกในเดือนนี้')).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<November />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
