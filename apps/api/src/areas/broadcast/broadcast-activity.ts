import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  BROADCAST_STATUS_LABELS,
  formatThaiDateTime,
  type BroadcastStatus,
} from '@hbc/contracts';

const count = (n: number) => n.toLocaleString('th-TH');

/** The activity log's words for broadcasts: each status a broadcast reaches is one entry. */
export const BROADCAST_LOG = {
  menu: ACTIVITY_MENU.broadcast,
  actions: ACTIVITY_ACTION,
  subject: (title: string) => `บรอดแคสต์ ${title}`,
  describeNew: (title: string, messages: number) =>
    `สร้างบรอดแคสต์ ${title} (${count(messages)} ข้อความ) สถานะ ${BROADCAST_STATUS_LABELS.DRAFT}`,
  describeUpdate: (title: string, messages: number) =>
    `แก้ไขบรอดแคสต์ ${title} (${count(messages)} ข้อความ)`,
  describeDelete: (title: string) => `ลบบรอดแคสต์ฉบับร่าง ${title}`,
  describeScheduled: (from: BroadcastStatus, at: Date) =>
    `${BROADCAST_STATUS_LABELS[from]} → ${BROADCAST_STATUS_LABELS.SCHEDULED} เวลา ${formatThaiDateTime(at)}`,
  describeSending: (from: BroadcastStatus, recipients: number, excluded: number) =>
    `${BROADCAST_STATUS_LABELS[from]} → ${BROADCAST_STATUS_LABELS.SENDING} ผู้รับ ${count(recipients)} คน` +
    (excluded > 0 ? ` (ตัด CID ที่ยกเว้นการส่ง ${count(excluded)} คน)` : ''),
  describeFinished: (to: BroadcastStatus, sent: number, failed: number) =>
    `${BROADCAST_STATUS_LABELS.SENDING} → ${BROADCAST_STATUS_LABELS[to]} ส่งสำเร็จ ${count(sent)} คน ไม่สำเร็จ ${count(failed)} คน`,
  describeCancelled: (from: BroadcastStatus, pendingRecipients: number) =>
    `${BROADCAST_STATUS_LABELS[from]} → ${BROADCAST_STATUS_LABELS.CANCELLED}` +
    (pendingRecipients > 0 ? ` ผู้รับที่ยังไม่ได้ส่ง ${count(pendingRecipients)} คน` : ''),
  describeRetry: (from: BroadcastStatus, recipients: number) =>
    `${BROADCAST_STATUS_LABELS[from]} → ${BROADCAST_STATUS_LABELS.SENDING} ส่งซ้ำเฉพาะที่ล้มเหลว ${count(recipients)} คน`,
  describeTest: (maskedLineUserId: string, messages: number) =>
    `ส่งทดสอบ ${count(messages)} ข้อความ ถึง LINE ${maskedLineUserId}`,
} as const;
