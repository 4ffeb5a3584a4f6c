import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { ELDERLY_DIABETIC } from '../segment/segment-fixtures';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import {
  DRAFT,
  PARTIAL,
  PENDING_SCHEDULED,
  PENDING_URGENT,
  SCHEDULED,
  SENDING,
} from './broadcast-fixtures';
import * as stories from './BroadcastListScreen.stories';

const {
  ByAdminLv3,
  ByAdminLv1,
  WithApprovalsByAdminLv3,
  SharedLink,
  EmptyForAdminLv3,
  EmptyForAdminLv2,
  LoadFails,
} = composeStories(stories);

afterEach(() => clearProfile());

const GRID = 'รายการบรอดแคสต์';
const LIST = 'POST /api/broadcast/list';
const COPY = 'คัดลอกเป็นบรอดแคสต์ใหม่';
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' };
const filters = () => screen.getByRole('group', { name: 'ตัวกรอง' });
/** An urgent broadcast's title cell: the title, and the chip beside it. */
const URGENT_TITLE = `${PENDING_URGENT.title}เร่งด่วน`;

function rowOf(title: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="title"]')?.textContent === title);
  if (!row) throw new Error(`no row of ${title}`);
  return row;
}

const cellsOf = (title: string) =>
  within(rowOf(title))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

async function shown() {
  await waitFor(() => expect(column(GRID, 'title')).toHaveLength(20));
}

describe('BroadcastListScreen', () => {
  it("lists the unit's broadcasts newest first: status, target, time, recipients, outcome, author", async () => {
    show(<ByAdminLv3 />);
    expect(screen.getByRole('heading', { level: 1, name: GRID })).toBeInTheDocument();
    await shown();

    expect(bodiesOf(LIST)).toEqual([{ page: 1, pageSize: 20, sort: NEWEST_FIRST }]);
    expect(cellsOf(SCHEDULED.title).slice(0, 7)).toEqual([
      SCHEDULED.title,
      'ตั้งเวลาส่ง',
      ELDERLY_DIABETIC.name,
      '25/11/2569 09:00',
      '0',
      '0 / 0',
      'มานี ขยันยิ่ง',
    ]);
    expect(cellsOf(PARTIAL.title).slice(0, 7)).toEqual([
      PARTIAL.title,
      'ส่งได้บางส่วน',
      'ผู้ติดตามทั้งหมดของหน่วยบริการ',
      '20/11/2569 09:00',
      '1,200',
      '1,000 / 200',
      'มานี ขยันยิ่ง',
    ]);
    expect(screen.getByText('1–20 จาก 25')).toBeInTheDocument();
  });

  it('pages through the server', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(screen.getByRole('button', { name: /หน้าถัดไป|ถัดไป/ }));

    await waitFor(() => expect(column(GRID, 'title')).toHaveLength(5));
    expect(bodiesOf(LIST).at(-1)).toEqual({ page: 2, pageSize: 20, sort: NEWEST_FIRST });
    expect(address()).toBe('/broadcast?page=2');
  });

  it('filters by status into the address and the list call', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(filters()).getByRole('combobox', { name: 'สถานะ' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'กำลังส่ง' }),
    );

    await waitFor(() => expect(address()).toBe('/broadcast?status=SENDING'));
    await waitFor(() => expect(column(GRID, 'title')).toContain(SENDING.title));
    expect(bodiesOf(LIST).at(-1)).toEqual({
      page: 1,
      pageSize: 20,
      sort: NEWEST_FIRST,
      filters: { status: 'SENDING' },
    });
  });

  it('marks an urgent broadcast beside its title, and no other', async () => {
    show(<WithApprovalsByAdminLv3 />);
    await waitFor(() => expect(column(GRID, 'title')).toContain(URGENT_TITLE));
    expect(within(rowOf(URGENT_TITLE)).getByText('เร่งด่วน')).toBeInTheDocument();
    expect(within(rowOf(PENDING_SCHEDULED.title)).queryByText('เร่งด่วน')).not.toBeInTheDocument();
    expect(screen.getAllByText('เร่งด่วน')).toHaveLength(1);
  });

  it('filters the broadcasts waiting for approval, shown as รออนุมัติ', async () => {
    const user = userEvent.setup();
    show(<WithApprovalsByAdminLv3 />);
    await waitFor(() => expect(column(GRID, 'title')).toContain(URGENT_TITLE));

    await user.click(within(filters()).getByRole('combobox', { name: 'สถานะ' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'รออนุมัติ' }),
    );

    await waitFor(() => expect(address()).toBe('/broadcast?status=PENDING_APPROVAL'));
    await waitFor(() =>
      expect(column(GRID, 'title')).toEqual([URGENT_TITLE, PENDING_SCHEDULED.title]),
    );
    expect(column(GRID, 'status')).toEqual(['รออนุมัติ', 'รออนุมัติ']);
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ filters: { status: 'PENDING_APPROVAL' } });
  });

  it('restores a shared link: status and Buddhist-era days shown, sent as Christian-era days', async () => {
    show(<SharedLink />);
    await waitFor(() =>
      expect(bodiesOf(LIST).at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        sort: NEWEST_FIRST,
        filters: { status: 'PARTIAL', from: '2026-11-01', to: '2026-11-20' },
      }),
    );
    expect(within(filters()).getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent(
      'ส่งได้บางส่วน',
    );
    expect(await within(filters()).findByRole('group', { name: 'ตั้งแต่วันที่' })).toHaveTextContent(
      '01/11/2569',
    );
    await waitFor(() => expect(column(GRID, 'title')).toContain(PARTIAL.title));
    expect(new Set(column(GRID, 'status'))).toEqual(new Set(['ส่งได้บางส่วน']));
  });

  it('searches the titles through the address', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.type(screen.getByRole('searchbox'), 'วัคซีน');

    await waitFor(() => expect(address()).toBe('/broadcast?q=วัคซีน'));
    await waitFor(() => expect(column(GRID, 'title')).toEqual([SCHEDULED.title]));
  });

  it('opens a broadcast’s detail from its row', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv1 />);
    await shown();

    await user.click(within(rowOf(SENDING.title)).getAllByRole('gridcell')[0] as HTMLElement);

    expect(address()).toBe(`/broadcast/detail?id=${SENDING.id}`);
  });

  it('offers an Admin LV3 creating, and editing only drafts and scheduled ones', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    expect(within(rowOf(SENDING.title)).queryByRole('button', { name: 'แก้ไข' })).toBeNull();
    expect(within(rowOf(PARTIAL.title)).queryByRole('button', { name: 'แก้ไข' })).toBeNull();
    expect(
      within(rowOf(SCHEDULED.title)).getByRole('button', { name: 'แก้ไข' }),
    ).toBeInTheDocument();
    await user.click(within(rowOf(DRAFT.title)).getByRole('button', { name: 'แก้ไข' }));
    expect(address()).toBe(`/broadcast/form?id=${DRAFT.id}`);
  });

  it('offers an Admin LV3 copying any broadcast from its row into a new broadcast’s form', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    expect(within(rowOf(DRAFT.title)).getByRole('button', { name: COPY })).toBeInTheDocument();
    expect(within(rowOf(SENDING.title)).getByRole('button', { name: COPY })).toBeInTheDocument();
    await user.click(within(rowOf(PARTIAL.title)).getByRole('button', { name: COPY }));
    expect(address()).toBe(`/broadcast/form?copy=${PARTIAL.id}`);
  });

  it("leads an Admin LV3 to the form from 'สร้างบรอดแคสต์'", async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await user.click(screen.getByRole('button', { name: 'สร้างบรอดแคสต์' }));
    expect(address()).toBe('/broadcast/form');
  });

  it('lets an Admin LV1 read without creating or editing', async () => {
    show(<ByAdminLv1 />);
    await shown();
    expect(screen.queryByRole('button', { name: 'สร้างบรอดแคสต์' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'แก้ไข' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY })).not.toBeInTheDocument();
  });

  it('says when the unit has no broadcast yet, offering to create one only to LV3', async () => {
    const user = userEvent.setup();
    show(<EmptyForAdminLv3 />);
    expect(await screen.findByText('ยังไม่มีบรอดแคสต์')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างบรอดแคสต์' }));
    expect(address()).toBe('/broadcast/form');
  });

  it('says the same to an Admin LV2, without the button', async () => {
    show(<EmptyForAdminLv2 />);
    expect(await screen.findByText('ยังไม่มีบรอดแคสต์')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างบรอดแคสต์' })).not.toBeInTheDocument();
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
