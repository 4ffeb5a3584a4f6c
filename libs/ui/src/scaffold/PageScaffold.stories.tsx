import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageScaffold } from './PageScaffold';

const meta: Meta<typeof PageScaffold> = {
  title: 'ui/PageScaffold',
  component: PageScaffold,
};
export default meta;
type Story = StoryObj<typeof PageScaffold>;

export const WithBreadcrumbsAndActions: Story = {
  args: {
    title: 'รายชื่อจังหวัด',
    breadcrumbs: [{ label: 'เขตสุขภาพ', onClick: () => undefined }, { label: 'รายชื่อจังหวัด' }],
    actions: <Button variant="contained">เพิ่มจังหวัด</Button>,
    children: <Typography>ตารางรายชื่อจังหวัด</Typography>,
  },
};

export const TitleOnly: Story = {
  args: { title: 'ภาพรวม' },
};
