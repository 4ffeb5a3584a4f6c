import { ACTIVITY_ACTION, ACTIVITY_MENU, type ActivityLogEntry } from '@hbc/contracts';

const count = (n: number) => n.toLocaleString('th-TH');

/**
 * The activity log's entry of one lookup: who asked about which citizen (the CID masked,
 * 1-2345-xxxxx-xx-1, as the reveal logs it) and what they were answered.
 */
export function lookUpEntry(masked: string, found: number | null): ActivityLogEntry {
  return {
    action: ACTIVITY_ACTION.lookUp,
    menu: ACTIVITY_MENU.citizenDelivery,
    subject: `เลขประจำตัวประชาชน ${masked}`,
    description:
      found === null
        ? `ค้นหาการส่งถึงเลขประจำตัวประชาชน ${masked}: ไม่พบในทะเบียนประชาชน`
        : `ค้นหาการส่งถึงเลขประจำตัวประชาชน ${masked}: พบ ${count(found)} บรอดแคสต์`,
  };
}
