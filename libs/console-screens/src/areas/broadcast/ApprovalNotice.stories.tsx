import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  APPROVED_SENT,
  PENDING_SCHEDULED,
  PENDING_URGENT,
  REJECTED,
  SENT,
  WITHDRAWN,
} from './broadcast-fixtures';
import ApprovalNotice from './ApprovalNotice';

const meta: Meta<typeof ApprovalNotice> = {
  title: 'console/broadcast/ApprovalNotice',
  component: ApprovalNotice,
};
export default meta;
type Story = StoryObj<typeof ApprovalNotice>;

/** Urgent and large: waiting, who asked and when, both grounds and the urgent reason. */
export const WaitingUrgent: Story = { args: { broadcast: PENDING_URGENT } };

/** Waiting, as the form shows it: saving an edit withdraws the request. */
export const WaitingWhileEditing: Story = { args: { broadcast: PENDING_SCHEDULED, editing: true } };

/** Rejected: by whom, when and why. */
export const Rejected: Story = { args: { broadcast: REJECTED } };

/** Approved: by whom and when. */
export const Approved: Story = { args: { broadcast: APPROVED_SENT } };

/** Edited while it waited: the request withdrawn. */
export const Withdrawn: Story = { args: { broadcast: WITHDRAWN } };

/** Never asked: nothing. */
export const NeverAsked: Story = { args: { broadcast: SENT } };
