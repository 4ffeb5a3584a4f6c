import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import Edit from '@mui/icons-material/Edit';
import type { FakeUnit, FakeUnitSortField } from '../testing/fake-units';
import { actionsColumn } from './columns';
import { LazyServerGrid } from './LazyServerGrid';
import serverGrid from './ServerGrid.stories';

const meta: Meta<typeof LazyServerGrid<FakeUnit, FakeUnitSortField>> = {
  title: 'data-screens/LazyServerGrid',
  component: LazyServerGrid<FakeUnit, FakeUnitSortField>,
  args: serverGrid.args,
};
export default meta;
type Story = StoryObj<typeof LazyServerGrid<FakeUnit, FakeUnitSortField>>;

/** The server grid's first page, with an edit button at the end of each row. */
export const WithRowActions: Story = {
  args: {
    columns: [
      ...(serverGrid.args?.columns ?? []),
      actionsColumn<FakeUnit>([{ label: 'แก้ไข', icon: <Edit />, onClick: fn() }]),
    ],
  },
};
