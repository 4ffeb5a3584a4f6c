import type { CitizenImportResult } from '@hbc/contracts';
import type { ImportCount } from '../../file-import/ImportCounts';

export const CITIZEN_IMPORT_COUNT_TEXT = {
  counts: 'ผลการนำเข้า',
  inserted: 'เพิ่มใหม่',
  updated: 'ปรับปรุง',
  unchanged: 'ไม่เปลี่ยนแปลง',
  rejected: 'ไม่ถูกต้อง',
} as const;

const TEXT = CITIZEN_IMPORT_COUNT_TEXT;

/** What an import did to the rows read so far: added, updated, as stored, refused. */
export function citizenImportCounts(result: CitizenImportResult): ImportCount[] {
  return [
    { label: TEXT.inserted, value: result.inserted, color: 'success.main' },
    { label: TEXT.updated, value: result.updated, color: 'info.main' },
    { label: TEXT.unchanged, value: result.unchanged, color: 'text.secondary' },
    { label: TEXT.rejected, value: result.rejected, color: 'error.main' },
  ];
}
