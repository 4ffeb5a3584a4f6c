import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import { CID_INPUT_MAX_LENGTH } from '../setting/excluded-cids';

/**
 * The call centre's question, "did this citizen get the message?": the broadcasts that targeted
 * one citizen, found by their CID (checked with `cidProblem`, matched by its keyed hash, never
 * answered back), newest first. Super Admin sees every unit's broadcasts, Admin LV1 their unit's.
 */
export const CITIZEN_DELIVERY_STATUSES = [
  'SENT',
  'FAILED',
  'EXCLUDED',
  'CAPPED',
  'PENDING',
] as const;
export type CitizenDeliveryStatus = (typeof CITIZEN_DELIVERY_STATUSES)[number];

/**
 * - SENT: LINE accepted the multicast that carried the citizen;
 * - FAILED: it was refused, failed or cancelled before it went;
 * - EXCLUDED: the citizen was in the audience, but their CID was on the excluded list at the send;
 * - CAPPED: in the audience, but held back by the frequency cap (they had already received its
 *   count of broadcasts within its days when the send started);
 * - PENDING: the multicast has not gone yet.
 */
export const CITIZEN_DELIVERY_STATUS_LABELS: Record<CitizenDeliveryStatus, string> = {
  SENT: 'ส่งสำเร็จ',
  FAILED: 'ส่งไม่สำเร็จ',
  EXCLUDED: 'ไม่ส่ง (อยู่ในรายการจำกัดการส่ง CID)',
  CAPPED: 'ไม่ส่ง (เกินจำนวนครั้งที่กำหนด)',
  PENDING: 'รอส่ง',
};

/** Chip colours of the statuses (MUI palette names). */
export const CITIZEN_DELIVERY_STATUS_COLORS: Record<
  CitizenDeliveryStatus,
  'default' | 'info' | 'success' | 'warning' | 'error'
> = {
  SENT: 'success',
  FAILED: 'error',
  EXCLUDED: 'warning',
  CAPPED: 'warning',
  PENDING: 'info',
};

export const CITIZEN_DELIVERY_MESSAGES = {
  notFound: 'ไม่พบประชาชนรายนี้ในทะเบียน',
  none: 'ไม่พบการส่งถึงประชาชนรายนี้',
} as const;

/** `POST /api/citizen/deliveries`: the CID asked about (dashes and spaces allowed). */
export const CitizenDeliveriesBody = Type.Object(
  { cid: Type.String({ maxLength: CID_INPUT_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type CitizenDeliveriesBody = Static<typeof CitizenDeliveriesBody>;

/** One broadcast that targeted the citizen, as the lookup answers it. */
export const CitizenDeliverySchema = Type.Object({
  broadcastId: Type.Integer(),
  title: Type.String(),
  unitName: Type.String(),
  status: stringEnum(CITIZEN_DELIVERY_STATUSES),
  /** ISO 8601: when the multicast went (SENT), else when the broadcast started sending. */
  at: Type.String({ format: 'date-time' }),
});
export type CitizenDelivery = Static<typeof CitizenDeliverySchema>;

/** The answer's `data`: newest first. */
export const CitizenDeliveriesSchema = Type.Array(CitizenDeliverySchema);
