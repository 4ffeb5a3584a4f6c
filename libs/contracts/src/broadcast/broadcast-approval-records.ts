import { Type, type Static } from '@sinclair/typebox';
import { type ListQuery } from '../list-query';
import { listQuerySchema, stringEnum } from '../list-query-schema';
import { APPROVAL_DECISIONS, BroadcastApprovalSchema } from './broadcast-approval';
import {
  BroadcastAudienceSchema,
  broadcastSchemaWith,
  BroadcastQuotaSchema,
  BroadcastRecordSchema,
} from './broadcast-records';

/**
 * What the approver's calls answer (kept apart from broadcast-approval.ts, which the broadcast
 * record itself imports).
 */

export const APPROVAL_SORT_FIELDS = ['requestedAt', 'title', 'scheduledAt'] as const;
export type ApprovalSortField = (typeof APPROVAL_SORT_FIELDS)[number];

/**
 * `POST /api/broadcast/approval/list`: the broadcasts waiting for the caller's approval (LV1:
 * their unit's; Super Admin: every unit's), oldest request first unless asked otherwise; the
 * search matches the title.
 */
export const APPROVAL_LIST_DECLARATION = { sort: APPROVAL_SORT_FIELDS };
export const ApprovalListBody = listQuerySchema(APPROVAL_LIST_DECLARATION);
export type ApprovalListQuery = ListQuery<ApprovalSortField>;

/** A row of the approver's queue: the broadcast as its list reads it, and its request. */
export const ApprovalListItemSchema = broadcastSchemaWith({
  urgent: Type.Boolean(),
  approval: BroadcastApprovalSchema,
});
export type ApprovalListItem = Static<typeof ApprovalListItemSchema>;

/**
 * `GET /api/broadcast/approval/{id}`: a broadcast waiting for approval as its approver reviews it:
 * the whole record (messages, schedule, request), whom it reaches now, and the quota after it.
 */
export const ApprovalReviewSchema = Type.Object({
  broadcast: BroadcastRecordSchema,
  /** Whom its target reaches now (what a send now would snapshot). */
  audience: BroadcastAudienceSchema,
  /** This month's quota from LINE; null when LINE cannot be asked. */
  quota: Type.Union([BroadcastQuotaSchema, Type.Null()]),
  /**
   * What this send may use of the quota (LINE's remaining less other broadcasts' batches not yet
   * sent), and what would be left after it (negative: a send now is refused). Both null when the
   * month has no limit or LINE cannot be asked.
   */
  quotaLeft: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  quotaLeftAfter: Type.Union([Type.Integer(), Type.Null()]),
  /** The approval threshold now. */
  minRecipients: Type.Integer({ minimum: 0 }),
});
export type ApprovalReview = Static<typeof ApprovalReviewSchema>;

/** `GET /api/broadcast/decisions?since=`: decisions on the caller's own requests since then. */
export const BroadcastDecisionsQuery = Type.Object(
  { since: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type BroadcastDecisionsQuery = Static<typeof BroadcastDecisionsQuery>;

/** One decision on a request the caller made, as the maker is told of it. */
export const BroadcastDecisionSchema = Type.Object({
  broadcastId: Type.Integer(),
  title: Type.String(),
  decision: stringEnum(APPROVAL_DECISIONS),
  decidedByName: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.String({ format: 'date-time' }),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type BroadcastDecision = Static<typeof BroadcastDecisionSchema>;
