import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CITIZEN_IMPORT_MESSAGES,
  type CitizenFileImport,
  type CitizenImportProblem,
} from '@hbc/contracts';
import { ImportCounts } from '../../file-import/ImportCounts';
import { ImportRowsGrid } from '../../file-import/ImportRowsGrid';
import { IMPORT_TEXT } from '../../file-import/import-texts';
import { CITIZEN_IMPORT_COUNT_TEXT, citizenImportCounts } from './citizen-import-counts';

const number = new Intl.NumberFormat('th-TH');

export const CITIZEN_IMPORT_SUMMARY_TEXT = {
  done: 'นำเข้าข้อมูลประชาชนเสร็จแล้ว',
  problems: 'แถวที่นำเข้าไม่ได้',
  problemCount: (rejected: number) => `แถวที่นำเข้าไม่ได้ (${number.format(rejected)})`,
} as const;

const TEXT = CITIZEN_IMPORT_SUMMARY_TEXT;

const problemColumns: GridColDef<CitizenImportProblem>[] = [
  { field: 'row', headerName: IMPORT_TEXT.row, width: 100, type: 'number' },
  { field: 'message', headerName: IMPORT_TEXT.problem, flex: 1, minWidth: 240 },
];

export interface CitizenImportSummaryProps {
  /** A finished import: DONE or FAILED. */
  status: CitizenFileImport;
}

/**
 * What an import did: done or failed (with the API's reason), the citizens added, updated, left as
 * they were and the rows refused, then the refused rows with why (the first
 * `CITIZEN_IMPORT_PROBLEMS_SHOWN`).
 */
export function CitizenImportSummary({ status }: CitizenImportSummaryProps) {
  const failed = status.status === 'FAILED';
  return (
    <Stack spacing={2}>
      {failed ? (
        <Alert severity="error">{status.message ?? CITIZEN_IMPORT_MESSAGES.importFailed}</Alert>
      ) : (
        <Alert severity="success" role="status">
          {TEXT.done}
        </Alert>
      )}
      <Typography>{IMPORT_TEXT.file(status.fileName, status.totalRows)}</Typography>
      {(!failed || status.processedRows > 0) && (
        <>
          <ImportCounts
            label={CITIZEN_IMPORT_COUNT_TEXT.counts}
            counts={citizenImportCounts(status)}
          />
          <Stack spacing={1.5}>
            <Typography component="h3" variant="subtitle1" fontWeight={600}>
              {TEXT.problemCount(status.rejected)}
            </Typography>
            {status.problems.length < status.rejected && (
              <Alert severity="info" role="note">
                {IMPORT_TEXT.firstRowsOnly(status.problems.length, status.rejected)}
              </Alert>
            )}
            {status.problems.length === 0 ? (
              <Typography color="text.secondary">{IMPORT_TEXT.noProblems}</Typography>
            ) : (
              <ImportRowsGrid
                rows={status.problems}
                columns={problemColumns}
                label={TEXT.problems}
                getRowId={(problem) => problem.row}
              />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
