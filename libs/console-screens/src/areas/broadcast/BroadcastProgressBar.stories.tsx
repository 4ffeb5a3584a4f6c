import type { Meta, StoryObj } from '@storybook/react-vite';
import { BroadcastProgressBar } from './BroadcastProgressBar';

const meta: Meta<typeof BroadcastProgressBar> = {
  title: 'console/broadcast/BroadcastProgressBar',
  component: BroadcastProgressBar,
};
export default meta;
type Story = StoryObj<typeof BroadcastProgressBar>;

const base = {
  id: 3,
  status: 'SENDING' as const,
  startedAt: '2026-11-23T02:00:00.000Z',
  finishedAt: null,
};

/** A third of the way, a few failed. */
export const Sending: Story = {
  args: { progress: { ...base, total: 1_200, sent: 380, failed: 20, remaining: 800 } },
};

/** Before the first event arrives. */
export const Connecting: Story = { args: { progress: null } };
