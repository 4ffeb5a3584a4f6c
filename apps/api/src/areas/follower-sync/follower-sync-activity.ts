import { ACTIVITY_ACTION, ACTIVITY_MENU, type ActivityLogEntry } from '@hbc/contracts';
import type { Actor } from '../activity-log/record-activity';

const SUBJECT = 'รายชื่อผู้ติดตามบัญชี LINE';
const count = (n: number) => n.toLocaleString('th-TH');

/** The schedule starts and every run ends by itself: nobody, from nowhere. */
export const SYSTEM_ACTOR: Actor = { userId: null, role: null, unitId: null, ip: null };

/** The activity log's entries of the follower checks. */
export const FOLLOWER_SYNC_ENTRIES = {
  started: (runId: number, scheduled: boolean): ActivityLogEntry => ({
    action: ACTIVITY_ACTION.check,
    menu: ACTIVITY_MENU.followerSync,
    subject: SUBJECT,
    description: `เริ่มตรวจรายชื่อผู้ติดตามกับ LINE รอบที่ ${runId}` + (scheduled ? ' ตามเวลาที่ตั้งไว้' : ''),
  }),
  done: (
    runId: number,
    counts: { followers: number; following: number; unfollowed: number; unknown: number },
  ): ActivityLogEntry => ({
    action: ACTIVITY_ACTION.statusChange,
    menu: ACTIVITY_MENU.followerSync,
    subject: SUBJECT,
    description:
      `ตรวจรายชื่อผู้ติดตามกับ LINE รอบที่ ${runId} เสร็จสิ้น: LINE มีผู้ติดตาม ${count(counts.followers)} คน, ` +
      `กลับมาติดตาม ${count(counts.following)} คน, เลิกติดตาม ${count(counts.unfollowed)} คน, ` +
      `ไม่พบในระบบ ${count(counts.unknown)} คน`,
  }),
  ended: (runId: number, status: string, error: string): ActivityLogEntry => ({
    action: ACTIVITY_ACTION.statusChange,
    menu: ACTIVITY_MENU.followerSync,
    subject: SUBJECT,
    description: `ตรวจรายชื่อผู้ติดตามกับ LINE รอบที่ ${runId} ${status}: ${error}`,
  }),
};
