import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { PAGE_RULES } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, column, dismissToasts, show } from '../../testing/spec-helpers';
import * as stories from './UnitListScreen.stories';

const { Units, OfProvince, SharedLink, NoMatch, Loading } = composeStories(stories);

const LIST = 'POST /api/health-center/unit/list';
const GRID = 'รายชื่อหน่วยบริการ';
const KHON_KAEN_HCODES = ['00024', '03860', '03861', '10670', '10954', '10955', '10957'];

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  dismissToasts();
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
});

describe('UnitListScreen', () => {
  it("shows a province's units by hcode, with kind, status and counts", async () => {
    show(<OfProvince />);

    await waitFor(() => expect(column(GRID, 'hcode')).toEqual(KHON_KAEN_HCODES));
    expect(column(GRID, 'name')[0]).toBe('สำนักงานสาธารณสุขจังหวัดขอนแก่น');
    expect(column(GRID, 'kind')[0]).toBe('สำนักงานสาธารณสุขจังหวัด');
    expect(column(GRID, 'provinceName')[0]).toBe('ขอนแก่น');
    expect(column(GRID, 'active').slice(0, 2)).toEqual(['ปิดใช้งาน', 'เปิดใช้งาน']);
    expect(column(GRID, 'citizenCount')[4]).toBe('12,480');
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        sort: { field: 'hcode', direction: 'asc' },
        filters: { provinceId: 40 },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('ขอนแก่น'),
    );
  });

  it('asks for the search, filters and sort of a shared link', async () => {
    show(<SharedLink />);

    await waitFor(() => expect(column(GRID, 'name')).toEqual(['โรงพยาบาลบ้านหนองบัว']));
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        search: 'หนอง',
        sort: { field: 'name', direction: 'asc' },
        filters: { provinceId: 40, kind: 'COMMUNITY_HOSPITAL', active: true },
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('โรงพยาบาลชุมชน');
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('เปิดใช้งาน');
  });

  it('searches by hcode once typing pauses, keeping the search in the address', async () => {
    const user = userEvent.setup();
    show(<Units />);
    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(12));

    await user.type(screen.getByRole('searchbox', { name: /ค้นหา/ }), '1095');

    await waitFor(() => expect(address()).toBe('/health-center/unit?q=1095'));
    await waitFor(() => expect(column(GRID, 'hcode')).toEqual(['10954', '10955', '10957']));
  });

  it('narrows to the province chosen in the filter', async () => {
    const user = userEvent.setup();
    show(<Units />);
    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(12));

    await user.type(screen.getByRole('combobox', { name: 'จังหวัด' }), 'มหา');
    await waitFor(() =>
      expect(bodiesOf('POST /api/health-center/province/list')).toContainEqual({
        page: 1,
        pageSize: 20,
        search: 'มหา',
        sort: { field: 'name', direction: 'asc' },
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'มหาสารคาม' }));

    await waitFor(() => expect(column(GRID, 'hcode')).toEqual(['00028', '10707']));
    expect(address()).toBe('/health-center/unit?province=44');
  });

  it("opens a unit's form", async () => {
    const user = userEvent.setup();
    show(<OfProvince />);

    await user.click(await screen.findByRole('gridcell', { name: 'โรงพยาบาลบ้านหนองบัว' }));

    expect(address()).toBe('/health-center/unit/form?id=4');
  });

  it("adds a unit in the province shown with 'เพิ่มหน่วยบริการ'", async () => {
    const user = userEvent.setup();
    show(<OfProvince />);

    await user.click(screen.getByRole('button', { name: 'เพิ่มหน่วยบริการ' }));

    expect(address()).toBe('/health-center/unit/form?province=40');
  });

  it('exports the units as filtered, to CSV', async () => {
    const user = userEvent.setup();
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:units'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    show(<SharedLink />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodiesOf('POST /api/health-center/unit/export')).toEqual([
      {
        format: 'csv',
        search: 'หนอง',
        sort: { field: 'name', direction: 'asc' },
        filters: { provinceId: 40, kind: 'COMMUNITY_HOSPITAL', active: true },
      },
    ]);
    click.mockRestore();
  });

  it("leads back to the province's region through the breadcrumbs", async () => {
    const user = userEvent.setup();
    show(<OfProvince />);
    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(7));

    const trail = screen.getByRole('navigation', { name: 'เส้นทางหน้า' });
    expect(trail).toHaveTextContent('เขตสุขภาพ/รายชื่อจังหวัด/รายชื่อหน่วยบริการ');
    await user.click(within(trail).getByRole('button', { name: 'รายชื่อจังหวัด' }));

    expect(address()).toBe('/health-center/province?region=7');
  });

  it('holds no axe violations', async () => {
    show(<OfProvince />);
    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(7));

    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });

  it('says when no unit matches', async () => {
    show(<NoMatch />);

    expect(await screen.findByText('ไม่พบข้อมูลที่ค้นหา')).toBeInTheDocument();
  });

  it('shows the loading bar until the units arrive', () => {
    show(<Loading />);

    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
