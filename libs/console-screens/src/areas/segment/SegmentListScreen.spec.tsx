import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC, NEVER_COUNTED } from './segment-fixtures';
import * as stories from './SegmentListScreen.stories';

const { ByAdminLv3, ByAdminLv2, Searched, EmptyForAdminLv3, EmptyForAdminLv2, LoadFails } =
  composeStories(stories);

afterEach(() => clearProfile());

const GRID = 'กลุ่มเป้าหมาย';
const LIST = 'POST /api/segment/list';

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

async function shown() {
  await waitFor(() => expect(column(GRID, 'name')).toHaveLength(20));
}

describe('SegmentListScreen', () => {
  it("lists the unit's segments, last changed first, with each count and when it was taken", async () => {
    show(<ByAdminLv3 />);
    expect(screen.getByRole('heading', { level: 1, name: 'กลุ่มเป้าหมาย' })).toBeInTheDocument();
    await shown();

    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'updatedAt', direction: 'desc' } },
    ]);
    expect(column(GRID, 'name').slice(0, 2)).toEqual([ELDERLY_DIABETIC.name, NEVER_COUNTED.name]);
    expect(cellsOf(ELDERLY_DIABETIC.name)).toEqual([
      ELDERLY_DIABETIC.name,
      `${ELDERLY_DIABETIC.cachedCount?.toLocaleString('en')} คนนับเมื่อ 22/11/2569 09:05`,
      'มานี ขยันยิ่ง',
      '22/11/2569 09:05',
    ]);
    expect(cellsOf(NEVER_COUNTED.name)).toEqual([
      NEVER_COUNTED.name,
      'ยังไม่ได้นับ',
      '—',
      '21/11/2569 09:05',
    ]);
    expect(screen.getByText('1–20 จาก 23')).toBeInTheDocument();
  });

  it('searches the names through the address', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.type(screen.getByRole('searchbox'), 'วัยรุ่น');

    await waitFor(() => expect(address()).toBe('/segment?q=วัยรุ่น'));
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(5));
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ page: 1, search: 'วัยรุ่น' });
  });

  it('opens a segment’s detail from its row', async () => {
    const user = userEvent.setup();
    show(<Searched />);
    await waitFor(() => expect(column(GRID, 'name')).toContain(ELDERLY_DIABETIC.name));

    await user.click(
      within(rowOf(ELDERLY_DIABETIC.name)).getAllByRole('gridcell')[0] as HTMLElement,
    );

    expect(address()).toBe('/segment/detail?id=1');
  });

  it("offers an Admin LV3 'สร้างกลุ่มเป้าหมาย', leading to the form", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await user.click(screen.getByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' }));
    expect(address()).toBe('/segment/form');
  });

  it('lets an Admin LV2 read the list without a way to create', async () => {
    show(<ByAdminLv2 />);
    await shown();
    expect(screen.queryByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' })).not.toBeInTheDocument();
  });

  it('says when the unit has no segment yet, offering to create one to those who may', async () => {
    const user = userEvent.setup();
    show(<EmptyForAdminLv3 />);
    expect(await screen.findByText('ยังไม่มีกลุ่มเป้าหมาย')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' }));
    expect(address()).toBe('/segment/form');
  });

  it('says the same to an Admin LV2, without the button', async () => {
    show(<EmptyForAdminLv2 />);
    expect(await screen.findByText('ยังไม่มีกลุ่มเป้าหมาย')).toBeInTheDocument();
    expect(
      screen.getByText('ผู้ดูแลระดับ 1 หรือระดับ 3 ของหน่วยบริการเป็นผู้สร้างกลุ่มเป้าหมาย'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' })).not.toBeInTheDocument();
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
