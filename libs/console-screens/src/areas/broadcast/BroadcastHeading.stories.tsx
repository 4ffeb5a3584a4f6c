import type { Meta, StoryObj } from '@storybook/react-vite';
import { BroadcastHeading } from './BroadcastHeading';

const meta: Meta<typeof BroadcastHeading> = {
  title: 'console/broadcast/BroadcastHeading',
  component: BroadcastHeading,
};
export default meta;
type Story = StoryObj<typeof BroadcastHeading>;

/** A sent broadcast: its title and status. */
export const Sent: Story = { args: { title: 'ชวนตรวจสุขภาพประจำปี', status: 'SENT' } };

/** An urgent broadcast: said beside its status. */
export const Urgent: Story = {
  args: { title: 'แจ้งเหตุน้ำท่วมฉับพลัน', status: 'SENT', urgent: true },
};

/** The status is not known yet: the title alone. */
export const TitleOnly: Story = { args: { title: 'รายงานบรอดแคสต์' } };
