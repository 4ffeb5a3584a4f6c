import { dismissAllToasts } from '@hbc/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { ADDRESS_LABEL } from '@hbc/data-screens/testing';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import { freezeDate } from '../../testing/frozen-date';
import { exportRequests } from '../../testing/user-story-decorators';
import { catchDownloads, releaseDownloads } from './report-testing';
import { CAPPED_ROW, MAHASARAKHAM, PARTIAL, SENDING, URGENT_ROW, VACCINE } from './report-fixtures';
import * as stories from './ReportScreen.stories';

const {
  ByAdminLv1,
  BySuperAdmin,
  SuperAdminInProvince,
  LastThirtyDays,
  NothingSent,
  OpenedReport,
  LoadFails,
  RollupCatchesUp,
  OpenedWhileRollupCatchesUp,
} = composeStories(stories);

const TITLE = 'รายงานการส่งข้อความ';
const LIST = 'POST /api/report/list';
const SUMMARY = 'POST /api/report/summary';
const NEWEST_FIRST = { field: 'startedAt', direction: 'desc' };
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

afterEach(() => {
  clearProfile();
  dismissAllToasts();
  releaseDownloads();
  jest.useRealTimers();
});

const filters = () => screen.getByRole('group', { name: 'ตัวกรอง' });
const card = (label: string) => screen.getByRole('group', { name: label });

function cellsOf(title: string): (string | null)[] {
  const row = within(screen.getByRole('grid', { name: TITLE }))
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="title"]')?.textContent === title);
  if (!row) throw new Error(`no row of ${title}`);
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
}

async function shown(rows: number) {
  await waitFor(() => expect(column(TITLE, 'title')).toHaveLength(rows));
}

/** Waits for the summary's cards (the charts load on their own). */
async function summaryShown() {
  await screen.findByRole('group', { name: 'บรอดแคสต์' });
  await waitFor(() =>
    expect(
      screen.getByRole('figure', { name: 'คลิกรายวัน' }).querySelector('.MuiChartsAxis-root'),
    ).not.toBeNull(),
  );
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(filters()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ReportScreen', () => {
  it("lists an Admin LV1's broadcasts of the chosen days, newest first, with their numbers", async () => {
    show(<ByAdminLv1 />);
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await shown(20);

    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: NEWEST_FIRST, filters: NOVEMBER },
    ]);
    expect(column(TITLE, 'title').slice(0, 3)).toEqual([
      SENDING.title,
      VACCINE.title,
      PARTIAL.title,
    ]);
    // The clicks right after the status, so a narrower window never hides them.
    expect(cellsOf(VACCINE.title)).toEqual([
      VACCINE.title,
      '20/11/2569 09:00',
      'ส่งแล้ว',
      '340 (25.0%)',
      '1,200',
      '1,200 / 0',
      '960',
    ]);
    // Not read from LINE yet: no impressions.
    expect(cellsOf(PARTIAL.title).slice(2, 7)).toEqual([
      'ส่งได้บางส่วน',
      '45 (4.0%)',
      '1,200',
      '1,000 / 200',
      '—',
    ]);
    expect(screen.queryByRole('columnheader', { name: 'หน่วยบริการ' })).not.toBeInTheDocument();
    expect(screen.getByText('1–20 จาก 22')).toBeInTheDocument();
    await summaryShown();
  });

  it('marks an urgent broadcast beside its title, and says under its recipients whom the cap held back', async () => {
    show(<ByAdminLv1 />);
    await shown(20);
    const urgent = cellsOf(`${URGENT_ROW.title}เร่งด่วน`);
    expect(urgent[4]).toBe('1,020');
    expect(cellsOf(CAPPED_ROW.title)[4]).toBe('1,030ข้าม 35');
    expect(screen.getByTitle('ข้ามตามการจำกัดจำนวนครั้ง 35 คน')).toHaveTextContent('ข้าม 35');
    expect(screen.getAllByText('เร่งด่วน')).toHaveLength(1);
    await summaryShown();
    expect(card('บรอดแคสต์เร่งด่วน')).toHaveTextContent('1');
    expect(card('ข้ามตามการจำกัดจำนวนครั้ง')).toHaveTextContent('35');
  });

  it('sums up the broadcasts the filters keep: cards and clicks per day', async () => {
    show(<ByAdminLv1 />);
    await summaryShown();

    expect(bodiesOf(SUMMARY)).toEqual([{ filters: NOVEMBER }]);
    expect(card('บรอดแคสต์')).toHaveTextContent('22');
    expect(card('ผู้รับ')).toHaveTextContent('23,710');
    expect(card('ส่งสำเร็จ')).toHaveTextContent('19,940');
    expect(card('ส่งไม่สำเร็จ')).toHaveTextContent('3,470');
    expect(card('LINE ส่งถึง')).toHaveTextContent('9,740');
    expect(card('คลิก')).toHaveTextContent('829');
    expect(card('คลิกไม่ซ้ำ')).toHaveTextContent('638');
    expect(card('อัตราการคลิก')).toHaveTextContent('3.2%');

    const chart = screen.getByRole('figure', { name: 'คลิกรายวัน' });
    const days = within(within(chart).getByRole('table', { name: 'คลิกรายวัน' })).getAllByRole('row');
    expect(days[0]?.textContent).toBe('วันที่คลิกคลิกไม่ซ้ำ');
    expect(days[1]?.textContent).toBe('01/11/2569' + '51' + '34');
    expect(days.at(-1)?.textContent).toBe('21/11/2569' + '12' + '10');
  });

  it('filters by status into the address, the list and the summary', async () => {
    show(<ByAdminLv1 />);
    await shown(20);
    await summaryShown();

    await choose('สถานะ', 'ส่งได้บางส่วน');

    await waitFor(() =>
      expect(address()).toBe('/report?from=2026-11-01&to=2026-11-30&status=PARTIAL'),
    );
    await waitFor(() => expect(column(TITLE, 'title')).toEqual([PARTIAL.title]));
    expect(bodiesOf(LIST).at(-1)).toEqual({
      page: 1,
      pageSize: 20,
      sort: NEWEST_FIRST,
      filters: { ...NOVEMBER, status: 'PARTIAL' },
    });
    expect(bodiesOf(SUMMARY).at(-1)).toEqual({ filters: { ...NOVEMBER, status: 'PARTIAL' } });
    await waitFor(() => expect(card('บรอดแคสต์')).toHaveTextContent('1'));
    expect(card('ผู้รับ')).toHaveTextContent('1,200');
  });

  it('offers only the statuses of broadcasts that went out', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await user.click(within(filters()).getByRole('combobox', { name: 'สถานะ' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ทั้งหมด',
      'กำลังส่ง',
      'ส่งแล้ว',
      'ส่งได้บางส่วน',
      'ส่งไม่สำเร็จ',
      'ยกเลิกแล้ว',
    ]);
    await user.keyboard('{Escape}');
    await summaryShown();
  });

  it("shows Super Admin every unit's broadcasts with their unit", async () => {
    show(<BySuperAdmin />);
    await shown(20);
    expect(screen.getByRole('columnheader', { name: 'หน่วยบริการ' })).toBeInTheDocument();
    expect(cellsOf(VACCINE.title)[1]).toBe('โรงพยาบาลบ้านหนองบัว');
    expect(screen.getByText('1–20 จาก 24')).toBeInTheDocument();
    await summaryShown();
    expect(card('บรอดแคสต์')).toHaveTextContent('24');
  });

  it('lets Super Admin narrow by region, then to a province of that region, then a unit of it', async () => {
    const user = userEvent.setup();
    show(<BySuperAdmin />);
    await shown(20);

    await choose('เขตสุขภาพ', 'เขตสุขภาพที่ 7');
    await waitFor(() => expect(address()).toBe('/report?from=2026-11-01&to=2026-11-30&region=7'));

    await user.click(within(filters()).getByRole('combobox', { name: 'จังหวัด' }));
    const provinces = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(provinces.map((option) => option.textContent)).toEqual([
      'กาฬสินธุ์',
      'ขอนแก่น',
      'มหาสารคาม',
      'ร้อยเอ็ด',
    ]);
    expect(bodiesOf('POST /api/health-center/province/list').at(-1)).toMatchObject({
      filters: { healthRegionId: 7 },
    });
    await user.click(screen.getByRole('option', { name: 'มหาสารคาม' }));
    await waitFor(() =>
      expect(address()).toBe('/report?from=2026-11-01&to=2026-11-30&region=7&province=44'),
    );
    await waitFor(() => expect(column(TITLE, 'title')).toEqual([MAHASARAKHAM.title]));

    await user.click(within(filters()).getByRole('combobox', { name: 'หน่วยบริการ' }));
    const units = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(units.map((option) => option.textContent)).toEqual([
      'โรงพยาบาลมหาสารคาม',
      'สำนักงานสาธารณสุขจังหวัดมหาสารคาม',
    ]);
    expect(bodiesOf('POST /api/health-center/unit/list').at(-1)).toMatchObject({
      filters: { provinceId: 44 },
    });
    await user.click(screen.getByRole('option', { name: 'โรงพยาบาลมหาสารคาม' }));
    await waitFor(() =>
      expect(bodiesOf(LIST).at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { ...NOVEMBER, regionId: 7, provinceId: 44, unitId: 22 },
      }),
    );
    expect(bodiesOf(SUMMARY).at(-1)).toEqual({
      filters: { ...NOVEMBER, regionId: 7, provinceId: 44, unitId: 22 },
    });
    await summaryShown();
  });

  it('clears the province and unit when another region is chosen', async () => {
    show(<SuperAdminInProvince />);
    await shown(1);
    expect(await within(filters()).findByDisplayValue('มหาสารคาม')).toBeInTheDocument();

    await choose('เขตสุขภาพ', 'เขตสุขภาพที่ 1');

    await waitFor(() => expect(address()).toBe('/report?from=2026-11-01&to=2026-11-30&region=1'));
    expect(within(filters()).getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('');
    expect(bodiesOf(LIST).at(-1)).toEqual({
      page: 1,
      pageSize: 20,
      sort: NEWEST_FIRST,
      filters: { ...NOVEMBER, regionId: 1 },
    });
    await summaryShown();
  });

  it('opens on the last 30 days, today included, in Buddhist-era pickers', async () => {
    freezeDate(new Date('2026-11-21T18:00:00Z'));
    show(<LastThirtyDays />);
    await shown(20);

    // 22/11/2569 in Thailand, back to 24/10/2569.
    expect(address()).toBe('/report?from=2026-10-24&to=2026-11-22');
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { from: '2026-10-24', to: '2026-11-22' },
      },
    ]);
    expect(await within(filters()).findByRole('group', { name: 'ตั้งแต่วันที่' })).toHaveTextContent(
      '24/10/2569',
    );
    await summaryShown();
  });

  it('says when nothing was sent in the chosen days', async () => {
    show(<NothingSent />);
    expect(await screen.findByText('ไม่พบบรอดแคสต์ในช่วงที่เลือก')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("opens a broadcast's report from its row, and closes it again", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown(20);
    await summaryShown();

    await user.click(within(screen.getByRole('grid', { name: TITLE })).getByText(VACCINE.title));

    // The open report hides the page behind it from screen readers, the address bar too.
    expect(screen.getByRole('status', { name: ADDRESS_LABEL, hidden: true })).toHaveTextContent(
      `/report?from=2026-11-01&to=2026-11-30&id=${VACCINE.broadcastId}`,
    );
    const report = await screen.findByRole('dialog', { name: VACCINE.title });
    expect(await within(report).findByRole('group', { name: 'LINE ส่งถึง' })).toHaveTextContent(
      '1,180',
    );
    await waitFor(() =>
      expect(report.querySelectorAll('.MuiChartsAxis-root').length).toBeGreaterThanOrEqual(2),
    );

    await user.click(within(report).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/report?from=2026-11-01&to=2026-11-30');
  });

  it('opens the report a link names over the list', async () => {
    show(<OpenedReport />);
    const report = await screen.findByRole('dialog', { name: VACCINE.title });
    expect(await within(report).findByRole('group', { name: 'ผู้รับ' })).toHaveTextContent('1,200');
    await waitFor(() =>
      expect(report.querySelectorAll('.MuiChartsAxis-root').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('reads the totals and the rows again on รีเฟรช, with the clicks’ new computed time', async () => {
    show(<RollupCatchesUp />);
    await summaryShown();
    await shown(20);
    expect(card('คลิก')).toHaveTextContent(/^คลิก489คลิก ณ 29\/11\/2569 09:44$/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'รีเฟรช' }));

    await waitFor(() => expect(card('คลิก')).toHaveTextContent(/^คลิก829คลิก ณ 29\/11\/2569 09:45$/));
    expect(bodiesOf(SUMMARY)).toEqual([{ filters: NOVEMBER }, { filters: NOVEMBER }]);
    await waitFor(() => expect(bodiesOf(LIST)).toHaveLength(2));
    await summaryShown();
  });

  it('reads an open report again on its รีเฟรช, keeping it on screen meanwhile', async () => {
    show(<OpenedWhileRollupCatchesUp />);
    const report = await screen.findByRole('dialog', { name: VACCINE.title });
    const clicks = () => within(report).getByRole('group', { name: 'คลิก' });
    expect(await within(report).findByText('คลิก ณ 29/11/2569 09:44')).toBeInTheDocument();
    expect(clicks()).toHaveTextContent(/^คลิก0$/);

    await userEvent.setup().click(within(report).getByRole('button', { name: 'รีเฟรช' }));

    expect(await within(report).findByText('คลิก ณ 29/11/2569 09:45')).toBeInTheDocument();
    expect(clicks()).toHaveTextContent(/^คลิก340$/);
    expect(bodiesOf(`GET /api/report/${VACCINE.broadcastId}`)).toHaveLength(2);
    await waitFor(() =>
      expect(report.querySelectorAll('.MuiChartsAxis-root').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('exports the rows of the same filters', async () => {
    const saved = catchDownloads();
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown(20);
    await summaryShown();
    await choose('สถานะ', 'ส่งแล้ว');
    await waitFor(() => expect(address()).toContain('status=SENT'));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(exportRequests.at(-1)).toEqual({
      path: '/api/report/export',
      body: { format: 'xlsx', sort: NEWEST_FIRST, filters: { ...NOVEMBER, status: 'SENT' } },
    });
    expect(saved).toHaveLength(1);
  });

  it('says when the report cannot be loaded and offers to try again', async () => {
    show(<LoadFails />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
      expect(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    }
  });

  it('holds no axe violations', async () => {
    show(<BySuperAdmin />);
    await shown(20);
    await summaryShown();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
