import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { GridColDef } from '@mui/x-data-grid';
import type { FakeUnit, FakeUnitSortField } from '../testing/fake-units';
import { staticUnitList } from '../testing/static-list';
import { ServerGrid } from './ServerGrid';

const columns: GridColDef<FakeUnit>[] = [
  { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 140 },
  { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
  { field: 'provinceName', headerName: 'จังหวัด', width: 130 },
];

const meta: Meta<typeof ServerGrid<FakeUnit, FakeUnitSortField>> = {
  title: 'data-screens/ServerGrid',
  component: ServerGrid<FakeUnit, FakeUnitSortField>,
  args: {
    columns,
    label: 'หน่วยบริการ',
    onRowClick: fn(),
    list: staticUnitList({ setPage: fn(), setSort: fn(), reload: fn() }),
  },
};
export default meta;
type Story = StoryObj<typeof ServerGrid<FakeUnit, FakeUnitSortField>>;

export const FirstPage: Story = {};
export const Loading: Story = {
  args: { list: staticUnitList({ loading: true, rows: [], total: 0 }) },
};
export const Empty: Story = { args: { list: staticUnitList({ rows: [], total: 0 }) } };
export const NoMatch: Story = {
  args: { list: staticUnitList({ rows: [], total: 0, narrowed: true }) },
};
export const Failed: Story = {
  args: { list: staticUnitList({ rows: [], error: 'โหลดข้อมูลไม่สำเร็จ', reload: fn() }) },
};
