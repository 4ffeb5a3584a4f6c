import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from './ConfirmDialog';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: { onConfirm: () => undefined, onCancel: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Destructive: Story = {
  args: {
    open: true,
    title: 'ลบข้อมูล',
    message: 'ต้องการลบรายการนี้ใช่หรือไม่?',
    confirmLabel: 'ลบ',
    destructive: true,
  },
};

export const Plain: Story = {
  args: { open: true, title: 'บันทึกข้อมูล', message: 'ต้องการบันทึกข้อมูลใช่หรือไม่?' },
};

/** Opens the dialog from a button and tells what the user chose. */
function AskToDelete() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('ยังไม่ได้เลือก');
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        ลบรายการ
      </Button>
      <Typography>ผลลัพธ์: {answer}</Typography>
      <ConfirmDialog
        open={open}
        title="ลบข้อมูล"
        message="ต้องการลบรายการนี้ใช่หรือไม่?"
        confirmLabel="ลบ"
        destructive
        onConfirm={() => {
          setAnswer('ลบแล้ว');
          setOpen(false);
        }}
        onCancel={() => {
          setAnswer('ยกเลิกแล้ว');
          setOpen(false);
        }}
      />
    </Stack>
  );
}

export const Interactive: Story = { render: () => <AskToDelete /> };
