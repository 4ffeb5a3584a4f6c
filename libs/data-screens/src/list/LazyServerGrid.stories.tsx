import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { GridColDef } from '@mui/x-data-grid';
import Edit from '@mui/icons-material/Edit';
import type { FakeUnit, FakeUnitSortField } from '../testing/fake-units';
import { staticUnitList } from '../testing/static-list';
import { actionsColumn } from './columns';
import { LazyServerGrid } from './LazyServerGrid';

const columns: GridColDef<FakeUnit>[] = [
  { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 140 },
  { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
  actionsColumn<FakeUnit>([{ label: 'แก้ไข', icon: <Edit />, onClick: fn() }]),
];

const meta: Meta<typeof LazyServerGrid<FakeUnit, FakeUnitSortField>> = {
  title: 'data-screens/LazyServerGrid',
  component: LazyServerGrid<FakeUnit, FakeUnitSortField>,
  args: {
    columns,
    label: 'หน่วยบริการ',
    onRowClick: fn(),
    list: staticUnitList({ setPage: fn(), setSort: fn(), reload: fn() }),
  },
};
export default meta;
type Story = StoryObj<typeof LazyServerGrid<FakeUnit, FakeUnitSortField>>;

export const WithRowActions: Story = {};
