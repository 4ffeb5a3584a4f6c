import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  TESTER_SOURCE_LABELS,
  type ActivityLogEntry,
  type TesterSource,
} from '@hbc/contracts';

const entry = (action: string, name: string, description: string): ActivityLogEntry => ({
  action,
  menu: ACTIVITY_MENU.tester,
  subject: `ผู้ทดสอบ ${name}`,
  description,
});

/**
 * The activity log's entries for testers. A LINE userId appears masked only; a CID (an add by
 * CID) only masked, never in full.
 */
export const TESTER_ENTRIES = {
  added: (name: string, maskedLineUserId: string, via: TesterSource, maskedCid?: string) =>
    entry(
      ACTIVITY_ACTION.create,
      name,
      `เพิ่มผู้ทดสอบ ${name} (LINE ${maskedLineUserId}) ด้วย${TESTER_SOURCE_LABELS[via]}` +
        (maskedCid ? ` ${maskedCid}` : ''),
    ),
  renamed: (before: string, after: string) =>
    entry(ACTIVITY_ACTION.update, after, `เปลี่ยนชื่อผู้ทดสอบจาก ${before} เป็น ${after}`),
  removed: (name: string, maskedLineUserId: string) =>
    entry(ACTIVITY_ACTION.delete, name, `ลบผู้ทดสอบ ${name} (LINE ${maskedLineUserId})`),
  codeMade: (name: string) =>
    entry(ACTIVITY_ACTION.create, name, `สร้างรหัสครั้งเดียวสำหรับเพิ่มผู้ทดสอบ ${name}`),
  codeCancelled: (name: string) =>
    entry(ACTIVITY_ACTION.cancel, name, `ยกเลิกรหัสครั้งเดียวสำหรับเพิ่มผู้ทดสอบ ${name}`),
};
