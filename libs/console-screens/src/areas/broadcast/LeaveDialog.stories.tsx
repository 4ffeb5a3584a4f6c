import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import LeaveDialog from './LeaveDialog';

const meta: Meta<typeof LeaveDialog> = {
  title: 'console/broadcast/LeaveDialog',
  component: LeaveDialog,
  args: { onLeave: fn(), onStay: fn() },
};
export default meta;
type Story = StoryObj<typeof LeaveDialog>;

/** Staff leave the form with changes not saved. */
export const Asking: Story = {};
