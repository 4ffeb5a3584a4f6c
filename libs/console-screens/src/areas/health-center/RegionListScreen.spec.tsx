import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { PAGE_RULES } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import {
  clockedUser,
  fakeClock,
  importDialog,
  passTime,
  pollCount,
  startImport,
} from '../citizens/citizen-import-testing';
import { column, address, bodiesOf, dismissToasts, show } from '../../testing/spec-helpers';
import * as stories from './RegionListScreen.stories';

const { Regions, SharedLink, NoMatch, Loading, LoadFails, CitizenImport } = composeStories(stories);

const LIST = 'POST /api/health-center/region/list';
const GRID = 'เขตสุขภาพ';

const originalCreate = URL.createObjectURL;
afterEach(() => {
  dismissToasts();
  // revokeObjectURL stays stubbed: an exported file's URL is revoked 10 s on, in a later test.
  URL.createObjectURL = originalCreate;
});

describe('RegionListScreen', () => {
  it('shows the 13 regions in number order with their counts', async () => {
    show(<Regions />);

    expect(screen.getByRole('heading', { level: 1, name: 'เขตสุขภาพ' })).toBeInTheDocument();
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(13));
    expect(column(GRID, 'name').slice(0, 2)).toEqual(['เขตสุขภาพที่ 1', 'เขตสุขภาพที่ 2']);
    expect(column(GRID, 'citizenCount')[6]).toBe('108,010');
    expect(column(GRID, 'unitCount')[12]).toBe('481');
    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'number', direction: 'asc' } },
    ]);
    expect(document.title).toBe('เขตสุขภาพ | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
  });

  it('asks for the search and sort of a shared link', async () => {
    show(<SharedLink />);

    await waitFor(() =>
      expect(column(GRID, 'name')).toEqual([
        'เขตสุขภาพที่ 13',
        'เขตสุขภาพที่ 12',
        'เขตสุขภาพที่ 11',
        'เขตสุขภาพที่ 10',
        'เขตสุขภาพที่ 1',
      ]),
    );
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        search: 'เขตสุขภาพที่ 1',
        sort: { field: 'name', direction: 'desc' },
      },
    ]);
    expect(screen.getByRole('searchbox', { name: /ค้นหา/ })).toHaveValue('เขตสุขภาพที่ 1');
  });

  it("opens a region's provinces", async () => {
    const user = userEvent.setup();
    show(<Regions />);

    await user.click(await screen.findByRole('gridcell', { name: 'เขตสุขภาพที่ 7' }));

    expect(address()).toBe('/health-center/province?region=7');
  });

  it('exports the regions as searched', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:regions');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    show(<SharedLink />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodiesOf('POST /api/health-center/region/export')).toEqual([
      { format: 'xlsx', search: 'เขตสุขภาพที่ 1', sort: { field: 'name', direction: 'desc' } },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says when no region matches the search', async () => {
    show(<NoMatch />);

    expect(await screen.findByText('ไม่พบข้อมูลที่ค้นหา')).toBeInTheDocument();
  });

  it('shows the loading bar until the regions arrive', () => {
    show(<Loading />);

    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<Regions />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(13));

    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });

  it('says loading failed and tries again', async () => {
    show(<LoadFails />);

    expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('offers the citizen import in its header, in a dialog that closes again', async () => {
    const user = userEvent.setup();
    show(<Regions />);

    await user.click(screen.getByRole('button', { name: 'นำเข้าข้อมูลประชาชน' }));

    expect(await screen.findByRole('dialog', { name: 'นำเข้าข้อมูลประชาชน' })).toBeInTheDocument();
    expect(within(importDialog()).getByRole('table', { name: 'คอลัมน์ในไฟล์' })).toBeInTheDocument();
    await user.click(within(importDialog()).getByRole('button', { name: 'ปิด' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'นำเข้าข้อมูลประชาชน' })).not.toBeInTheDocument(),
    );
  });

  describe('importing citizens', () => {
    beforeEach(fakeClock);
    afterEach(() => jest.useRealTimers());

    it('asks for the counts again once an import added citizens', async () => {
      const user = clockedUser();
      show(<CitizenImport />);
      await waitFor(() => expect(column(GRID, 'name')).toHaveLength(13));
      await user.click(screen.getByRole('button', { name: 'นำเข้าข้อมูลประชาชน' }));

      await startImport(user);
      await passTime(2_000);
      expect(bodiesOf(LIST)).toHaveLength(1);
      await passTime(1_000);

      expect(await within(importDialog()).findByRole('status')).toHaveTextContent(
        'นำเข้าข้อมูลประชาชนเสร็จแล้ว',
      );
      await waitFor(() => expect(bodiesOf(LIST)).toHaveLength(2));
    });

    it('stops following an import closed while it runs, which goes on without it', async () => {
      const user = clockedUser();
      show(<CitizenImport />);
      await user.click(screen.getByRole('button', { name: 'นำเข้าข้อมูลประชาชน' }));
      await startImport(user);
      await passTime(1_000);
      expect(pollCount()).toBe(1);

      await user.click(within(importDialog()).getByRole('button', { name: 'ปิด' }));
      const ask = await screen.findByRole('dialog', { name: 'ปิดหน้าต่างนำเข้า?' });
      expect(ask).toHaveTextContent('ระบบจะนำเข้าต่อในเบื้องหลังแม้ปิดหน้าต่างนี้');
      await user.click(within(ask).getByRole('button', { name: 'ปิดหน้าต่าง' }));

      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'นำเข้าข้อมูลประชาชน' })).not.toBeInTheDocument(),
      );
      await passTime(5_000);
      expect(pollCount()).toBe(1);
    });
  });
});
