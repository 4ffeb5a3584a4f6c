import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { UNITS } from '../health-center/unit-detail-fixtures';
import {
  address,
  bodiesOf,
  column,
  dismissToasts,
  show,
  toastTexts,
} from '../../testing/spec-helpers';
import { MANEE, SOMCHAI, SOMYING } from './tester-fixtures';
import * as stories from './TesterListScreen.stories';

const {
  ByAdminLv1,
  ByAdminLv3,
  SuperAdminChoosesUnit,
  SuperAdminWithUnit,
  EmptyForAdminLv1,
  EmptyForAdminLv3,
  Loading,
} = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const GRID = 'ผู้ทดสอบ';
const LIST = `POST ${API_PATHS.testerList}`;

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

async function shown(count = 3) {
  await waitFor(() => expect(column(GRID, 'name')).toHaveLength(count));
}

describe('TesterListScreen', () => {
  it('lists the unit’s testers by name: masked account, how added, still following, when (Buddhist era)', async () => {
    show(<ByAdminLv1 />);
    expect(screen.getByRole('heading', { level: 1, name: 'ผู้ทดสอบ' })).toBeInTheDocument();
    await shown();

    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'name', direction: 'asc' } },
    ]);
    expect(column(GRID, 'name')).toEqual([MANEE.name, SOMCHAI.name, SOMYING.name]);
    expect(cellsOf(SOMCHAI.name)).toEqual([
      'สมชาย ใจดี',
      'U4af4…0001',
      'เลขประจำตัวประชาชน',
      'ติดตามอยู่',
      '20/11/2569 09:05',
      '',
    ]);
    expect(cellsOf(SOMYING.name)[2]).toBe('รหัสครั้งเดียว');
    expect(cellsOf(MANEE.name)[3]).toBe('เลิกติดตามแล้ว');
    expect(screen.getByRole('button', { name: 'เพิ่มผู้ทดสอบ' })).toBeInTheDocument();
  });

  it('renames a tester in a dialog', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown();

    await user.click(within(rowOf(SOMCHAI.name)).getByRole('button', { name: 'เปลี่ยนชื่อ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนชื่อผู้ทดสอบ' });
    const field = within(dialog).getByRole('textbox', { name: 'ชื่อ' });
    expect(field).toHaveValue(SOMCHAI.name);
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('กรุณากรอกข้อมูล')).toBeInTheDocument();
    await user.type(field, 'สมชาย (มือถือสำรอง)');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(toastTexts()).toEqual(['เปลี่ยนชื่อผู้ทดสอบแล้ว']));
    expect(bodiesOf(`PUT ${API_PATHS.testerById(SOMCHAI.id)}`)).toEqual([
      { name: 'สมชาย (มือถือสำรอง)' },
    ]);
    await waitFor(() => expect(column(GRID, 'name')).toContain('สมชาย (มือถือสำรอง)'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a tester after a confirmation naming them', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown();

    await user.click(within(rowOf(SOMYING.name)).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบผู้ทดสอบ' });
    expect(dialog).toHaveTextContent('ต้องการลบ "สมหญิง รักเรียน" ออกจากรายชื่อผู้ทดสอบใช่หรือไม่');
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ลบผู้ทดสอบแล้ว']));
    expect(bodiesOf(`DELETE ${API_PATHS.testerById(SOMYING.id)}`)).toHaveLength(1);
    await shown(2);
    expect(column(GRID, 'name')).not.toContain(SOMYING.name);
  });

  it('is read-only for an Admin LV3: no add, rename or delete', async () => {
    show(<ByAdminLv3 />);
    await shown();

    expect(screen.queryByRole('button', { name: 'เพิ่มผู้ทดสอบ' })).not.toBeInTheDocument();
    expect(within(rowOf(SOMCHAI.name)).queryAllByRole('button')).toEqual([]);
  });

  it('has Super Admin choose the unit first, then lists that unit’s testers', async () => {
    show(<SuperAdminChoosesUnit />);

    expect(
      await screen.findByText('เลือกหน่วยบริการก่อน เพื่อดูและเพิ่มผู้ทดสอบของหน่วยบริการนั้น'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'หน่วยบริการ' })).toBeInTheDocument();
    expect(bodiesOf(LIST)).toEqual([]);
  });

  it('lists the unit a Super Admin chose, and adds to it', async () => {
    const user = userEvent.setup();
    show(<SuperAdminWithUnit />);
    await shown();

    expect(bodiesOf(LIST)).toEqual([
      expect.objectContaining({ filters: { unitId: UNITS.banNongBua.id } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ทดสอบ' }));
    await waitFor(() => expect(address()).toBe(`/setting/tester/form?unit=${UNITS.banNongBua.id}`));
  });

  it('says how to add the first tester to an Admin LV1, and who adds them to an Admin LV3', async () => {
    const { unmount } = show(<EmptyForAdminLv1 />);
    expect(await screen.findByText('ยังไม่มีผู้ทดสอบ')).toBeInTheDocument();
    expect(screen.getByText(/ให้ผู้ทดสอบส่งรหัสครั้งเดียวทางแชต/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เพิ่มผู้ทดสอบ' })).toBeInTheDocument();
    unmount();

    show(<EmptyForAdminLv3 />);
    expect(await screen.findByText('ผู้ดูแลระดับ 1 ของหน่วยบริการเป็นผู้เพิ่มผู้ทดสอบ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิ่มผู้ทดสอบ' })).not.toBeInTheDocument();
  });

  it('shows that it is loading while the list has not answered', async () => {
    show(<Loading />);
    const grid = await screen.findByRole('grid', { name: GRID });
    await waitFor(() => expect(within(grid).getByRole('progressbar')).toBeInTheDocument());
  });
});
