import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ComposerMessage } from '@hbc/message-composer';
import { SCHEDULED, SEND_POLICY, TEXT_MESSAGE, WINDOW_OPENS } from './broadcast-fixtures';
import { SEND_WINDOW_TEXT } from './send-window-text';
import SendConfirmDialog from './SendConfirmDialog';

const meta: Meta<typeof SendConfirmDialog> = {
  title: 'console/broadcast/SendConfirmDialog',
  component: SendConfirmDialog,
  args: {
    open: true,
    title: 'ชวนตรวจสุขภาพประจำปี',
    recipients: 12_400,
    scheduledAt: null,
    messages: [TEXT_MESSAGE as ComposerMessage],
    companyName: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองบัว',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof SendConfirmDialog>;

/** Sending now to the unit's followers. */
export const SendNow: Story = {};

/** Sending now, at night: outside the send window, so it really begins at 08:00. */
export const SendNowOutsideWindow: Story = {
  args: {
    windowNotice: SEND_POLICY.sendWindow
      ? SEND_WINDOW_TEXT.outside(SEND_POLICY.sendWindow, new Date(WINDOW_OPENS))
      : null,
  },
};

/** Scheduled for 25/11/2569 09:00, Thai time. */
export const Scheduled: Story = { args: { scheduledAt: SCHEDULED.scheduledAt } };

/** The recipients could not be counted. */
export const CountUnknown: Story = { args: { recipients: null } };

/** Marked urgent: it waits for approval, said before it goes. */
export const Urgent: Story = { args: { urgent: true } };

/** Sending: the buttons wait. */
export const Sending: Story = { args: { busy: true } };
