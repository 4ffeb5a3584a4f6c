import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { chartDrawn, tableRowsOf } from '../../charts/chart-testing';
import * as stories from './ReportSummaryPanel.stories';

const { November, Loading, NothingSent, LoadFails, LineNotCounted, NoneUrgentOrCapped } =
  composeStories(stories);

const chart = () => screen.getByRole('figure', { name: 'คลิกรายวัน' });

describe('ReportSummaryPanel', () => {
  it('shows the totals as cards, counts with thousands separators and the rate in percent', async () => {
    show(<November />);
    expect(screen.getByRole('heading', { level: 2, name: 'สรุปตามตัวกรอง' })).toBeInTheDocument();
    const cards = screen.getAllByRole('group').map((card) => card.textContent);
    expect(cards).toEqual([
      'บรอดแคสต์22',
      'บรอดแคสต์เร่งด่วน1',
      'ผู้รับ23,710',
      'ส่งสำเร็จ19,940',
      'ส่งไม่สำเร็จ3,470',
      'ข้ามตามการจำกัดจำนวนครั้ง35',
      'LINE ส่งถึง9,740ข้อมูลการส่งถึงจาก LINE ณ 21/11/2569 11:00 · LINE ยังไม่สรุปยอด 13 บรอดแคสต์',
      'คลิก829คลิก ณ 29/11/2569 09:45',
      'คลิกไม่ซ้ำ638',
      'อัตราการคลิก3.2%คลิกไม่ซ้ำต่อข้อความที่ส่งสำเร็จ',
    ]);
    await chartDrawn(chart());
  });

  it('counts the urgent broadcasts apart even when none, and those capped only when any', () => {
    show(<NoneUrgentOrCapped />);
    expect(screen.getByRole('group', { name: 'บรอดแคสต์เร่งด่วน' })).toHaveTextContent(
      /^บรอดแคสต์เร่งด่วน0$/,
    );
    expect(screen.queryByRole('group', { name: 'ข้ามตามการจำกัดจำนวนครั้ง' })).not.toBeInTheDocument();
  });

  it('says when LINE has not counted any of the broadcasts yet, not a bare 0', () => {
    show(<LineNotCounted />);
    expect(screen.getByRole('group', { name: 'LINE ส่งถึง' })).toHaveTextContent(
      /^LINE ส่งถึง—LINE ยังไม่สรุปยอด$/,
    );
  });

  it('reads the figures again on รีเฟรช', async () => {
    const onRefresh = jest.fn();
    show(<November onRefresh={onRefresh} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'รีเฟรช' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await chartDrawn(chart());
  });

  it('charts the clicks of each day the broadcasts went out, its numbers in a table', async () => {
    show(<November />);
    const rows = tableRowsOf(within(chart()).getByRole('table', { name: 'คลิกรายวัน' }));
    expect(rows[0]).toEqual(['วันที่', 'คลิก', 'คลิกไม่ซ้ำ']);
    expect(rows.slice(1, 3)).toEqual([
      ['01/11/2569', '51', '34'],
      ['02/11/2569', '57', '38'],
    ]);
    expect(rows).toHaveLength(21);
    await chartDrawn(chart());
  });

  it('holds the places of the numbers while they load', () => {
    show(<Loading />);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(8);
  });

  it('says when nothing went out in the chosen days', () => {
    show(<NothingSent />);
    expect(screen.getByText('ไม่พบบรอดแคสต์ในช่วงที่เลือก')).toBeInTheDocument();
    expect(screen.getByText('ลองเลือกช่วงวันที่หรือตัวกรองอื่น')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says when the totals cannot be loaded and asks again', async () => {
    const onRetry = jest.fn();
    show(<LoadFails onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('holds no axe violations', async () => {
    show(<November />);
    await waitFor(() => expect(chart().querySelector('.MuiChartsAxis-root')).not.toBeNull());
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
