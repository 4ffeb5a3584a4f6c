/** A broadcast's life: DRAFT → SCHEDULED → SENDING → SENT | PARTIAL | FAILED | CANCELLED. */
export const BROADCAST_STATUSES = [
  'DRAFT',
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
  SCHEDULED: 'info',
  SENDING: 'primary',
  SENT: 'success',
  PARTIAL: 'warning',
  FAILED: 'error',
  CANCELLED: 'default',
};

/** Statuses whose broadcast may still be edited (title, messages, target, time). */
export const EDITABLE_BROADCAST_STATUSES: readonly BroadcastStatus[] = ['DRAFT', 'SCHEDULED'];
/** Statuses a broadcast can be cancelled from. */
export const CANCELLABLE_BROADCAST_STATUSES: readonly BroadcastStatus[] = ['SCHEDULED', 'SENDING'];
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
