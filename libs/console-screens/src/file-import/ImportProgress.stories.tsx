import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportProgress } from './ImportProgress';

const meta: Meta<typeof ImportProgress> = {
  title: 'console/file-import/ImportProgress',
  component: ImportProgress,
};
export default meta;
type Story = StoryObj<typeof ImportProgress>;

/** The file is being sent: 40% of it so far. */
export const Uploading: Story = { args: { label: 'กำลังอัปโหลดไฟล์', progress: 0.4 } };

/** The API reads the file and cannot say how far it is. */
export const Running: Story = { args: { label: 'กำลังตรวจสอบข้อมูลในไฟล์' } };

/** Rows done out of the file's rows, said under the bar. */
export const WithDetail: Story = {
  args: {
    label: 'กำลังนำเข้าข้อมูล',
    progress: 1_000 / 2_500,
    detail: 'นำเข้าแล้ว 1,000 จาก 2,500 แถว',
  },
};
