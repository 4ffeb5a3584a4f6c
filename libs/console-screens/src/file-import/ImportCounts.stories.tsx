import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportCounts } from './ImportCounts';

const meta: Meta<typeof ImportCounts> = {
  title: 'console/file-import/ImportCounts',
  component: ImportCounts,
};
export default meta;
type Story = StoryObj<typeof ImportCounts>;

/** Four counts of a file's rows. */
export const Counts: Story = {
  args: {
    label: 'ผลการนำเข้า',
    counts: [
      { label: 'เพิ่มใหม่', value: 12_480, color: 'success.main' },
      { label: 'ปรับปรุง', value: 310, color: 'info.main' },
      { label: 'ไม่เปลี่ยนแปลง', value: 0, color: 'text.secondary' },
      { label: 'ไม่ถูกต้อง', value: 7, color: 'error.main' },
    ],
  },
};
