import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { address, show } from '../../testing/spec-helpers';
import { tableRowsOf } from '../../charts/chart-testing';
import { freezeDate } from '../../testing/frozen-date';
import * as stories from './DashboardScreen.stories';

const {
  November,
  ThisMonth,
  Region7,
  LineUnreachable,
  LineNotCounted,
  RollupCatchesUp,
  Loading,
  LoadFails,
} = composeStories(stories);

afterEach(() => {
  clearProfile();
  jest.useRealTimers();
});

const TITLE = 'ภาพรวม';
const card = (label: string) => screen.getByRole('group', { name: label });
/** The queries of the dashboard calls, oldest first. */
const queries = () =>
  currentFakeApi()
    .calls('GET /api/dashboard')
    .map((request) => request.query);

/** Waits for the month's figures and every chart on screen to be drawn. */
async function shown() {
  await screen.findByRole('group', { name: 'ผู้ติดตาม' });
  await waitFor(() => {
    const figures = screen.getAllByRole('figure');
    expect(figures.every((figure) => figure.querySelector('.MuiChartsAxis-root'))).toBe(true);
  });
}

describe('DashboardScreen', () => {
  it("shows the month's figures: following, broadcasts, messages, quota and clicks", async () => {
    show(<November />);
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await shown();

    expect(queries()).toEqual([{ month: '2026-11' }]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'เดือนพฤศจิกายน 2569' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ข้อมูล ณ 22/11/2569 09:55')).toBeInTheDocument();
    expect(card('ผู้ติดตาม')).toHaveTextContent('1,228,150');
    // The urgent ones apart, under the month's broadcasts sent.
    expect(card('บรอดแคสต์ที่ส่ง')).toHaveTextContent(/^บรอดแคสต์ที่ส่ง230เร่งด่วน 6$/);
    expect(card('ข้อความที่ส่ง')).toHaveTextContent('2,104,900');
    expect(card('ข้อความที่ LINE ส่งถึง')).toHaveTextContent(
      /^ข้อความที่ LINE ส่งถึง2,089,412ข้อมูลการส่งถึงจาก LINE ณ 22\/11\/2569 09:50$/,
    );
    expect(card('โควตาเดือนนี้')).toHaveTextContent('2,104,900 / 5,000,000');
    expect(card('โควตาเดือนนี้')).toHaveTextContent('คงเหลือ 2,895,100 ข้อความ');
    expect(card('คลิก')).toHaveTextContent(/^คลิก41,206คลิก ณ 22\/11\/2569 09:55$/);
    expect(card('คลิกไม่ซ้ำ')).toHaveTextContent('35,870');
    expect(card('อัตราการคลิก')).toHaveTextContent('1.7%');
  });

  it('says when LINE has not counted the month’s deliveries yet, not a bare 0', async () => {
    show(<LineNotCounted />);
    await shown();
    expect(card('ข้อความที่ LINE ส่งถึง')).toHaveTextContent(/^ข้อความที่ LINE ส่งถึง—LINE ยังไม่สรุปยอด$/);
  });

  it('reads the figures again on รีเฟรช, with their new computed time', async () => {
    show(<RollupCatchesUp />);
    await shown();
    expect(screen.getByText('ข้อมูล ณ 22/11/2569 09:55')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'รีเฟรช' }));

    expect(await screen.findByText('ข้อมูล ณ 22/11/2569 09:56')).toBeInTheDocument();
    expect(card('คลิก')).toHaveTextContent(/^คลิก41,300คลิก ณ 22\/11\/2569 09:56$/);
    expect(queries()).toEqual([{ month: '2026-11' }, { month: '2026-11' }]);
    await shown();
  });

  it('charts the following day by day, in the Buddhist era', async () => {
    show(<November />);
    await shown();
    const trend = screen.getByRole('figure', { name: 'แนวโน้มผู้ติดตาม' });
    const rows = tableRowsOf(within(trend).getByRole('table', { name: 'แนวโน้มผู้ติดตาม' }));
    expect(rows[0]).toEqual(['วันที่', 'ผู้ติดตาม']);
    expect(rows[1]).toEqual(['01/11/2569', '1,204,000']);
    expect(rows.at(-1)).toEqual(['22/11/2569', '1,228,150']);
  });

  it('breaks the month down by region, and a chosen region into its provinces', async () => {
    const user = userEvent.setup();
    show(<November />);
    await shown();
    expect(tableRowsOf(screen.getByRole('table', { name: 'ตามเขตสุขภาพ' }))[7]?.slice(1)).toEqual([
      '182,340',
      '48',
      '412,800',
      '9,870',
    ]);
    expect(screen.getByText('เลือกเขตสุขภาพในตารางด้านบนเพื่อดูรายจังหวัด')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เขตสุขภาพที่ 7 (ดูรายจังหวัด)' }));

    await waitFor(() => expect(address()).toBe('/dashboard?month=2026-11&region=7'));
    expect(queries().at(-1)).toEqual({ month: '2026-11', regionId: '7' });
    const provinces = await screen.findByRole('table', { name: 'จังหวัดในเขตสุขภาพที่ 7' });
    expect(tableRowsOf(provinces).slice(1)).toEqual([
      ['ขอนแก่น', '96,410', '31', '250,120', '6,002'],
      ['มหาสารคาม', '36,080', '2', '39,600', '1,364'],
      ['ร้อยเอ็ด', '36,900', '3', '40,500', '1,395'],
      ['กาฬสินธุ์', '37,720', '4', '41,400', '1,426'],
    ]);
    await shown();
  });

  it('opens a shared link on its region, and lets go of it', async () => {
    const user = userEvent.setup();
    show(<Region7 />);
    expect(await screen.findByRole('table', { name: 'จังหวัดในเขตสุขภาพที่ 7' })).toBeInTheDocument();
    expect(queries()).toEqual([{ month: '2026-11', regionId: '7' }]);
    await shown();

    await user.click(screen.getByRole('button', { name: 'ล้างการเลือกเขตสุขภาพ' }));

    await waitFor(() => expect(address()).toBe('/dashboard?month=2026-11'));
    expect(await screen.findByText('เลือกเขตสุขภาพในตารางด้านบนเพื่อดูรายจังหวัด')).toBeInTheDocument();
  });

  it('shows the followers by sex, age band and province, each chart with its table', async () => {
    show(<November />);
    await shown();
    const section = screen.getByRole('region', { name: 'ผู้ติดตามตามเพศ ช่วงอายุ และจังหวัด' });
    const tableOf = (name: string) => tableRowsOf(within(section).getByRole('table', { name }));
    expect(within(section).getByText('ข้อมูลผู้ติดตาม ณ 22/11/2569 09:55')).toBeInTheDocument();
    expect(tableOf('ผู้ติดตามตามเพศ').slice(1)).toEqual([
      ['ชาย', '512,400'],
      ['หญิง', '690,150'],
      ['ไม่ระบุ', '25,600'],
    ]);
    expect(tableOf('ผู้ติดตามตามช่วงอายุ').at(-1)).toEqual(['ไม่ทราบอายุ', '35,600']);
    expect(tableOf('ผู้ติดตามตามจังหวัด')[1]).toEqual(['ขอนแก่น', '412,300']);
    expect(
      within(section).getByRole('figure', { name: 'ผู้ติดตามตามจังหวัด (10 จังหวัดแรก)' }),
    ).toBeInTheDocument();
  });

  it('shows the followers of the units of the region chosen', async () => {
    show(<Region7 />);
    const section = await screen.findByRole('region', {
      name: 'ผู้ติดตามในเขตสุขภาพที่ 7 ตามเพศ ช่วงอายุ และจังหวัด',
    });
    expect(
      tableRowsOf(within(section).getByRole('table', { name: 'ผู้ติดตามตามจังหวัด' })).slice(1),
    ).toEqual([
      ['ขอนแก่น', '96,410'],
      ['ร้อยเอ็ด', '36,900'],
      ['มหาสารคาม', '36,080'],
      ['กาฬสินธุ์', '12,950'],
    ]);
    await shown();
  });

  it('lists the most-clicked broadcasts, each leading to its report', async () => {
    const user = userEvent.setup();
    show(<November />);
    await shown();
    await user.click(screen.getByRole('link', { name: 'เชิญตรวจคัดกรองความดันโลหิต' }));
    expect(address()).toBe('/report?id=41');
  });

  it('shows another month chosen, through the address', async () => {
    const user = userEvent.setup();
    show(<November />);
    await shown();

    await user.click(screen.getByRole('combobox', { name: 'เดือน' }));
    await user.click(await screen.findByRole('option', { name: 'ตุลาคม 2569' }));

    await waitFor(() => expect(address()).toBe('/dashboard?month=2026-10'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'เดือนตุลาคม 2569' }),
    ).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ month: '2026-10' });
    expect(card('บรอดแคสต์ที่ส่ง')).toHaveTextContent(/^บรอดแคสต์ที่ส่ง180เร่งด่วน 0$/);
    expect(screen.getByText('ยังไม่มีการคลิกในเดือนนี้')).toBeInTheDocument();
    await shown();
  });

  it('opens on this month in Thailand', async () => {
    freezeDate(new Date('2026-10-31T18:00:00Z'));
    show(<ThisMonth />);
    await shown();
    // 01/11/2569 01:00 in Thailand.
    expect(queries()).toEqual([{ month: '2026-11' }]);
    expect(screen.getByRole('combobox', { name: 'เดือน' })).toHaveTextContent('พฤศจิกายน 2569');
    expect(address()).toBe('/dashboard');
  });

  it('says when LINE could not be reached for the quota, and when nothing was rolled up', async () => {
    show(<LineUnreachable />);
    await shown();
    expect(card('โควตาเดือนนี้')).toHaveTextContent('ติดต่อ LINE เพื่ออ่านโควตาไม่ได้ในขณะนี้');
    expect(screen.getByText('ยังไม่มีการสรุปข้อมูล')).toBeInTheDocument();
  });

  it('holds the places of the figures while they load', () => {
    show(<Loading />);
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(8);
    expect(screen.queryByRole('group', { name: 'ผู้ติดตาม' })).not.toBeInTheDocument();
  });

  it('says when the dashboard cannot be loaded, and asks again', async () => {
    const user = userEvent.setup();
    show(<LoadFails />);
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
  });

  it('holds no axe violations', async () => {
    show(<Region7 />);
    await screen.findByRole('table', { name: 'จังหวัดในเขตสุขภาพที่ 7' });
    await shown();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
