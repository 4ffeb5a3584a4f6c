import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MonthChooser } from './MonthChooser';

const meta: Meta<typeof MonthChooser> = {
  title: 'console/dashboard/MonthChooser',
  component: MonthChooser,
  args: { onChange: fn(), latest: '2027-01' },
};
export default meta;
type Story = StoryObj<typeof MonthChooser>;

/** January 2570 is this month; November 2569 is shown. */
export const November: Story = { args: { value: '2026-11' } };

/** A month further back than the chooser offers, from a shared link: still shown. */
export const LongAgo: Story = { args: { value: '2023-05' } };
