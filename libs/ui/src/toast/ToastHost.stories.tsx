import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from './toast-store';
import { ToastHost } from './ToastHost';

const meta: Meta<typeof ToastHost> = {
  title: 'ui/Toasts',
  component: ToastHost,
};
export default meta;
type Story = StoryObj<typeof ToastHost>;

export const Buttons: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => toast.success('บันทึกข้อมูลสำเร็จ')}>
        สำเร็จ
      </Button>
      <Button variant="outlined" color="error" onClick={() => toast.error('System Error!!!')}>
        ผิดพลาด
      </Button>
    </Stack>
  ),
};
