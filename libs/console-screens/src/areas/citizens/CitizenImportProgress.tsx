import Stack from '@mui/material/Stack';
import type { CitizenFileImport } from '@hbc/contracts';
import { ImportCounts } from '../../file-import/ImportCounts';
import { ImportProgress } from '../../file-import/ImportProgress';
import { CITIZEN_IMPORT_COUNT_TEXT, citizenImportCounts } from './citizen-import-counts';

const number = new Intl.NumberFormat('th-TH');

export const CITIZEN_IMPORT_PROGRESS_TEXT = {
  reading: 'กำลังอ่านไฟล์',
  importing: 'กำลังนำเข้าข้อมูล',
  rows: (done: number, total: number) =>
    `นำเข้าแล้ว ${number.format(done)} จาก ${number.format(total)} แถว`,
} as const;

const TEXT = CITIZEN_IMPORT_PROGRESS_TEXT;

export interface CitizenImportProgressProps {
  /** A running import, as last polled. */
  status: CitizenFileImport;
}

/**
 * A running import: the share of the file's rows done (a running bar until the API has counted
 * them) and what the rows done so far came to.
 */
export function CitizenImportProgress({ status }: CitizenImportProgressProps) {
  return (
    <Stack spacing={2}>
      {status.totalRows === 0 ? (
        <ImportProgress label={TEXT.reading} />
      ) : (
        <ImportProgress
          label={TEXT.importing}
          progress={status.processedRows / status.totalRows}
          detail={TEXT.rows(status.processedRows, status.totalRows)}
        />
      )}
      <ImportCounts label={CITIZEN_IMPORT_COUNT_TEXT.counts} counts={citizenImportCounts(status)} />
    </Stack>
  );
}
