import type { Meta, StoryObj } from '@storybook/react-vite';
import { LINE_CHANNEL_TEXTS } from '@hbc/contracts';
import { LineChannelNotice } from './LineChannelNotice';

const meta: Meta<typeof LineChannelNotice> = {
  title: 'console/dashboard/LineChannelNotice',
  component: LineChannelNotice,
};
export default meta;
type Story = StoryObj<typeof LineChannelNotice>;

const checkedAt = '2026-11-30T02:15:00.000Z';

/** A test send to oneself was refused: the channels are under different providers. */
export const OtherProvider: Story = {
  args: {
    check: { outcome: 'OTHER_PROVIDER', message: LINE_CHANNEL_TEXTS.OTHER_PROVIDER, checkedAt },
  },
};

/** None of the staff who signed in last is known to the Messaging API channel. */
export const Unconfirmed: Story = {
  args: {
    check: { outcome: 'UNCONFIRMED', message: LINE_CHANNEL_TEXTS.UNCONFIRMED, checkedAt },
  },
};

/** Both channels answer for the same staff member: nothing to say. */
export const SameProvider: Story = {
  args: {
    check: { outcome: 'SAME_PROVIDER', message: LINE_CHANNEL_TEXTS.SAME_PROVIDER, checkedAt },
  },
};

/** Never checked yet (no staff member has signed in with LINE). */
export const NotChecked: Story = { args: { check: null } };
