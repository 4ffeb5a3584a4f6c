import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import {
  address,
  bodiesOf,
  column,
  dismissToasts,
  show,
  toastTexts,
} from '../../testing/spec-helpers';
import { EXCLUDED, storedCid } from './cid-fixtures';
import { cidExportRequests } from './cid-story-decorators';
import * as stories from './ExcludedCidListScreen.stories';

const { Default, Empty, SearchedByReason, DeleteFails, LoadFails } = composeStories(stories);

// MUI X Data Grid renders slowly in jsdom: a click on a busy machine takes seconds.

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  clearProfile();
  dismissToasts();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  jest.restoreAllMocks();
});

const GRID = 'จำกัดการส่ง CID';
const LIST = 'POST /api/setting/cid/list';
const NEWEST = storedCid(23);

/** The row of the grid showing the masked CID `masked`. */
function rowOf(masked: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="cidMasked"]')?.textContent === masked);
  if (!row) throw new Error(`no row of ${masked}`);
  return row;
}

const cellsOf = (masked: string) =>
  within(rowOf(masked))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

/** No full CID of the fixtures anywhere on screen, in any grouping. */
function expectNoFullCid() {
  const digits = (document.body.textContent ?? '').replace(/[\s-]/g, '');
  for (const { cid } of EXCLUDED) expect(digits).not.toContain(cid);
}

async function shown() {
  await waitFor(() => expect(column(GRID, 'cidMasked')).toHaveLength(20));
}

describe('ExcludedCidListScreen', () => {
  it('lists the excluded CIDs masked, newest first: reason, who added it and when', async () => {
    show(<Default />);

    expect(screen.getByRole('heading', { level: 1, name: 'จำกัดการส่ง CID' })).toBeInTheDocument();
    await shown();
    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'createdAt', direction: 'desc' } },
    ]);
    expect(cellsOf('3-1002-xxxxx-xx-7')).toEqual([
      '3-1002-xxxxx-xx-7',
      'ย้ายออกนอกพื้นที่',
      'กานดา ขยันดี',
      '23/11/2569 09:05',
      '',
    ]);
    expect(column(GRID, 'cidMasked')[0]).toBe(NEWEST.record.cidMasked);
    expect(new Set(column(GRID, 'createdByName'))).toContain('—');
    expect(screen.getByText('1–20 จาก 23')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'ค้นหาเลขประจำตัวประชาชน 13 หลัก หรือเหตุผล',
    );
    expectNoFullCid();
  });

  it('searches the reasons through the address', async () => {
    const user = userEvent.setup();
    show(<Default />);
    await shown();

    await user.type(screen.getByRole('searchbox'), 'เสียชีวิต');

    await waitFor(() => expect(address()).toBe('/setting/exclude-cid?q=เสียชีวิต'));
    await waitFor(() => expect(new Set(column(GRID, 'reason'))).toEqual(new Set(['เสียชีวิตแล้ว'])));
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ page: 1, search: 'เสียชีวิต' });
  });

  it('finds a full CID typed with dashes, keeping it out of the address', async () => {
    const user = userEvent.setup();
    show(<SearchedByReason />);
    await waitFor(() => expect(column(GRID, 'reason').length).toBeGreaterThan(0));

    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, '3-1002-71604-74-7');

    await waitFor(() => expect(column(GRID, 'cidMasked')).toEqual(['3-1002-xxxxx-xx-7']));
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ page: 1, search: '3-1002-71604-74-7' });
    await waitFor(() => expect(address()).toBe('/setting/exclude-cid'));
    expect(box).toHaveValue('3-1002-71604-74-7');

    await user.clear(box);
    await waitFor(() => expect(column(GRID, 'cidMasked')).toHaveLength(20));
    expect(bodiesOf(LIST).at(-1)).not.toHaveProperty('search');
  });

  it('reveals a full CID only once confirmed, and forgets it when the dialog closes', async () => {
    const user = userEvent.setup();
    const REVEAL = 'POST /api/setting/cid/23/reveal';
    show(<Default />);
    await shown();

    await user.click(within(rowOf('3-1002-xxxxx-xx-7')).getByRole('button', { name: 'ดูเลขเต็ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ดูเลขประจำตัวประชาชนเต็ม' });
    expect(dialog).toHaveAccessibleDescription('การดูเลขเต็มจะถูกบันทึกในประวัติการใช้งาน');
    expect(currentFakeApi().calls(REVEAL)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ดูเลขเต็ม' }));

    expect(
      await within(dialog).findByRole('status', { name: 'เลขประจำตัวประชาชนเต็ม' }),
    ).toHaveTextContent('3-1002-71604-74-7');
    expect(currentFakeApi().calls(REVEAL)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expectNoFullCid();
    expect(address()).toBe('/setting/exclude-cid');
    expect(JSON.stringify({ ...localStorage })).not.toContain(NEWEST.cid);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(NEWEST.cid);
  });

  it('asks before deleting, then deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    const DELETE = 'DELETE /api/setting/cid/23';
    show(<Default />);
    await shown();

    await user.click(within(rowOf('3-1002-xxxxx-xx-7')).getByRole('button', { name: 'ลบ' }));
    let dialog = await screen.findByRole('dialog', { name: 'ลบ CID ออกจากรายการ' });
    expect(dialog).toHaveAccessibleDescription(
      'ต้องการลบเลขประจำตัวประชาชน 3-1002-xxxxx-xx-7 ออกจากรายการจำกัดการส่งใช่หรือไม่ ประชาชนรายนี้จะได้รับบรอดแคสต์อีกครั้ง',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitForElementToBeRemoved(dialog);
    expect(currentFakeApi().calls(DELETE)).toHaveLength(0);

    await user.click(within(rowOf('3-1002-xxxxx-xx-7')).getByRole('button', { name: 'ลบ' }));
    dialog = await screen.findByRole('dialog', { name: 'ลบ CID ออกจากรายการ' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ลบ CID ออกจากรายการแล้ว']));
    expect(currentFakeApi().calls(DELETE)).toHaveLength(1);
    await waitFor(() => expect(column(GRID, 'cidMasked')).not.toContain('3-1002-xxxxx-xx-7'));
    expect(screen.getByText('1–20 จาก 22')).toBeInTheDocument();
  });

  it('says when a delete fails and keeps the row', async () => {
    const user = userEvent.setup();
    show(<DeleteFails />);
    await shown();

    await user.click(within(rowOf('3-1002-xxxxx-xx-7')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบ CID ออกจากรายการ' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ลบ CID ไม่สำเร็จ']));
    await waitForElementToBeRemoved(dialog);
    expect(column(GRID, 'cidMasked')).toContain('3-1002-xxxxx-xx-7');
  });

  it("leads 'เพิ่ม CID' to the form", async () => {
    const user = userEvent.setup();
    show(<Default />);

    await user.click(screen.getByRole('button', { name: 'เพิ่ม CID' }));
    expect(address()).toBe('/setting/exclude-cid/form');
  });

  it('says when nothing is excluded yet, offering to add one or import a file', async () => {
    const user = userEvent.setup();
    show(<Empty />);

    expect(await screen.findByText('ยังไม่มีเลขประจำตัวประชาชนที่จำกัดการส่ง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เพิ่ม CID' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'นำเข้าจากไฟล์' }));
    expect(address()).toBe('/setting/exclude-cid/form?tab=import');
  });

  it('exports the list (masked by the API) to CSV through the CID export call', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:test/cids');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(<SearchedByReason />);
    await waitFor(() => expect(column(GRID, 'reason').length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(cidExportRequests.at(-1)).toEqual({
      path: '/api/setting/cid/export',
      body: {
        format: 'csv',
        search: 'เสียชีวิต',
        sort: { field: 'createdAt', direction: 'desc' },
      },
    });
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    show(<LoadFails />);

    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<Default />);
    await shown();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
