/**
 * A broadcast's life: DRAFT → (PENDING_APPROVAL →) SCHEDULED → SENDING → SENT | PARTIAL | FAILED |
 * CANCELLED. A send that needs approval waits in PENDING_APPROVAL (see broadcast-approval.ts).
 */
export const BROADCAST_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'SCHEDULED',
  'SENDING',
  'SENT',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const BROADCAST_STATUS_LABELS: Record<BroadcastStatus, string> = {
  DRAFT: 'ฉบับร่าง',
  PENDING_APPROVAL: 'รออนุมัติ',
  SCHEDULED: 'ตั้งเวลาส่ง',
  SENDING: 'กำลังส่ง',
  SENT: 'ส่งแล้ว',
  PARTIAL: 'ส่งได้บางส่วน',
  FAILED: 'ส่งไม่สำเร็จ',
  CANCELLED: 'ยกเลิกแล้ว',
};

/** Chip colours of the statuses (MUI palette names). */
export const BROADCAST_STATUS_COLORS: Record<
  BroadcastStatus,
  'default' | 'info' | 'primary' | 'success' | 'warning' | 'error'
> = {
  DRAFT: 'default',
  PENDING_APPROVAL: 'warning',
  SCHEDULED: 'info',
  SENDING: 'primary',
  SENT: 'success',
  PARTIAL: 'warning',
  FAILED: 'error',
  CANCELLED: 'default',
};

/**
 * Statuses whose broadcast may still be edited (title, messages, target, time); editing a
 * PENDING_APPROVAL one withdraws its request (back to DRAFT).
 */
export const EDITABLE_BROADCAST_STATUSES: readonly BroadcastStatus[] = [
  'DRAFT',
  'PENDING_APPROVAL',
  'SCHEDULED',
];
/**
 * Statuses a broadcast can be cancelled from; cancelling a PENDING_APPROVAL one withdraws its
 * request (back to DRAFT: nothing was sent or scheduled).
 */
export const CANCELLABLE_BROADCAST_STATUSES: readonly BroadcastStatus[] = [
  'PENDING_APPROVAL',
  'SCHEDULED',
  'SENDING',
];
/** Statuses after which nothing more is sent (unless failed recipients are retried). */
export const FINAL_BROADCAST_STATUSES: readonly BroadcastStatus[] = [
  'SENT',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
];

/** Where a recipient stands: the state of the multicast batch it is in. */
export const DELIVERY_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'รอส่ง',
  SENDING: 'กำลังส่ง',
  SENT: 'ส่งสำเร็จ',
  FAILED: 'ส่งไม่สำเร็จ',
  CANCELLED: 'ยกเลิก',
};
