import {
  APPROVAL_DECISIONS,
  APPROVAL_GROUNDS,
  BROADCAST_STATUSES,
  BROADCAST_TARGETS,
  DELIVERY_STATUSES,
  type BroadcastApproval,
  type BroadcastAudience,
  type BroadcastDelivery,
  type BroadcastListItem,
  type BroadcastProgress,
  type BroadcastQuota,
  type BroadcastRecord,
  type BroadcastTestSend,
  type TestFailure,
  type TestRecipient,
} from '@hbc/contracts';
import {
  arrayOf,
  boolean,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  passedThrough,
  string,
  type Check,
  type Shape,
} from '../support/shape';

const listItemFields: Shape<BroadcastListItem> = {
  id: integer,
  unitId: integer,
  unitName: string,
  title: string,
  status: oneOf(BROADCAST_STATUSES),
  target: oneOf(BROADCAST_TARGETS),
  segmentId: nullable(integer),
  segmentName: nullable(string),
  messageCount: integer,
  scheduledAt: nullable(instant),
  startedAt: nullable(instant),
  finishedAt: nullable(instant),
  recipientCount: integer,
  excludedCount: integer,
  cappedCount: integer,
  sentCount: integer,
  failedCount: integer,
  urgent: boolean,
  createdByName: nullable(string),
  createdAt: instant,
  updatedAt: instant,
};

export const broadcastListItem: Check<BroadcastListItem> =
  object<BroadcastListItem>(listItemFields);

export const broadcastRecord: Check<BroadcastRecord> = object<BroadcastRecord>({
  ...listItemFields,
  messages: passedThrough<unknown[]>(),
  updatedByName: nullable(string),
  cancelledAt: nullable(instant),
  cancelledByName: nullable(string),
  haltReason: nullable(string),
  retryMayDuplicate: integer,
  urgentReason: nullable(string),
  waitingForWindowUntil: nullable(instant),
  approval: nullable(
    object<BroadcastApproval>({
      grounds: arrayOf(oneOf(APPROVAL_GROUNDS)),
      requestedByName: nullable(string),
      requestedById: nullable(integer),
      requestedAt: instant,
      recipientsAtRequest: integer,
      minRecipients: integer,
      scheduledAt: nullable(instant),
      decision: nullable(oneOf(APPROVAL_DECISIONS)),
      decidedByName: nullable(string),
      decidedAt: nullable(instant),
      rejectReason: nullable(string),
      withdrawnAt: nullable(instant),
    }),
  ),
});

export const broadcastAudience: Check<BroadcastAudience> = object<BroadcastAudience>({
  reached: integer,
  excluded: integer,
  capped: integer,
  recipients: integer,
  countedAt: instant,
});

export const broadcastQuota: Check<BroadcastQuota> = object<BroadcastQuota>({
  limit: nullable(integer),
  used: integer,
  remaining: nullable(integer),
});

export const broadcastDelivery: Check<BroadcastDelivery> = object<BroadcastDelivery>({
  lineUserIdMasked: string,
  status: oneOf(DELIVERY_STATUSES),
  reason: nullable(string),
  sentAt: nullable(instant),
  batch: integer,
});

export const broadcastProgress: Check<BroadcastProgress> = object<BroadcastProgress>({
  id: integer,
  status: oneOf(BROADCAST_STATUSES),
  total: integer,
  sent: integer,
  failed: integer,
  remaining: integer,
  startedAt: nullable(instant),
  finishedAt: nullable(instant),
});

export const testSend: Check<BroadcastTestSend> = object<BroadcastTestSend>({
  sentTo: arrayOf(object<TestRecipient>({ name: string, lineUserIdMasked: string })),
  failed: arrayOf(object<TestFailure>({ name: string, lineUserIdMasked: string, reason: string })),
});
