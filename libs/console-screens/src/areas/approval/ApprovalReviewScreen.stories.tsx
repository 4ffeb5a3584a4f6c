import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import {
  LOW_QUOTA,
  PENDING_SCHEDULED,
  PENDING_URGENT,
  SENT,
} from '../broadcast/broadcast-fixtures';
import { fakeApprovalApi, selfApprovalRefused } from './approval-fixtures';
import { approvalReviewPath } from './approval-paths';
import { ApprovalReviewScreen } from './ApprovalReviewScreen';

const meta: Meta<typeof ApprovalReviewScreen> = {
  title: 'console/approval/ApprovalReviewScreen',
  component: ApprovalReviewScreen,
};
export default meta;
type Story = StoryObj<typeof ApprovalReviewScreen>;

/** The review, with the queue behind it, where a decision returns to. */
const reviewing = (id: number) => ({
  route: { path: ROUTES.approvalReview, entry: approvalReviewPath(id) },
});

/** Urgent and large, to go now: everything that will go, the test send, approve and reject. */
export const UrgentByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeApprovalApi()),
  parameters: reviewing(PENDING_URGENT.id),
};

/** Scheduled, reviewed by a Super Admin. */
export const ScheduledBySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeApprovalApi()),
  parameters: reviewing(PENDING_SCHEDULED.id),
};

/** The quota left does not cover it: said before approving. */
export const OverQuota: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeApprovalApi({ quota: LOW_QUOTA })),
  parameters: reviewing(PENDING_URGENT.id),
};

/** The maker tries to approve their own: the API refuses, said in Thai. */
export const OwnBroadcast: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, selfApprovalRefused),
  parameters: reviewing(PENDING_URGENT.id),
};

/** Decided meanwhile: no longer in the queue. */
export const NoLongerWaiting: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeApprovalApi()),
  parameters: reviewing(SENT.id),
};
