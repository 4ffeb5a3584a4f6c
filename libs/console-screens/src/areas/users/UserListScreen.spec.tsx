import { dismissAllToasts, StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { ADDRESS_LABEL, BACK_LABEL, ELSEWHERE_TEXT } from '@hbc/data-screens/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { bodiesOf } from '../../testing/spec-helpers';
import { FAILED_SIGN_IN, OWN_UNIT, USERS } from './user-fixtures';
import { exportRequests } from '../../testing/user-story-decorators';
import * as stories from './UserListScreen.stories';

const { SuperAdmin, AdminLv1, SharedLink, LoadFails } = composeStories(stories);

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

const LIST = 'POST /api/setting/user-management/list';
const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;
const grid = () => screen.getByRole('grid', { name: 'จัดการสิทธิ์' });
/** The text of each row's cell in the column `field`, top to bottom. */
const column = (field: string) =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === field)
    .map((cell) => cell.textContent);
/** The cells of the row of the user named `name`. */
function cellsOf(name: string) {
  const row = within(grid())
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="name"]')?.textContent === name);
  if (!row) throw new Error(`no row of ${name}`);
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
}
/** The body of the last list call. */
const lastQuery = () => currentFakeApi().calls(LIST).at(-1)?.body;
const filters = () => screen.getByRole('group', { name: 'ตัวกรอง' });

async function optionsOf(label: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(within(filters()).getByRole('combobox', { name: label }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const texts = options.map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return texts;
}

describe('UserListScreen', () => {
  it("shows Super Admin every unit's users: name, role, unit with hcode, status, last sign-in", async () => {
    show(<SuperAdmin />);

    expect(screen.getByRole('heading', { level: 1, name: 'จัดการสิทธิ์' })).toBeInTheDocument();
    await waitFor(() => expect(column('name')).toHaveLength(20));
    expect(lastQuery()).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(cellsOf('กานดา ขยันดี')).toEqual([
      'กานดา ขยันดี',
      'Admin LV3',
      `${OWN_UNIT.name}${OWN_UNIT.hcode}`,
      'ใช้งาน',
      '01/11/2569 08:05',
    ]);
    expect(screen.getByText('1–20 จาก 26')).toBeInTheDocument();
  });

  it("shows under a user's status why their last sign-in failed, and when", async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));
    const failed = USERS.find((u) => u.id === FAILED_SIGN_IN.id);

    expect(cellsOf(`${failed?.firstName} ${failed?.lastName}`)[3]).toBe(
      'รอตอบรับคำเชิญ' + 'เข้าสู่ระบบไม่สำเร็จล่าสุด: หน่วยบริการไม่ตรงกับ Provider ID (29/11/2569 10:15)',
    );
    expect(
      within(grid())
        .getAllByText(/^เข้าสู่ระบบไม่สำเร็จล่าสุด/)
        .map((note) => note.textContent),
    ).toEqual(['เข้าสู่ระบบไม่สำเร็จล่าสุด: หน่วยบริการไม่ตรงกับ Provider ID (29/11/2569 10:15)']);
  });

  it('pages through the URL: page 2 holds the Super Admin, of no unit; Back returns', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));

    await waitFor(() => expect(column('name')).toHaveLength(6));
    expect(address()).toBe('/setting/user?page=2');
    expect(cellsOf('สมศักดิ์ รักษ์สุขภาพ')).toEqual([
      'สมศักดิ์ รักษ์สุขภาพ',
      'Super Admin',
      '—',
      'ใช้งาน',
      '22/11/2569 10:05',
    ]);
    await user.click(screen.getByRole('button', { name: BACK_LABEL }));
    await waitFor(() => expect(column('name')).toHaveLength(20));
    expect(address()).toBe('/setting/user');
  });

  it('shows the unit name with its hcode, an invited user in amber and "—" for never signed in', async () => {
    show(<SharedLink />);

    await waitFor(() => expect(column('status').length).toBeGreaterThan(0));
    expect(new Set(column('status'))).toEqual(new Set(['รอตอบรับคำเชิญ']));
    expect(new Set(column('unitName'))).toEqual(new Set([`${OWN_UNIT.name}${OWN_UNIT.hcode}`]));
    expect(new Set(column('lastLoginAt'))).toEqual(new Set(['—']));
    const chip = within(grid()).getAllByText('รอตอบรับคำเชิญ')[0];
    expect(chip?.closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  });

  it('restores a shared link: filters and sort from the URL go to the API', async () => {
    show(<SharedLink />);

    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        pageSize: 20,
        sort: { field: 'lastLoginAt', direction: 'desc' },
        filters: { status: 'INVITED', unitId: OWN_UNIT.id },
      }),
    );
    expect(within(filters()).getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent(
      'รอตอบรับคำเชิญ',
    );
    await waitFor(() =>
      expect(within(filters()).getByRole('combobox', { name: 'หน่วยบริการ' })).toHaveValue(
        `${OWN_UNIT.name} (${OWN_UNIT.hcode})`,
      ),
    );
  });

  it('offers Super Admin every role, every status and a unit filter', async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    expect(await optionsOf('บทบาท')).toEqual([
      'ทั้งหมด',
      'Super Admin',
      'Admin LV1',
      'Admin LV2',
      'Admin LV3',
    ]);
    expect(await optionsOf('สถานะ')).toEqual(['ทั้งหมด', 'รอตอบรับคำเชิญ', 'ใช้งาน', 'ปิดใช้งาน']);
    expect(within(filters()).getByRole('combobox', { name: 'หน่วยบริการ' })).toBeInTheDocument();
  });

  it("shows an Admin LV1 their unit's users, LV1–LV3 roles only and no unit filter", async () => {
    show(<AdminLv1 />);

    await waitFor(() => expect(column('name').length).toBeGreaterThan(0));
    expect(new Set(column('unitName'))).toEqual(new Set([`${OWN_UNIT.name}${OWN_UNIT.hcode}`]));
    expect(await optionsOf('บทบาท')).toEqual(['ทั้งหมด', 'Admin LV1', 'Admin LV2', 'Admin LV3']);
    expect(
      within(filters()).queryByRole('combobox', { name: 'หน่วยบริการ' }),
    ).not.toBeInTheDocument();
  });

  it('filters by role into the URL and the list call, back to page 1', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    await user.click(within(filters()).getByRole('combobox', { name: 'บทบาท' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Admin LV2' }),
    );

    await waitFor(() => expect(address()).toBe('/setting/user?role=ADMIN_LV2'));
    await waitFor(() => expect(new Set(column('role'))).toEqual(new Set(['Admin LV2'])));
    expect(lastQuery()).toMatchObject({ page: 1, filters: { role: 'ADMIN_LV2' } });
  });

  it('lets Super Admin narrow the list to a unit found by name', async () => {
    const user = userEvent.setup();
    const unit = USERS.find((u) => u.unitHcode === '03860');
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    await user.type(within(filters()).getByRole('combobox', { name: 'หน่วยบริการ' }), 'บ้านโคก');
    // The box looks the unit up by the typed name once typing pauses; the user picks from that.
    await waitFor(() =>
      expect(bodiesOf('POST /api/health-center/unit/list')).toContainEqual(
        expect.objectContaining({ search: 'บ้านโคก' }),
      ),
    );
    await user.click(await screen.findByRole('option', { name: `${unit?.unitName} (03860)` }));

    await waitFor(() => expect(address()).toBe(`/setting/user?unitId=${unit?.unitId}`));
    await waitFor(() =>
      expect(new Set(column('unitName'))).toEqual(new Set([`${unit?.unitName}03860`])),
    );
  });

  it('searches by name through the URL', async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    await user.type(screen.getByRole('searchbox'), 'กานดา');

    await waitFor(() => expect(address()).toBe('/setting/user?q=กานดา'));
    await waitFor(() =>
      expect(column('name').every((name) => name?.startsWith('กานดา'))).toBe(true),
    );
    expect(lastQuery()).toMatchObject({ search: 'กานดา' });
  });

  it('opens the form of the clicked user', async () => {
    const user = userEvent.setup();
    const invited = USERS.find((u) => u.status === 'INVITED');
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));

    const cell = within(grid())
      .getAllByRole('gridcell')
      .find(
        (c) =>
          c.getAttribute('data-field') === 'name' &&
          c.textContent === `${invited?.firstName} ${invited?.lastName}`,
      );
    await user.click(cell as HTMLElement);
    expect(address()).toBe(`/setting/user/form?id=${invited?.id}`);
    expect(screen.getByText(ELSEWHERE_TEXT)).toBeInTheDocument();
  });

  it("leads 'เพิ่มผู้ใช้งาน' to the empty form", async () => {
    const user = userEvent.setup();
    show(<SuperAdmin />);

    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));
    expect(address()).toBe('/setting/user/form');
  });

  it('exports the filtered list to CSV through the user export call', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:test/users');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(<SharedLink />);
    await waitFor(() => expect(column('status').length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(exportRequests.at(-1)).toEqual({
      path: '/api/setting/user-management/export',
      body: {
        format: 'csv',
        sort: { field: 'lastLoginAt', direction: 'desc' },
        filters: { status: 'INVITED', unitId: OWN_UNIT.id },
      },
    });
  });

  it('says when the list cannot be loaded and tries again', async () => {
    show(<LoadFails />);

    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<SuperAdmin />);
    await waitFor(() => expect(column('name')).toHaveLength(20));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
