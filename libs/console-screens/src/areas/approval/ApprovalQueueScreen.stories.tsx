import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeBroadcastApi } from '../broadcast/broadcast-fixtures';
import { fakeApprovalApi } from './approval-fixtures';
import { ApprovalQueueScreen } from './ApprovalQueueScreen';

const meta: Meta<typeof ApprovalQueueScreen> = {
  title: 'console/approval/ApprovalQueueScreen',
  component: ApprovalQueueScreen,
  parameters: { route: { path: ROUTES.approval } },
};
export default meta;
type Story = StoryObj<typeof ApprovalQueueScreen>;

/** An Admin LV1's queue: the longest waiting first; a row opens its review. */
export const WaitingForAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeApprovalApi()),
};

/** Nothing waits. */
export const NothingWaiting: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeBroadcastApi()),
};
