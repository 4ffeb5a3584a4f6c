import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { DetailSection } from './DetailSection';

const meta: Meta<typeof DetailSection> = {
  title: 'console/DetailSection',
  component: DetailSection,
};
export default meta;
type Story = StoryObj<typeof DetailSection>;

export const Messages: Story = {
  args: { title: 'ข้อความ', children: <Typography>3 ข้อความ</Typography> },
};
