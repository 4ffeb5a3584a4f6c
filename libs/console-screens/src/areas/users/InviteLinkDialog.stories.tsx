import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@hbc/api-clients';
import { INVITE_LIFETIME_MS, USER_MESSAGES } from '@hbc/contracts';
import { InviteLinkDialog, type InvitedUser } from './InviteLinkDialog';

/** Invited on 22/11/2569 10:05 Thai time: the link works until 29/11/2569 10:05. */
const INVITED_USER: InvitedUser = {
  firstName: 'กานดา',
  lastName: 'ขยันดี',
  inviteCode: 'Zk3v9QeR_2mX8a',
  inviteExpiresAt: '2026-11-29T03:05:00.000Z',
};

const meta: Meta<typeof InviteLinkDialog> = {
  title: 'console/users/InviteLinkDialog',
  component: InviteLinkDialog,
  args: { user: INVITED_USER, onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof InviteLinkDialog>;

/** Right after the user was created: no re-issue offered. */
export const JustCreated: Story = {};

/** Re-issuing takes 300 ms and gives a new code, valid 7 days from the moment it was issued. */
export const CanReissue: Story = {
  render: function Reissuable(args) {
    const [user, setUser] = useState(args.user);
    const reissue = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      setUser({
        ...user,
        inviteCode: 'N3wC0de-after-reissue',
        inviteExpiresAt: new Date(
          Date.parse('2026-11-23T01:00:00.000Z') + INVITE_LIFETIME_MS,
        ).toISOString(),
      });
    };
    return <InviteLinkDialog {...args} user={user} onReissue={reissue} />;
  },
};

/** The user accepted the invite meanwhile: the API refuses a new link with its Thai reason. */
export const ReissueRefused: Story = {
  args: {
    onReissue: () =>
      Promise.reject(
        new ApiError('CONFLICT', {
          status: 409,
          errors: [{ path: '', message: USER_MESSAGES.inviteOnlyWhileInvited }],
        }),
      ),
  },
};
