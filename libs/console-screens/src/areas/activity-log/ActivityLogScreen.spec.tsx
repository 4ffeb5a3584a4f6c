import { dismissAllToasts, StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { ADDRESS_LABEL } from '@hbc/data-screens/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { bodiesOf } from '../../testing/spec-helpers';
import { OWN_UNIT } from '../users/user-fixtures';
import { exportRequests } from '../../testing/user-story-decorators';
import { ENTRIES } from './activity-log-fixtures';
import { formatActivityTime } from './activity-time';
import * as stories from './ActivityLogScreen.stories';

const { SuperAdmin, AdminLv1, SharedLink, MoreThanCounted, Empty, Loading, LoadFails } =
  composeStories(stories);

// MUI X Data Grid renders slowly in jsdom: a click on a busy machine takes seconds.

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  clearProfile();
  dismissAllToasts();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  jest.restoreAllMocks();
});

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const LIST = 'POST /api/setting/log/list';
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' };
const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;
const grid = () => screen.getByRole('grid', { name: 'ประวัติการใช้งาน' });
const filters = () => screen.getByRole('group', { name: 'ตัวกรอง' });
/** The text of each row's cell in the column `field`, top to bottom. */
const column = (field: string) =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === field)
    .map((cell) => cell.textContent);
/** The texts of the row of entry `id`. */
function rowOf(id: number): string[] {
  const row = within(grid())
    .getAllByRole('row')
    .find((r) => r.getAttribute('data-id') === String(id));
  if (!row) throw new Error(`no row of entry ${id}`);
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent ?? '');
}
/** The bodies of the list calls, oldest first. */
const listBodies = () =>
  currentFakeApi()
    .calls(LIST)
    .map((call) => call.body);
const lastQuery = () => listBodies().at(-1);
const newest = ENTRIES[0];
const failedSignIn = ENTRIES.find((entry) => entry.userId === null);

/** How entry `i` (0 the newest) reads in the time column. */
function rowOfEntry(i: number): string {
  const entry = ENTRIES[i];
  if (!entry) throw new Error(`no entry ${i}`);
  return formatActivityTime(entry.createdAt);
}

/** Types a day into a date field, from its day section on. */
async function typeDay(label: string, digits: string) {
  const user = userEvent.setup();
  const field = await within(filters()).findByRole('group', { name: label });
  await user.click(within(field).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(digits);
}

describe('ActivityLogScreen', () => {
  it("shows Super Admin every unit's entries, newest first, in Thai with Buddhist-era times", async () => {
    show(<SuperAdmin />);

    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการใช้งาน' })).toBeInTheDocument();
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));
    expect(lastQuery()).toEqual({ page: 1, pageSize: 20, sort: NEWEST_FIRST });
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'วันเวลา',
      'ผู้ใช้งาน',
      'บทบาท',
      'หน่วยบริการ',
      'การกระทำ',
      'เมนู',
      'หัวข้อ',
      'รายละเอียด',
      'IP',
    ]);
    expect(rowOf(newest?.id ?? 0)).toEqual([
      '23 พ.ย. 2569 14:05',
      'สมศักดิ์ รักษ์สุขภาพ',
      'Super Admin',
      '—',
      'เข้าสู่ระบบ',
      'เข้าสู่ระบบ',
      'เข้าสู่ระบบด้วย Provider ID',
      '—',
      newest?.ip ?? '',
    ]);
    expect(screen.getByText(`1–20 จาก ${ENTRIES.length}`)).toBeInTheDocument();
  });

  it("shows '—' for the user, role and unit of a sign-in nobody could be found for", async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));

    const [, user, role, unit, action] = rowOf(failedSignIn?.id ?? 0);
    expect([user, role, unit, action]).toEqual(['—', '—', '—', 'เข้าสู่ระบบไม่สำเร็จ']);
  });

  it('opens the whole entry from its row, its long description in full', async () => {
    const user = userEvent.setup();
    const edited = ENTRIES.find((entry) => entry.description.length > 100);
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));

    const cell = within(grid())
      .getAllByRole('gridcell')
      .find(
        (c) =>
          c.getAttribute('data-field') === 'description' &&
          c.closest('[role="row"]')?.getAttribute('data-id') === String(edited?.id),
      );
    expect(within(cell as HTMLElement).getByTitle(edited?.description ?? '')).toBeInTheDocument();
    await user.click(cell as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดการใช้งาน' });
    expect(within(dialog).getByText(edited?.description ?? '')).toBeInTheDocument();
  });

  it('asks for the next page after the last entry shown, and sends no cursor after a filter change', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));
    const last = ENTRIES[19];

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));

    await waitFor(() => expect(address()).toBe('/setting/activity-log?page=2'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 2,
        pageSize: 20,
        sort: NEWEST_FIRST,
        after: { createdAt: last?.createdAt, id: last?.id },
      }),
    );
    await waitFor(() => expect(column('createdAt')[0]).toBe(rowOfEntry(20)));

    await user.click(within(filters()).getByRole('combobox', { name: 'เมนู' }));
    await user.click(await screen.findByRole('option', { name: 'จัดการสิทธิ์' }));

    await waitFor(() => expect(address()).toBe('/setting/activity-log?menu=จัดการสิทธิ์'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { menu: 'จัดการสิทธิ์' },
      }),
    );
    await waitFor(() => expect(new Set(column('menu'))).toEqual(new Set(['จัดการสิทธิ์'])));
  });

  it('filters by a range of days typed in the Buddhist era, sent as Christian-era days', async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));

    await typeDay('ตั้งแต่วันที่', '10112569');
    await waitFor(() => expect(address()).toBe('/setting/activity-log?from=2026-11-10'));
    await typeDay('ถึงวันที่', '20112569');

    await waitFor(() =>
      expect(address()).toBe('/setting/activity-log?from=2026-11-10&to=2026-11-20'),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { from: '2026-11-10', to: '2026-11-20' },
      }),
    );
    await waitFor(() =>
      expect(column('createdAt').every((time) => /^(1\d|20) พ\.ย\. 2569 /.test(time ?? ''))).toBe(
        true,
      ),
    );
    expect(column('createdAt').length).toBeGreaterThan(0);
  });

  it('restores a shared link: the days shown in the Buddhist era, the menu, and the call', async () => {
    show(<SharedLink />);

    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { from: '2026-11-10', to: '2026-11-20', menu: 'จัดการสิทธิ์' },
      }),
    );
    expect(await within(filters()).findByRole('group', { name: 'ตั้งแต่วันที่' })).toHaveTextContent(
      '10/11/2569',
    );
    expect(within(filters()).getByRole('group', { name: 'ถึงวันที่' })).toHaveTextContent('20/11/2569');
    expect(within(filters()).getByRole('combobox', { name: 'เมนู' })).toHaveValue('จัดการสิทธิ์');
  });

  it('filters by a user found by name', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));

    await user.type(within(filters()).getByRole('combobox', { name: 'ผู้ใช้งาน' }), 'สมชาย');
    // The box looks the user up by the typed name once typing pauses; the user picks from that.
    await waitFor(() =>
      expect(bodiesOf('POST /api/setting/user-management/list')).toContainEqual(
        expect.objectContaining({ search: 'สมชาย' }),
      ),
    );
    await user.click(await screen.findByRole('option', { name: `สมชาย ใจดี (${OWN_UNIT.name})` }));

    await waitFor(() => expect(address()).toBe('/setting/activity-log?userId=2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, filters: { userId: 2 } }));
    await waitFor(() => expect(new Set(column('actorName'))).toEqual(new Set(['สมชาย ใจดี'])));
  });

  it('filters by an action typed freely and a menu chosen from the known ones', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));

    await user.type(within(filters()).getByRole('combobox', { name: 'การกระทำ' }), 'เพิ่ม{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ filters: { action: 'เพิ่ม' } }));
    await user.click(within(filters()).getByRole('combobox', { name: 'เมนู' }));
    await user.click(await screen.findByRole('option', { name: 'จัดการสิทธิ์' }));

    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        page: 1,
        filters: { action: 'เพิ่ม', menu: 'จัดการสิทธิ์' },
      }),
    );
    await waitFor(() => expect(new Set(column('action'))).toEqual(new Set(['เพิ่ม'])));
  });

  it("says 'มากกว่า 10,000' past the API's count, and still offers the next page", async () => {
    show(<MoreThanCounted />);

    expect(await screen.findByText('1–20 จาก มากกว่า 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeEnabled();
  });

  it("shows an Admin LV1 their own unit's entries", async () => {
    show(<AdminLv1 />);

    await waitFor(() => expect(column('unitName').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการใช้งาน' })).toBeInTheDocument();
    expect(new Set(column('unitName'))).toEqual(new Set([OWN_UNIT.name]));
  });

  it('exports the filtered entries through the log export call', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:test/log');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(<SharedLink />);
    await waitFor(() => expect(lastQuery()).toMatchObject({ filters: { menu: 'จัดการสิทธิ์' } }));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(exportRequests.at(-1)).toEqual({
      path: '/api/setting/log/export',
      body: {
        format: 'xlsx',
        sort: NEWEST_FIRST,
        filters: { from: '2026-11-10', to: '2026-11-20', menu: 'จัดการสิทธิ์' },
      },
    });
  });

  it('shows the loading bar while the first page is on its way', () => {
    show(<Loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("says 'ไม่พบข้อมูล' for an empty log", async () => {
    show(<Empty />);
    expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
  });

  it('says when the log cannot be loaded and tries again', async () => {
    show(<LoadFails />);
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('createdAt')).toHaveLength(20));
    await within(filters()).findByRole('group', { name: 'ตั้งแต่วันที่' });
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
