import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { PAGE_RULES } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import * as stories from './ProvinceListScreen.stories';

const { Provinces, OfRegion, SharedLink, Empty, Loading } = composeStories(stories);

const LIST = 'POST /api/health-center/province/list';
const GRID = 'รายชื่อจังหวัด';

describe('ProvinceListScreen', () => {
  it('shows the first 20 provinces by code, with their region and counts', async () => {
    show(<Provinces />);

    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(20));
    expect(column(GRID, 'code').slice(0, 3)).toEqual(['10', '11', '12']);
    expect(column(GRID, 'name')[0]).toBe('กรุงเทพมหานคร');
    expect(column(GRID, 'healthRegionName')[0]).toBe('เขตสุขภาพที่ 13');
    expect(screen.getByText('1–20 จาก 24')).toBeInTheDocument();
    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'code', direction: 'asc' } },
    ]);
    expect(screen.getByRole('combobox', { name: 'เขตสุขภาพ' })).toHaveTextContent('ทั้งหมด');
    expect(screen.queryByRole('button', { name: 'ส่งออก' })).not.toBeInTheDocument();
  });

  it('shows the provinces of the region in ?region=, the filter set to it', async () => {
    show(<OfRegion />);

    await waitFor(() =>
      expect(column(GRID, 'name')).toEqual(['ขอนแก่น', 'มหาสารคาม', 'ร้อยเอ็ด', 'กาฬสินธุ์']),
    );
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        sort: { field: 'code', direction: 'asc' },
        filters: { healthRegionId: 7 },
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'เขตสุขภาพ' })).toHaveTextContent('เขตสุขภาพที่ 7');
  });

  it('asks for the search and sort of a shared link', async () => {
    show(<SharedLink />);

    await waitFor(() => expect(column(GRID, 'name')).toEqual(['ร้อยเอ็ด', 'มหาสารคาม']));
    expect(bodiesOf(LIST)).toEqual([
      {
        page: 1,
        pageSize: 20,
        search: 'ร',
        sort: { field: 'unitCount', direction: 'desc' },
        filters: { healthRegionId: 7 },
      },
    ]);
  });

  it('changes the region in the address and asks again', async () => {
    const user = userEvent.setup();
    show(<OfRegion />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(4));

    await user.click(screen.getByRole('combobox', { name: 'เขตสุขภาพ' }));
    await user.click(screen.getByRole('option', { name: 'เขตสุขภาพที่ 12' }));

    await waitFor(() => expect(column(GRID, 'name')).toEqual(['สงขลา', 'นราธิวาส']));
    expect(address()).toBe('/health-center/province?region=12');
  });

  it("opens a province's units", async () => {
    const user = userEvent.setup();
    show(<OfRegion />);

    await user.click(await screen.findByRole('gridcell', { name: 'ขอนแก่น' }));

    expect(address()).toBe('/health-center/unit?province=40');
  });

  it("opens a province's form from its edit button", async () => {
    const user = userEvent.setup();
    show(<OfRegion />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(4));

    const row = screen.getByRole('gridcell', { name: 'มหาสารคาม' }).closest('[role="row"]');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'แก้ไขข้อมูลจังหวัด' }));

    expect(address()).toBe('/health-center/province/form?id=44');
  });

  it("adds a province in the region shown with 'เพิ่มจังหวัด'", async () => {
    const user = userEvent.setup();
    show(<OfRegion />);

    await user.click(screen.getByRole('button', { name: 'เพิ่มจังหวัด' }));

    expect(address()).toBe('/health-center/province/form?region=7');
  });

  it('leads back to the regions through the breadcrumbs', async () => {
    const user = userEvent.setup();
    show(<OfRegion />);

    const trail = screen.getByRole('navigation', { name: 'เส้นทางหน้า' });
    expect(trail).toHaveTextContent('เขตสุขภาพ/รายชื่อจังหวัด');
    await user.click(within(trail).getByRole('button', { name: 'เขตสุขภาพ' }));

    expect(address()).toBe('/health-center');
  });

  it('holds no axe violations', async () => {
    show(<OfRegion />);
    await waitFor(() => expect(column(GRID, 'name')).toHaveLength(4));

    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });

  it('says when no province matches', async () => {
    show(<Empty />);

    expect(await screen.findByText('ไม่พบข้อมูลที่ค้นหา')).toBeInTheDocument();
  });

  it('shows the loading bar until the provinces arrive', () => {
    show(<Loading />);

    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
