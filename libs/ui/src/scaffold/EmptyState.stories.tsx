import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Construction from '@mui/icons-material/Construction';
import { EmptyState } from './EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'ui/EmptyState',
  component: EmptyState,
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const NoData: Story = {
  args: {
    title: 'ไม่พบข้อมูล',
    description: 'ยังไม่มีรายการในหน้านี้',
    action: <Button variant="contained">เพิ่มข้อมูล</Button>,
  },
};

export const UnderConstruction: Story = {
  args: {
    icon: <Construction />,
    title: 'อยู่ระหว่างพัฒนา',
    description: 'หน้านี้จะเปิดให้ใช้งานเร็ว ๆ นี้',
  },
};
