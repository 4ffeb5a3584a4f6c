import { Type, type Static } from '@sinclair/typebox';
import { patternText, requiredText, rowId } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema, stringEnum } from '../list-query-schema';
import { isDayText } from '../day-text';
import {
  BROADCAST_STATUSES,
  DELIVERY_STATUSES,
  type BroadcastStatus,
  type DeliveryStatus,
} from './broadcast-status';
import { URGENT_REASON_MAX_LENGTH } from './broadcast-approval';
import { countText } from '../count-text';
import type { BroadcastQuota } from './broadcast-records';

/**
 * Broadcasts (issue 13, architecture §6): LV3 composes, targets, schedules, test-sends, sends and
 * cancels its unit's broadcasts; LV1 and LV2 read them.
 */
export const BROADCAST_TITLE_MAX_LENGTH = 200;
/** Messages in one broadcast (spec: up to 3). */
export const BROADCAST_MESSAGES_MAX = 3;
/** Recipients of one multicast call: LINE's limit, hence the size of a send batch. */
export const BROADCAST_BATCH_SIZE = 500;

export const BROADCAST_TARGETS = ['UNIT', 'SEGMENT'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];
export const BROADCAST_TARGET_LABELS: Record<BroadcastTarget, string> = {
  UNIT: 'ผู้ติดตามทั้งหมดของหน่วยบริการ',
  SEGMENT: 'กลุ่มเป้าหมาย',
};

export const BROADCAST_MESSAGES = {
  titleRequired: 'กรุณากรอกชื่อบรอดแคสต์',
  segmentRequired: 'กรุณาเลือกกลุ่มเป้าหมาย',
  segmentNotFound: 'ไม่พบกลุ่มเป้าหมายนี้ในหน่วยบริการของคุณ',
  segmentNotAllowed: 'เลือกกลุ่มเป้าหมายได้เฉพาะเมื่อส่งถึงกลุ่มเป้าหมาย',
  messagesRequired: 'กรุณาสร้างข้อความอย่างน้อย 1 ข้อความ',
  messagesInvalid: 'ข้อความยังไม่ถูกต้อง กรุณาแก้ไขตามรายการ',
  scheduleInPast: 'เวลาส่งต้องอยู่ในอนาคต',
  notFound: 'ไม่พบบรอดแคสต์นี้',
  notEditable: 'แก้ไขได้เฉพาะบรอดแคสต์ที่เป็นฉบับร่างหรือตั้งเวลาส่งไว้',
  notDeletable: 'ลบได้เฉพาะบรอดแคสต์ที่เป็นฉบับร่าง',
  notSendable: 'ส่งได้เฉพาะบรอดแคสต์ที่เป็นฉบับร่างหรือตั้งเวลาส่งไว้',
  notCancellable: 'ยกเลิกได้เฉพาะบรอดแคสต์ที่ตั้งเวลาส่งไว้หรือกำลังส่ง',
  noRecipients: 'ไม่มีผู้รับในเป้าหมายนี้ (หลังตัด CID ที่ยกเว้นการส่ง)',
  allCapped: 'ไม่มีผู้รับ: ทุกคนในเป้าหมายได้รับบรอดแคสต์ครบจำนวนครั้งที่กำหนดแล้ว (นโยบายการส่ง)',
  noFailedRecipients: 'ไม่มีผู้รับที่ส่งไม่สำเร็จ',
  retryNotAllowed: 'ส่งซ้ำได้เมื่อบรอดแคสต์ส่งเสร็จแล้วและมีผู้รับที่ส่งไม่สำเร็จ',
  noLineAccount: 'บัญชีของคุณยังไม่ได้เชื่อมกับ LINE จึงส่งทดสอบไม่ได้',
  lineUnavailable: 'ติดต่อ LINE ไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  lineRefused: 'LINE ไม่รับข้อความนี้',
  lineUnknownRecipient:
    'LINE ไม่รู้จักบัญชี LINE ของผู้รับนี้ในช่องทาง Messaging API (ช่องทาง LINE Login และ Messaging API อาจอยู่คนละ Provider กรุณาแจ้งผู้ดูแลระบบ)',
  quotaExceeded: 'จำนวนข้อความของบรอดแคสต์นี้เกินโควตาที่เหลือของเดือนนี้',
  /** Why a sending stopped before its last batch; LINE's own words follow. */
  haltedByMessages:
    'หยุดส่งทั้งหมด เพราะ LINE ไม่รับข้อความของบรอดแคสต์นี้ (ทุกชุดผู้รับจะถูกปฏิเสธเหมือนกัน) กรุณาแก้ไขข้อความแล้วสร้างบรอดแคสต์ใหม่',
  haltedByQuota:
    'หยุดส่งผู้รับที่เหลือ เพราะโควตาข้อความของเดือนนี้หมด เมื่อมีโควตาเพิ่ม กด "ส่งซ้ำเฉพาะที่ล้มเหลว" เพื่อส่งต่อ',
  badDate: 'วันที่ไม่ถูกต้อง',
  rangeReversed: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
} as const;

/** A day in Bangkok time, 'YYYY-MM-DD' (Christian era on the wire; the console shows B.E.). */
export const broadcastDay = patternText(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  BROADCAST_MESSAGES.badDate,
);

/**
 * `POST /api/broadcast` (a new DRAFT) and `PUT /api/broadcast/{id}`. The messages are composer
 * messages; the API checks them with the composer's model (and LINE's rules) and answers every
 * problem at once. A draft may be saved unfinished (no messages yet); a send may not.
 */
export const BroadcastBody = Type.Object(
  {
    title: requiredText(BROADCAST_TITLE_MAX_LENGTH),
    messages: Type.Array(Type.Unknown(), { maxItems: BROADCAST_MESSAGES_MAX }),
    target: stringEnum(BROADCAST_TARGETS),
    /** Required with target SEGMENT, absent (or null) with UNIT. */
    segmentId: Type.Optional(Type.Union([rowId(), Type.Null()])),
    /** Urgent: always needs approval; its reason is then required. Absent: not urgent. */
    urgent: Type.Optional(Type.Boolean()),
    urgentReason: Type.Optional(
      Type.Union([Type.String({ maxLength: URGENT_REASON_MAX_LENGTH }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type BroadcastBody = Static<typeof BroadcastBody>;

/** `POST /api/broadcast/{id}/send`: now, or at `scheduledAt` (ISO 8601, in the future). */
export const BroadcastSendBody = Type.Object(
  { scheduledAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])) },
  { additionalProperties: false },
);
export type BroadcastSendBody = Static<typeof BroadcastSendBody>;

/**
 * LINE remembers a retry key for 24 hours. Past this many hours after a send started, sending
 * again a batch LINE never answered may deliver it twice (LINE may have taken it and forgotten).
 */
export const RETRY_KEY_SAFE_HOURS = 23;

/**
 * `POST /api/broadcast/{id}/retry-failed`: `acceptDuplicates` says staff were told that some
 * recipients may get the messages twice (required once the retry keys may be forgotten).
 */
export const BroadcastRetryBody = Type.Object(
  { acceptDuplicates: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type BroadcastRetryBody = Static<typeof BroadcastRetryBody>;

/** Why a retry waits for staff to accept that some recipients may get the messages twice. */
export function retryMayDuplicateText(recipients: number): string {
  return `ส่งครั้งแรกเกิน ${RETRY_KEY_SAFE_HOURS} ชั่วโมงแล้ว LINE อาจจำการส่งเดิมไม่ได้ ผู้รับ ${countText(
    recipients,
  )} คนที่ส่งไม่สำเร็จเพราะ LINE ไม่ตอบ อาจได้รับข้อความซ้ำ 2 ครั้ง`;
}

/** `POST /api/broadcast/audience`: whom a target reaches now, for the form's live count. */
export const BroadcastAudienceBody = Type.Object(
  {
    target: stringEnum(BROADCAST_TARGETS),
    segmentId: Type.Optional(Type.Union([rowId(), Type.Null()])),
    /** An urgent broadcast: the frequency cap holds nobody back. */
    urgent: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BroadcastAudienceBody = Static<typeof BroadcastAudienceBody>;

/**
 * The messages of the month's quota a send to `recipients` uses: LINE counts one message per
 * recipient of a multicast, however many message objects (up to five) it carries.
 */
export function quotaCostOf(recipients: number): number {
  return recipients;
}

/** What a send lacks of what is left of the quota (null: no limit); 0 when it fits. */
export function quotaShortfall(recipients: number, remaining: number | null): number {
  return remaining === null ? 0 : Math.max(0, quotaCostOf(recipients) - remaining);
}

/** Why a send over the quota is refused, with its numbers. */
export function quotaExceededText(recipients: number, remaining: number): string {
  return `${BROADCAST_MESSAGES.quotaExceeded}: ส่งถึง ${countText(recipients)} คน ใช้ ${countText(
    quotaCostOf(recipients),
  )} ข้อความ แต่โควตาเหลือ ${countText(remaining)} ข้อความ (หักการส่งที่กำลังดำเนินอยู่แล้ว)`;
}

/** The quota as answered: what is left derived from LINE's limit and use. */
export function broadcastQuotaOf(limit: number | null, used: number): BroadcastQuota {
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

export const BROADCAST_SORT_FIELDS = [
  'createdAt',
  'title',
  'scheduledAt',
  'recipientCount',
] as const;
export type BroadcastSortField = (typeof BROADCAST_SORT_FIELDS)[number];

/**
 * `POST /api/broadcast/list`: the unit's broadcasts (Super Admin: none of its own, so every
 * unit's); the search matches the title; `from`–`to` (Bangkok days, inclusive) match the send
 * time, or the scheduled time, or else the creation time.
 */
export const BROADCAST_LIST_DECLARATION = {
  sort: BROADCAST_SORT_FIELDS,
  filters: { status: stringEnum(BROADCAST_STATUSES), from: broadcastDay, to: broadcastDay },
};
export const BroadcastListBody = listQuerySchema(BROADCAST_LIST_DECLARATION);
export interface BroadcastFilters {
  status: BroadcastStatus;
  from: string;
  to: string;
}
export type BroadcastListQuery = ListQuery<BroadcastSortField, BroadcastFilters>;

/** Whether a list's day range is usable: both days real and `from` not after `to`. */
export function broadcastRangeProblem(filters: Partial<BroadcastFilters>): string | null {
  for (const value of [filters.from, filters.to]) {
    if (value !== undefined && !isDayText(value)) return BROADCAST_MESSAGES.badDate;
  }
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
    return BROADCAST_MESSAGES.rangeReversed;
  }
  return null;
}

/** `POST /api/broadcast/{id}/delivery/list`: paged, by delivery status. */
export const BROADCAST_DELIVERY_LIST_DECLARATION = {
  sort: ['batch'] as const,
  filters: { status: stringEnum(DELIVERY_STATUSES) },
};
export const BroadcastDeliveryListBody = listQuerySchema(BROADCAST_DELIVERY_LIST_DECLARATION);
export type BroadcastDeliveryListQuery = ListQuery<'batch', { status: DeliveryStatus }>;

/** A sending broadcast's progress (the detail's live bar; one event of its progress stream). */
export interface BroadcastProgress {
  id: number;
  status: BroadcastStatus;
  total: number;
  sent: number;
  failed: number;
  /** Not yet sent nor failed (cancelled ones excluded). */
  remaining: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Masks a LINE userId for display: the first 5 and the last 4 characters. */
export function maskLineUserId(lineUserId: string): string {
  return lineUserId.length <= 9
    ? `${lineUserId.slice(0, 1)}…`
    : `${lineUserId.slice(0, 5)}…${lineUserId.slice(-4)}`;
}
