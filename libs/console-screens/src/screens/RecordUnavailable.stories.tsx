import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecordUnavailable } from './RecordUnavailable';

const meta: Meta<typeof RecordUnavailable> = {
  title: 'console/RecordUnavailable',
  component: RecordUnavailable,
  args: {
    texts: {
      notFound: 'ไม่พบบรอดแคสต์นี้',
      notFoundHelp: 'อาจถูกลบไปแล้ว หรือเป็นของหน่วยบริการอื่น',
      toList: 'กลับไปรายการบรอดแคสต์',
      failed: 'โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ',
      retry: 'ลองอีกครั้ง',
    },
    onList: fn(),
    onRetry: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof RecordUnavailable>;

export const NotFound: Story = { args: { reason: 'not-found' } };
export const Failed: Story = { args: { reason: 'failed' } };
