import { ACTIVITY_ACTION, ACTIVITY_MENU } from '@hbc/contracts';
import { hideCids } from '../../cid/hide-cids';

const count = (n: number) => n.toLocaleString('th-TH');

/**
 * The activity log's words for the excluded-CID list. A CID appears in them masked only
 * (1-2345-xxxxx-xx-1), and file names with any CID in them masked too.
 */
export const EXCLUDED_CID_LOG = {
  menu: ACTIVITY_MENU.excludedCid,
  actions: {
    create: ACTIVITY_ACTION.create,
    delete: ACTIVITY_ACTION.delete,
    reveal: ACTIVITY_ACTION.reveal,
    import: ACTIVITY_ACTION.import,
  },
  /** The subject of an entry about one CID. */
  subject: (masked: string) => `เลขประจำตัวประชาชน ${masked}`,
  /** The subject of the entries about the list as a whole (its export). */
  listSubject: 'รายการจำกัดการส่ง CID',
  describeNew: (masked: string, reason: string) =>
    `เพิ่มเลขประจำตัวประชาชน ${masked} ในรายการจำกัดการส่ง เหตุผล: ${reason}`,
  describeDeleted: (masked: string, reason: string) =>
    `ลบเลขประจำตัวประชาชน ${masked} ออกจากรายการจำกัดการส่ง (เหตุผล: ${reason})`,
  describeReveal: (masked: string) => `ดูเลขประจำตัวประชาชนแบบเต็มของ ${masked}`,
  importSubject: (fileName: string) => `ไฟล์ ${hideCids(fileName)}`,
  describeImport: (fileName: string, added: number, alreadyThere: number) =>
    `นำเข้าเลขประจำตัวประชาชน ${count(added)} รายการจากไฟล์ ${hideCids(fileName)}` +
    (alreadyThere > 0 ? ` (มีในรายการแล้ว ${count(alreadyThere)} รายการ)` : ''),
} as const;
