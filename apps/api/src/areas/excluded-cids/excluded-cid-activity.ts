import { ACTIVITY_ACTION, ACTIVITY_MENU, type ActivityLogEntry } from '@hbc/contracts';
import { hideCids } from '../../cid/hide-cids';

const count = (n: number) => n.toLocaleString('th-TH');

const entry = (action: string, about: string, description: string): ActivityLogEntry => ({
  action,
  menu: ACTIVITY_MENU.excludedCid,
  subject: about,
  description,
});
/** The subject of an entry about one CID. */
const cidSubject = (masked: string) => `เลขประจำตัวประชาชน ${masked}`;

/**
 * The activity log's entries for the excluded-CID list. A CID appears in them masked only
 * (1-2345-xxxxx-xx-1), and file names with any CID in them masked too.
 */
export const EXCLUDED_CID_ENTRIES = {
  added: (masked: string, reason: string) =>
    entry(
      ACTIVITY_ACTION.create,
      cidSubject(masked),
      `เพิ่มเลขประจำตัวประชาชน ${masked} ในรายการจำกัดการส่ง เหตุผล: ${reason}`,
    ),
  removed: (masked: string, reason: string) =>
    entry(
      ACTIVITY_ACTION.delete,
      cidSubject(masked),
      `ลบเลขประจำตัวประชาชน ${masked} ออกจากรายการจำกัดการส่ง (เหตุผล: ${reason})`,
    ),
  revealed: (masked: string) =>
    entry(ACTIVITY_ACTION.reveal, cidSubject(masked), `ดูเลขประจำตัวประชาชนแบบเต็มของ ${masked}`),
  imported: (fileName: string, added: number, alreadyThere: number) =>
    entry(
      ACTIVITY_ACTION.import,
      `ไฟล์ ${hideCids(fileName)}`,
      `นำเข้าเลขประจำตัวประชาชน ${count(added)} รายการจากไฟล์ ${hideCids(fileName)}` +
        (alreadyThere > 0 ? ` (มีในรายการแล้ว ${count(alreadyThere)} รายการ)` : ''),
    ),
};
