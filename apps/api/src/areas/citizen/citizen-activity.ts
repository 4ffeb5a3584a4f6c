import { ACTIVITY_ACTION, ACTIVITY_MENU, type CitizenImportResult } from '@hbc/contracts';
import { hideCids } from '../../cid/hide-cids';

const count = (n: number) => n.toLocaleString('th-TH');

/** What an import did, in counts only (never a CID or a value of a row). */
function describeCounts(result: Omit<CitizenImportResult, 'problems'>): string {
  return (
    `นำเข้าข้อมูลประชาชน ${count(result.received)} รายการ: เพิ่ม ${count(result.inserted)}, ` +
    `แก้ไข ${count(result.updated)}, ไม่เปลี่ยนแปลง ${count(result.unchanged)}, ` +
    `ไม่ผ่านการตรวจสอบ ${count(result.rejected)}`
  );
}

/** The activity log's words for loading citizens (registry batches and Super Admin files). */
export const CITIZEN_LOG = {
  menu: ACTIVITY_MENU.citizen,
  action: ACTIVITY_ACTION.import,
  registrySubject: 'ข้อมูลประชาชนจากระบบทะเบียน (API)',
  fileSubject: (fileName: string) => `ไฟล์ ${hideCids(fileName)}`,
  describeBatch: describeCounts,
  describeFile: (result: Omit<CitizenImportResult, 'problems'>, failed: boolean) =>
    `${describeCounts(result)}${failed ? ' (นำเข้าไม่สำเร็จ หยุดกลางคัน)' : ''}`,
} as const;
