import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { DeleteRecordButton, EditRecordButton } from './RecordButtons';

interface HeaderArgs {
  onDelete: () => void;
  onEdit: () => void;
}

const meta: Meta<HeaderArgs> = {
  title: 'console/detail/RecordButtons',
  args: { onDelete: fn(), onEdit: fn() },
};
export default meta;

/** A detail screen's header: delete, then edit. */
export const Header: StoryObj<HeaderArgs> = {
  render: ({ onDelete, onEdit }) => (
    <Stack direction="row" spacing={1}>
      <DeleteRecordButton label="ลบ" onClick={onDelete} />
      <EditRecordButton label="แก้ไข" onClick={onEdit} />
    </Stack>
  ),
};
