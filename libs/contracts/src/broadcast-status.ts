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
