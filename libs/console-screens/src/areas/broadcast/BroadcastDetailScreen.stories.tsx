import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES, type BroadcastProgress } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import {
  APPROVAL_BROADCASTS,
  APPROVED_SENT,
  BROADCASTS,
  PENDING_URGENT,
  REJECTED,
  CANCELLED_BEFORE_START,
  CANCELLED_MIDWAY,
  DRAFT,
  fakeBroadcastApi,
  FAILED_YESTERDAY,
  HALTED_BY_QUOTA,
  PARTIAL,
  CAPPED_SENT,
  PAUSED_FOR_WINDOW,
  SCHEDULED,
  SCHEDULED_OUTSIDE_WINDOW,
  SEND_POLICY_BROADCASTS,
  SENDING,
  URGENT_SENT,
} from './broadcast-fixtures';
import { BroadcastDetailScreen } from './BroadcastDetailScreen';
import { createProgressFeed, tickingFeed, withProgressFeed } from './progress-feed';

/** The progress events the pages of these stories receive: a spec emits them. */
export const progressFeed = createProgressFeed();

const meta: Meta<typeof BroadcastDetailScreen> = {
  title: 'console/broadcast/BroadcastDetailScreen',
  component: BroadcastDetailScreen,
  decorators: [withProgressFeed(progressFeed)],
};
export default meta;
type Story = StoryObj<typeof BroadcastDetailScreen>;

const opening = (id: number) => ({
  route: { path: ROUTES.broadcastDetail, entry: `${ROUTES.broadcastDetail}?id=${id}` },
});

export const SENDING_PROGRESS: BroadcastProgress = {
  id: SENDING.id,
  status: 'SENDING',
  total: SENDING.recipientCount,
  sent: SENDING.sentCount,
  failed: 0,
  remaining: SENDING.recipientCount - SENDING.sentCount,
  startedAt: SENDING.startedAt,
  finishedAt: null,
};

/** An Admin LV3 watches a broadcast being sent: the bar moves with each event. */
export const SendingByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: opening(SENDING.id),
};

/** An Admin LV2 watches it too, without actions. */
export const SendingByAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeBroadcastApi()),
  parameters: opening(SENDING.id),
};

/** The bar filling by itself, as over a live stream (Storybook). */
export const SendingLive: Story = {
  decorators: [
    withProgressFeed(tickingFeed(SENDING_PROGRESS)),
    ...signedIn(PROFILES.ADMIN_LV1, fakeBroadcastApi()),
  ],
  parameters: opening(SENDING.id),
};

/** Partly sent: the delivery log and, for LV3, sending again to the failed ones. */
export const PartialByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: opening(PARTIAL.id),
};

/** Stopped when the month's quota ran out: why, and for LV3 the way to send the rest later. */
export const HaltedByQuotaByAdminLv3: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({ broadcasts: [...BROADCASTS, HALTED_BY_QUOTA] }),
  ),
  parameters: opening(HALTED_BY_QUOTA.id),
};

/** Failed recipients LINE never answered, past the retry keys' 23 hours: the retry asks first. */
export const RetryMayDuplicateByAdminLv3: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({ broadcasts: [...BROADCASTS, FAILED_YESTERDAY] }),
  ),
  parameters: opening(FAILED_YESTERDAY.id),
};

/** The same for an Admin LV1: no actions. */
export const PartialByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeBroadcastApi()),
  parameters: opening(PARTIAL.id),
};

/** Scheduled to a segment: LV3 edits or cancels it. */
export const ScheduledByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: opening(SCHEDULED.id),
};

/** A draft: LV3 edits or deletes it. */
export const DraftByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: opening(DRAFT.id),
};

const withCancelled = fakeBroadcastApi({
  broadcasts: [...BROADCASTS, CANCELLED_BEFORE_START, CANCELLED_MIDWAY],
});

/** Cancelled before it went: when and by whom, instead of when it finished. */
export const CancelledBeforeStartByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withCancelled),
  parameters: opening(CANCELLED_BEFORE_START.id),
};

/** Cancelled while it sent: when and by whom, and what went before. */
export const CancelledMidwayByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withCancelled),
  parameters: opening(CANCELLED_MIDWAY.id),
};

/** Scheduled, but its expected audience cannot be counted now. */
export const ScheduledCountFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({ replies: { [`POST ${API_PATHS.broadcastAudience}`]: { network: true } } }),
  ),
  parameters: opening(SCHEDULED.id),
};

const withApprovals = fakeBroadcastApi({ broadcasts: [...BROADCASTS, ...APPROVAL_BROADCASTS] });

/**
 * Waiting for approval, as its maker sees it: for whom, who asked and when, why; editing asks
 * first, since it withdraws the request.
 */
export const PendingByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withApprovals),
  parameters: opening(PENDING_URGENT.id),
};

/** Waiting, as an Admin LV1 of its unit sees it: the way to its review. */
export const PendingByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withApprovals),
  parameters: opening(PENDING_URGENT.id),
};

/** Rejected, back to draft: who rejected it, when and why. */
export const RejectedByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withApprovals),
  parameters: opening(REJECTED.id),
};

/** Approved, then sent: who approved it and when. */
export const ApprovedByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withApprovals),
  parameters: opening(APPROVED_SENT.id),
};

const withSendPolicy = fakeBroadcastApi({ broadcasts: [...BROADCASTS, ...SEND_POLICY_BROADCASTS] });

/** Sending when the send window closed: paused, and when it goes on. */
export const PausedForWindowByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withSendPolicy),
  parameters: opening(PAUSED_FOR_WINDOW.id),
};

/** Scheduled outside the send window: when it will really begin. */
export const ScheduledOutsideWindowByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, withSendPolicy),
  parameters: opening(SCHEDULED_OUTSIDE_WINDOW.id),
};

/** Sent; the frequency cap skipped 150 who had already received enough. */
export const CappedByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withSendPolicy),
  parameters: opening(CAPPED_SENT.id),
};

/** Urgent, approved and sent: marked beside its status. */
export const UrgentSentByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, withSendPolicy),
  parameters: opening(URGENT_SENT.id),
};

/** A draft whose audience holds 40 the frequency cap would skip now. */
export const DraftWithCapByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi({ capped: 40 })),
  parameters: opening(DRAFT.id),
};

/** A broadcast that is not there, or not the unit's. */
export const NotFound: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: {
        [`GET ${API_PATHS.broadcastById(999)}`]: { status: 404, data: { message: 'NOT_FOUND' } },
      },
    }),
  ),
  parameters: opening(999),
};

/** The API is down. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({
      replies: { [`GET ${API_PATHS.broadcastById(PARTIAL.id)}`]: { network: true } },
    }),
  ),
  parameters: opening(PARTIAL.id),
};
