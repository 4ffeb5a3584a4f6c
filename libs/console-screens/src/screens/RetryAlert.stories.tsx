import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RetryAlert } from './RetryAlert';

const meta: Meta<typeof RetryAlert> = {
  title: 'console/RetryAlert',
  component: RetryAlert,
  args: { onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof RetryAlert>;

/** The read failed: why, and a way to read again. */
export const Failed: Story = { args: { text: 'โหลดข้อมูลไม่สำเร็จ' } };
