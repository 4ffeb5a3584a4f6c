import { Type, type Static } from '@sinclair/typebox';
import { nullable, stringEnum } from '../list-query-schema';

/**
 * Two-person approval of large and urgent sends. A send (now or scheduled) whose audience at that
 * moment is at least the approval threshold, or that is marked urgent, does not start: the
 * broadcast waits in PENDING_APPROVAL until another active user who may approve (Admin LV1 of its
 * unit, or a Super Admin) approves it (it starts, or is scheduled for its time) or rejects it with
 * a reason (back to DRAFT). Editing a pending broadcast withdraws the request (back to DRAFT).
 */

/** The threshold until the Super Admin sets another (`PUT /api/setting/approval`). */
export const APPROVAL_MIN_RECIPIENTS_DEFAULT = 10_000;
/** The threshold's bounds as the Super Admin may set it. */
export const APPROVAL_MIN_RECIPIENTS_MIN = 1;
export const APPROVAL_MIN_RECIPIENTS_MAX = 100_000_000;
export const URGENT_REASON_MAX_LENGTH = 500;
export const REJECT_REASON_MAX_LENGTH = 500;

/** Why a send needs approval: its size, or it is marked urgent (both may hold). */
export const APPROVAL_GROUNDS = ['SIZE', 'URGENT'] as const;
export type ApprovalGround = (typeof APPROVAL_GROUNDS)[number];

export const APPROVAL_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The 403 `message` of an approval by the broadcast's own maker. */
export const SELF_APPROVAL = 'SELF_APPROVAL';

const Instant = Type.String({ format: 'date-time' });

/**
 * The broadcast's last approval request and its outcome (part of `BroadcastRecord` as
 * `approval`, null when it never needed one).
 */
export const BroadcastApprovalSchema = Type.Object({
  grounds: Type.Array(stringEnum(APPROVAL_GROUNDS)),
  /** Who asked (sent it), when, and the audience then. */
  requestedByName: nullable(Type.String()),
  requestedById: nullable(Type.Integer()),
  requestedAt: Instant,
  recipientsAtRequest: Type.Integer({ minimum: 0 }),
  /** The approval threshold then (for the SIZE ground's text). */
  minRecipients: Type.Integer({ minimum: 0 }),
  /** The time it asked to be sent at (null: now, on approval). */
  scheduledAt: nullable(Instant),
  /** null while pending (or when withdrawn by an edit: `withdrawnAt`). */
  decision: nullable(stringEnum(APPROVAL_DECISIONS)),
  decidedByName: nullable(Type.String()),
  decidedAt: nullable(Instant),
  /** The approver's reason of a rejection. */
  rejectReason: nullable(Type.String()),
  /** When an edit withdrew the pending request. */
  withdrawnAt: nullable(Instant),
});
export type BroadcastApproval = Static<typeof BroadcastApprovalSchema>;

/** `POST /api/broadcast/{id}/approve`: no fields. */
export const BroadcastApproveBody = Type.Object({}, { additionalProperties: false });
export type BroadcastApproveBody = Static<typeof BroadcastApproveBody>;

/** `POST /api/broadcast/{id}/reject`. */
export const BroadcastRejectBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: REJECT_REASON_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type BroadcastRejectBody = Static<typeof BroadcastRejectBody>;

/** `GET /api/broadcast/approval/count`: how many wait for the caller's approval (the badge). */
export const ApprovalCountSchema = Type.Object({ waiting: Type.Integer({ minimum: 0 }) });
export type ApprovalCount = Static<typeof ApprovalCountSchema>;

/** `GET` / `PUT /api/setting/approval` (Super Admin). */
export const ApprovalSettingSchema = Type.Object(
  {
    minRecipients: Type.Integer({
      minimum: APPROVAL_MIN_RECIPIENTS_MIN,
      maximum: APPROVAL_MIN_RECIPIENTS_MAX,
    }),
  },
  { additionalProperties: false },
);
export type ApprovalSetting = Static<typeof ApprovalSettingSchema>;

/** What staff read about approval. */
export const APPROVAL_TEXTS = {
  pendingLabel: 'รออนุมัติ',
  sentForApproval: 'ส่งคำขออนุมัติแล้ว บรอดแคสต์จะเริ่มส่งเมื่อได้รับการอนุมัติ',
  grounds: {
    SIZE: (min: string) => `จำนวนผู้รับตั้งแต่ ${min} คนขึ้นไปต้องได้รับการอนุมัติก่อนส่ง`,
    URGENT: 'บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง',
  },
  selfApproval: 'ผู้ขอส่งอนุมัติบรอดแคสต์ของตนเองไม่ได้ ต้องให้ผู้อนุมัติคนอื่นอนุมัติ',
  notPending: 'บรอดแคสต์นี้ไม่ได้รออนุมัติ',
  rejectReasonRequired: 'กรุณาระบุเหตุผลที่ไม่อนุมัติ',
  urgentReasonRequired: 'กรุณาระบุเหตุผลที่เร่งด่วน',
  approved: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
  withdrawn: 'ถอนคำขออนุมัติแล้ว เพราะมีการแก้ไขบรอดแคสต์',
  /** What the maker is told when their request is decided. */
  decidedApproved: (title: string, by: string) => `${by} อนุมัติบรอดแคสต์ "${title}" แล้ว`,
  decidedRejected: (title: string, by: string, reason: string) =>
    `${by} ไม่อนุมัติบรอดแคสต์ "${title}" เหตุผล: ${reason}`,
  someone: 'ผู้อนุมัติ',
} as const;
