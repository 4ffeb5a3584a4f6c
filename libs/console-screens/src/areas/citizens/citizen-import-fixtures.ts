import {
  API_PATHS,
  CID_MESSAGES,
  CITIZEN_IMPORT_MESSAGES,
  CITIZEN_IMPORT_PROBLEMS_SHOWN,
  type CitizenFileImport,
  type CitizenFileImportBody,
  type CitizenImportProblem,
} from '@hbc/contracts';
import type { FakeReply } from '@hbc/api-clients/testing';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

export const IMPORT_ID = '6f1f0a52-2a43-4d0e-9a43-0d5c5c1a7b11';
const STARTED_AT = '2026-11-23T02:00:00.000Z';
const FINISHED_AT = '2026-11-23T02:00:41.000Z';

/** Why rows are refused, in turn. */
const REASONS = [
  CID_MESSAGES.checkDigit,
  CITIZEN_IMPORT_MESSAGES.unknownUnit,
  CITIZEN_IMPORT_MESSAGES.unknownProvince,
  CID_MESSAGES.length,
  CITIZEN_IMPORT_MESSAGES.badBirthDate,
];

/** `rejected` refused rows spread over a file of `total` rows (line 1 is the header). */
function problemsOf(rejected: number, total: number): CitizenImportProblem[] {
  return Array.from({ length: Math.min(rejected, CITIZEN_IMPORT_PROBLEMS_SHOWN) }, (_, i) => ({
    row: 2 + Math.floor(((i + 0.5) * total) / rejected),
    message: REASONS[i % REASONS.length] ?? CID_MESSAGES.checkDigit,
  }));
}

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** A finished import of a file whose rows came to `counts`. */
export function finishedImport(
  counts: ImportCounts,
  fileName = 'ประชาชนเขตสุขภาพที่ 7.csv',
): CitizenFileImport {
  const total = counts.inserted + counts.updated + counts.unchanged + counts.rejected;
  return {
    importId: IMPORT_ID,
    fileName,
    status: 'DONE',
    totalRows: total,
    processedRows: total,
    received: total,
    ...counts,
    problems: problemsOf(counts.rejected, total),
    message: null,
    createdAt: STARTED_AT,
    finishedAt: FINISHED_AT,
  };
}

/** 2,500 rows: 2,310 new citizens, 125 updated, 45 as stored, 20 refused. */
export const DONE_IMPORT = finishedImport({
  inserted: 2_310,
  updated: 125,
  unchanged: 45,
  rejected: 20,
});

/** The same file again: nothing changes. */
export const REIMPORT_DONE = finishedImport({
  inserted: 0,
  updated: 0,
  unchanged: 2_500,
  rejected: 0,
});

/** 10,000 rows, 1,500 refused: the first 1,000 refused rows are listed. */
export const MANY_PROBLEMS_IMPORT = finishedImport(
  { inserted: 8_500, updated: 0, unchanged: 0, rejected: 1_500 },
  'ทะเบียนทั้งจังหวัด.xlsx',
);

/** `final` as it stood with `processedRows` of its rows done. */
export function runningAt(final: CitizenFileImport, processedRows: number): CitizenFileImport {
  const share = final.totalRows === 0 ? 0 : processedRows / final.totalRows;
  const updated = Math.floor(final.updated * share);
  const unchanged = Math.floor(final.unchanged * share);
  const problems = final.problems.filter((p) => p.row <= processedRows + 1);
  const rejected = Math.max(problems.length, Math.floor(final.rejected * share));
  return {
    ...final,
    status: 'RUNNING',
    processedRows,
    received: processedRows,
    inserted: processedRows - updated - unchanged - rejected,
    updated,
    unchanged,
    rejected,
    problems,
    message: null,
    finishedAt: null,
  };
}

/** The import of `DONE_IMPORT`'s file broke off after 1,000 rows. */
export const FAILED_IMPORT: CitizenFileImport = {
  ...runningAt(DONE_IMPORT, 1_000),
  status: 'FAILED',
  message: CITIZEN_IMPORT_MESSAGES.importFailed,
  finishedAt: FINISHED_AT,
};

export interface FakeCitizenImportApiOptions {
  /** Where the import ends (DONE or FAILED), reached after its `processedRows`. */
  final?: CitizenFileImport;
  /** Rows the API gets through between two polls. */
  rowsPerPoll?: number;
  /** How many polls after the upload find no network (the next ones are answered). */
  unreachablePolls?: number;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The file import API: an upload starts an import of `final`'s rows (under the file's own name),
 * each poll finds `rowsPerPoll` more rows done until it ends as `final`. Made afresh for each
 * showing (pass it to `FakeApiScope`).
 */
export function fakeCitizenImportApi({
  final = DONE_IMPORT,
  rowsPerPoll = 1_000,
  unreachablePolls = 0,
  replies = {},
}: FakeCitizenImportApiOptions = {}) {
  return (): FakeRoutes => {
    let polls = 0;
    let failures = 0;
    let fileName = final.fileName;
    const named = (status: CitizenFileImport) => ({ ...status, fileName });
    return {
      [`POST ${API_PATHS.citizenImportFile}`]: (request) => {
        fileName = (request.body as CitizenFileImportBody).fileName;
        polls = 0;
        failures = 0;
        return ok(named(runningAt(final, 0)));
      },
      [`GET ${API_PATHS.citizenImportFileById(IMPORT_ID)}`]: (): FakeReply => {
        if (failures < unreachablePolls) {
          failures += 1;
          return { network: true };
        }
        polls += 1;
        const processed = polls * rowsPerPoll;
        return ok(named(processed >= final.processedRows ? final : runningAt(final, processed)));
      },
      ...replies,
    };
  };
}
