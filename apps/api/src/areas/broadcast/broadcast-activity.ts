import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  BROADCAST_STATUS_LABELS,
  formatThaiDateTime,
  type ActivityLogEntry,
  type BroadcastStatus,
} from '@hbc/contracts';

const count = (n: number) => n.toLocaleString('th-TH');
const label = (status: BroadcastStatus) => BROADCAST_STATUS_LABELS[status];

/** The entry of an action on the broadcast titled `title`. */
const entry = (action: string, title: string, description: string): ActivityLogEntry => ({
  menu: ACTIVITY_MENU.broadcast,
  action,
  subject: `บรอดแคสต์ ${title}`,
  description,
});

/** The activity log's entries for broadcasts: each status a broadcast reaches is one entry. */
export const BROADCAST_ENTRY = {
  created: (title: string, messages: number) =>
    entry(
      ACTIVITY_ACTION.create,
      title,
      `สร้างบรอดแคสต์ ${title} (${count(messages)} ข้อความ) สถานะ ${label('DRAFT')}`,
    ),
  updated: (title: string, messages: number) =>
    entry(ACTIVITY_ACTION.update, title, `แก้ไขบรอดแคสต์ ${title} (${count(messages)} ข้อความ)`),
  deleted: (title: string) => entry(ACTIVITY_ACTION.delete, title, `ลบบรอดแคสต์ฉบับร่าง ${title}`),
  scheduled: (title: string, from: BroadcastStatus, at: Date) =>
    entry(
      ACTIVITY_ACTION.schedule,
      title,
      `${label(from)} → ${label('SCHEDULED')} เวลา ${formatThaiDateTime(at)}`,
    ),
  sending: (title: string, from: BroadcastStatus, recipients: number, excluded: number) =>
    entry(
      ACTIVITY_ACTION.send,
      title,
      `${label(from)} → ${label('SENDING')} ผู้รับ ${count(recipients)} คน` +
        (excluded > 0 ? ` (ตัด CID ที่ยกเว้นการส่ง ${count(excluded)} คน)` : ''),
    ),
  finished: (title: string, to: BroadcastStatus, sent: number, failed: number) =>
    entry(
      ACTIVITY_ACTION.statusChange,
      title,
      `${label('SENDING')} → ${label(to)} ส่งสำเร็จ ${count(sent)} คน ไม่สำเร็จ ${count(failed)} คน`,
    ),
  cancelled: (title: string, from: BroadcastStatus, pendingRecipients: number) =>
    entry(
      ACTIVITY_ACTION.cancel,
      title,
      `${label(from)} → ${label('CANCELLED')}` +
        (pendingRecipients > 0 ? ` ผู้รับที่ยังไม่ได้ส่ง ${count(pendingRecipients)} คน` : ''),
    ),
  retried: (title: string, from: BroadcastStatus, recipients: number) =>
    entry(
      ACTIVITY_ACTION.retry,
      title,
      `${label(from)} → ${label('SENDING')} ส่งซ้ำเฉพาะที่ล้มเหลว ${count(recipients)} คน`,
    ),
  tested: (title: string, maskedLineUserId: string, messages: number) =>
    entry(
      ACTIVITY_ACTION.testSend,
      title,
      `ส่งทดสอบ ${count(messages)} ข้อความ ถึง LINE ${maskedLineUserId}`,
    ),
} as const;
