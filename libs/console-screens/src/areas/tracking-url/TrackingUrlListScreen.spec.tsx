import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import {
  address,
  bodiesOf,
  column,
  dismissToasts,
  show,
  toastTexts,
} from '../../testing/spec-helpers';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { OLD_SURVEY_LINK, SCREENING_LINK, VACCINE_LINK } from './tracking-url-fixtures';
import * as stories from './TrackingUrlListScreen.stories';

const {
  ByAdminLv3,
  ByAdminLv1,
  Searched,
  DisabledOnly,
  EmptyForAdminLv3,
  EmptyForAdminLv2,
  LoadFails,
} = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
  jest.restoreAllMocks();
});

const GRID = 'ลิงก์ติดตาม';
const LIST = 'POST /api/tracking-url/list';
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' };
const filters = () => screen.getByRole('group', { name: 'ตัวกรอง' });

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="name"]')?.textContent === name);
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

async function shown(count = 20) {
  await waitFor(() => expect(column(GRID, 'name')).toHaveLength(count));
}

describe('TrackingUrlListScreen', () => {
  it("lists the unit's links newest first: short link, destination, status, clicks, creation", async () => {
    show(<ByAdminLv3 />);
    expect(screen.getByRole('heading', { level: 1, name: 'ลิงก์ติดตาม' })).toBeInTheDocument();
    await shown();

    expect(bodiesOf(LIST)).toEqual([{ page: 1, pageSize: 20, sort: NEWEST_FIRST }]);
    expect(column(GRID, 'name').slice(0, 3)).toEqual([
      VACCINE_LINK.name,
      OLD_SURVEY_LINK.name,
      SCREENING_LINK.name,
    ]);
    expect(cellsOf(VACCINE_LINK.name)).toEqual([
      'นัดฉีดวัคซีนไข้หวัดใหญ่',
      'https://hbc.example/t/Tk01xQ9_zB',
      'https://hospital.example/vaccine/flu',
      'ใช้งาน',
      '1,284',
      '903',
      '22/11/2569 09:05',
      'มานี ขยันยิ่ง',
      '',
    ]);
    expect(cellsOf(OLD_SURVEY_LINK.name).slice(3, 8)).toEqual([
      'ปิดใช้งาน',
      '57',
      '41',
      '21/11/2569 09:05',
      '—',
    ]);
    expect(screen.getByText('1–20 จาก 23')).toBeInTheDocument();
  });

  it('searches through the address', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.type(screen.getByRole('searchbox'), 'เบาหวาน');

    await waitFor(() => expect(address()).toBe('/tracking-url?q=เบาหวาน'));
    await waitFor(() => expect(column(GRID, 'name')).toEqual([SCREENING_LINK.name]));
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ page: 1, search: 'เบาหวาน' });
  });

  it('restores a shared search', async () => {
    show(<Searched />);
    await waitFor(() => expect(column(GRID, 'name')).toEqual([VACCINE_LINK.name]));
    expect(screen.getByRole('searchbox')).toHaveValue('วัคซีน');
  });

  it('filters by status into the address and the list call', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(filters()).getByRole('combobox', { name: 'สถานะ' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'ปิดใช้งาน' }),
    );

    await waitFor(() => expect(address()).toBe('/tracking-url?status=DISABLED'));
    await waitFor(() => expect(column(GRID, 'name')).toEqual([OLD_SURVEY_LINK.name]));
    expect(bodiesOf(LIST).at(-1)).toEqual({
      page: 1,
      pageSize: 20,
      sort: NEWEST_FIRST,
      filters: { status: 'DISABLED' },
    });
  });

  it('restores a shared status filter', async () => {
    show(<DisabledOnly />);
    await waitFor(() => expect(column(GRID, 'name')).toEqual([OLD_SURVEY_LINK.name]));
    expect(within(filters()).getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('ปิดใช้งาน');
  });

  it('sorts by clicks through the address and the list call', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(screen.getByRole('columnheader', { name: 'คลิก' }));

    await waitFor(() => expect(bodiesOf(LIST).at(-1)).toMatchObject({ sort: { field: 'clicks' } }));
    expect(address()).toMatch(/^\/tracking-url\?sort=clicks/);
  });

  it('copies a short link from its row, without opening the row', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(VACCINE_LINK.name)).getByRole('button', { name: 'คัดลอกลิงก์ย่อ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['คัดลอกลิงก์ย่อแล้ว']));
    expect(writeText).toHaveBeenCalledWith('https://hbc.example/t/Tk01xQ9_zB');
    expect(address()).toBe('/tracking-url');
  });

  it("shows a link's QR code to download", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown();

    await user.click(within(rowOf(VACCINE_LINK.name)).getByRole('button', { name: 'คิวอาร์โค้ด' }));

    const dialog = await screen.findByRole('dialog', { name: 'คิวอาร์โค้ดของลิงก์ติดตาม' });
    const qr = await within(dialog).findByRole('img', {
      name: 'คิวอาร์โค้ดของลิงก์ นัดฉีดวัคซีนไข้หวัดใหญ่',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole('link', { name: 'ดาวน์โหลดคิวอาร์โค้ด' })).toHaveAttribute(
      'download',
      'qr-Tk01xQ9_zB.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a link's form for an Admin LV3 from its edit button", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(SCREENING_LINK.name)).getByRole('button', { name: 'แก้ไข' }));
    expect(address()).toBe('/tracking-url/form?id=3');
  });

  it("opens a link's form for an Admin LV3 from its row", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(
      within(rowOf(OLD_SURVEY_LINK.name)).getAllByRole('gridcell')[0] as HTMLElement,
    );
    expect(address()).toBe('/tracking-url/form?id=2');
  });

  it("leads 'สร้างลิงก์ติดตาม' to the form", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await user.click(screen.getByRole('button', { name: 'สร้างลิงก์ติดตาม' }));
    expect(address()).toBe('/tracking-url/form');
  });

  it('disables and enables a link from its row', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(VACCINE_LINK.name)).getByRole('button', { name: 'ปิดใช้งาน' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ปิดใช้งานลิงก์ติดตามแล้ว']));
    expect(bodiesOf('PUT /api/tracking-url/1')).toEqual([
      { name: VACCINE_LINK.name, targetUrl: VACCINE_LINK.targetUrl, enabled: false },
    ]);
    await waitFor(() => expect(cellsOf(VACCINE_LINK.name)[3]).toBe('ปิดใช้งาน'));
    act(() => dismissToasts());

    await user.click(within(rowOf(VACCINE_LINK.name)).getByRole('button', { name: 'เปิดใช้งาน' }));
    await waitFor(() => expect(toastTexts()).toEqual(['เปิดใช้งานลิงก์ติดตามแล้ว']));
    await waitFor(() => expect(cellsOf(VACCINE_LINK.name)[3]).toBe('ใช้งาน'));
  });

  it('asks before deleting, then deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    const DELETE = 'DELETE /api/tracking-url/3';
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(SCREENING_LINK.name)).getByRole('button', { name: 'ลบ' }));
    let dialog = await screen.findByRole('dialog', { name: 'ลบลิงก์ติดตาม' });
    expect(dialog).toHaveAccessibleDescription(
      'ต้องการลบลิงก์ติดตาม "ตรวจคัดกรองเบาหวาน" ใช่หรือไม่ เมื่อลบแล้วลิงก์ย่อนี้จะใช้ไม่ได้อีก',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitForElementToBeRemoved(dialog);
    expect(currentFakeApi().calls(DELETE)).toHaveLength(0);

    await user.click(within(rowOf(SCREENING_LINK.name)).getByRole('button', { name: 'ลบ' }));
    dialog = await screen.findByRole('dialog', { name: 'ลบลิงก์ติดตาม' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ลบลิงก์ติดตามแล้ว']));
    expect(currentFakeApi().calls(DELETE)).toHaveLength(1);
    await waitFor(() => expect(column(GRID, 'name')).not.toContain(SCREENING_LINK.name));
    expect(screen.getByText('1–20 จาก 22')).toBeInTheDocument();
  });

  it("says the API's Thai reason when a link a broadcast carried cannot be deleted", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(VACCINE_LINK.name)).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบลิงก์ติดตาม' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual([TRACKING_URL_MESSAGES.usedInBroadcast]));
    await waitForElementToBeRemoved(dialog);
    expect(column(GRID, 'name')).toContain(VACCINE_LINK.name);
  });

  it('lets an Admin LV1 read the list, copy and see QR codes, without changing anything', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown();

    expect(screen.queryByRole('button', { name: 'สร้างลิงก์ติดตาม' })).not.toBeInTheDocument();
    const row = rowOf(VACCINE_LINK.name);
    for (const name of ['แก้ไข', 'ปิดใช้งาน', 'ลบ']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: 'คัดลอกลิงก์ย่อ' })).toBeInTheDocument();
    await user.click(within(row).getAllByRole('gridcell')[0] as HTMLElement);
    expect(address()).toBe('/tracking-url');
  });

  it('says when the unit has no link yet, offering to create one to an Admin LV3', async () => {
    const user = userEvent.setup();
    show(<EmptyForAdminLv3 />);
    expect(await screen.findByText('ยังไม่มีลิงก์ติดตาม')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างลิงก์ติดตาม' }));
    expect(address()).toBe('/tracking-url/form');
  });

  it('says the same to an Admin LV2, without the button', async () => {
    show(<EmptyForAdminLv2 />);
    expect(await screen.findByText('ยังไม่มีลิงก์ติดตาม')).toBeInTheDocument();
    expect(screen.getByText('ผู้ดูแลระดับ 3 ของหน่วยบริการเป็นผู้สร้างลิงก์ติดตาม')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างลิงก์ติดตาม' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    show(<LoadFails />);
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<ByAdminLv3 />);
    await shown();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
