import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { nullable, stringEnum } from '../list-query-schema';
import { BROADCAST_STATUSES, DELIVERY_STATUSES } from './broadcast-status';
import { BROADCAST_TARGETS } from './broadcasts';
import { TestFailureSchema, TestRecipientSchema } from '../tester/tester-records';
import { BroadcastApprovalSchema } from './broadcast-approval';

/**
 * What the broadcast calls answer. The API validates its answers with these schemas; the types
 * derive from them. Kept apart from the texts and limits the console's form reads.
 */
const Count = Type.Integer({ minimum: 0 });
/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });

const listItemProperties = {
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  title: Type.String(),
  status: stringEnum(BROADCAST_STATUSES),
  target: stringEnum(BROADCAST_TARGETS),
  segmentId: nullable(Type.Integer()),
  segmentName: nullable(Type.String()),
  messageCount: Count,
  /** When a scheduled broadcast goes (or went) out. */
  scheduledAt: nullable(Instant),
  /** When sending started and ended. */
  startedAt: nullable(Instant),
  finishedAt: nullable(Instant),
  /** Recipients snapshotted at send time (0 before). */
  recipientCount: Count,
  excludedCount: Count,
  /** Left out by the frequency cap at the snapshot (0 without a cap, and for urgent sends). */
  cappedCount: Count,
  sentCount: Count,
  failedCount: Count,
  /** Marked urgent (always needs approval; the send window and the frequency cap do not apply). */
  urgent: Type.Boolean(),
  createdByName: nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
};

/** `POST /api/broadcast/list`: a broadcast as its list reads it. */
export const BroadcastListItemSchema = Type.Object(listItemProperties);

/**
 * A broadcast's schema: the fields its list reads and `more`. Schemas built from another's fields
 * are built by this call (which the console's build knows to be pure), not by spreading them
 * where they are declared: the build keeps every spread, and with it every schema it names.
 */
export function broadcastSchemaWith<const More extends TProperties>(more: More) {
  return Type.Object({ ...listItemProperties, ...more });
}
export type BroadcastListItem = Static<typeof BroadcastListItemSchema>;

/** A broadcast as its detail and form read it. */
export const BroadcastRecordSchema = broadcastSchemaWith({
  messages: Type.Array(Type.Unknown()),
  updatedByName: nullable(Type.String()),
  /** When and by whom a CANCELLED broadcast was cancelled (the name null once that user is deleted). */
  cancelledAt: nullable(Instant),
  cancelledByName: nullable(Type.String()),
  /**
   * Why the sending stopped before its last batch, in Thai with LINE's words (LINE refused the
   * messages themselves, or the month's quota is spent), or why a scheduled one could not start
   * (nobody to reach, over the quota); null otherwise.
   */
  haltReason: nullable(Type.String()),
  /**
   * Failed recipients a retry could reach twice: their batches got no answer from LINE and the
   * send started more than `RETRY_KEY_SAFE_HOURS` ago, so LINE may have forgotten their retry keys.
   */
  retryMayDuplicate: Count,
  /** Why it is urgent, in the maker's words (null unless urgent). */
  urgentReason: nullable(Type.String()),
  /** The last approval request and its outcome; null when it never needed one. */
  approval: nullable(BroadcastApprovalSchema),
  /**
   * The send window is closed: a SENDING broadcast is paused (or not yet begun) until then, and a
   * SCHEDULED one whose time falls outside the window will begin then. Null: nothing waits.
   */
  waitingForWindowUntil: nullable(Instant),
});
export type BroadcastRecord = Static<typeof BroadcastRecordSchema>;

/** One recipient of a sent broadcast, as its delivery log shows it. */
export const BroadcastDeliverySchema = Type.Object({
  /** LINE userId masked: 'U1234…cdef'. */
  lineUserIdMasked: Type.String(),
  status: stringEnum(DELIVERY_STATUSES),
  /** LINE's reason when the batch failed. */
  reason: nullable(Type.String()),
  /** When LINE accepted it. */
  sentAt: nullable(Instant),
  /** 1-based batch number. */
  batch: Type.Integer({ minimum: 1 }),
});
export type BroadcastDelivery = Static<typeof BroadcastDeliverySchema>;

/**
 * `POST /api/broadcast/{id}/test`: whom the test went to, and whom LINE did not take it for (it
 * went to the others all the same), each by name and masked LINE userId.
 */
export const BroadcastTestSendSchema = Type.Object({
  sentTo: Type.Array(TestRecipientSchema),
  failed: Type.Array(TestFailureSchema),
});
export type BroadcastTestSend = Static<typeof BroadcastTestSendSchema>;

/** `POST /api/broadcast/audience`: whom a target reaches now. */
export const BroadcastAudienceSchema = Type.Object({
  /** Following citizens with a LINE account that the target reaches. */
  reached: Count,
  /** Of those, how many have an excluded CID (never sent to). */
  excluded: Count,
  /**
   * Of the others, how many the frequency cap would skip now (they already received the cap's
   * count of broadcasts within its days); 0 without a cap, and for an urgent broadcast.
   */
  capped: Count,
  /** `reached − excluded − capped`: who would receive it. */
  recipients: Count,
  countedAt: Instant,
});
export type BroadcastAudience = Static<typeof BroadcastAudienceSchema>;

/** `GET /api/broadcast/quota`: this month's messages, from LINE's quota and consumption calls. */
export const BroadcastQuotaSchema = Type.Object({
  /** Messages the channel may send this month; null: no limit. */
  limit: nullable(Count),
  used: Count,
  /** `limit − used`, never below 0; null: no limit. */
  remaining: nullable(Count),
});
export type BroadcastQuota = Static<typeof BroadcastQuotaSchema>;
