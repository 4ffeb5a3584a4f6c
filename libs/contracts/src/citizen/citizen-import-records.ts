import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import { CITIZEN_FILE_IMPORT_STATUSES } from './citizen-import';

/**
 * What the citizen imports answer. The API validates its answers with these schemas; the types
 * derive from them.
 */
const Count = Type.Integer({ minimum: 0 });

/** A row that was not loaded: its place (1-based: a batch's row, or a file's line) and why. */
export const CitizenImportProblemSchema = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  message: Type.String(),
});
export type CitizenImportProblem = Static<typeof CitizenImportProblemSchema>;

const resultProperties = {
  received: Count,
  inserted: Count,
  updated: Count,
  /** Rows identical to what is stored: re-importing a file changes nothing. */
  unchanged: Count,
  rejected: Count,
  /** The first `CITIZEN_IMPORT_PROBLEMS_SHOWN` rejected rows. */
  problems: Type.Array(CitizenImportProblemSchema),
};

/** `POST /api/citizen/import`: what an import did. */
export const CitizenImportResultSchema = Type.Object(resultProperties);
export type CitizenImportResult = Static<typeof CitizenImportResultSchema>;

/** `GET /api/citizen/import-file/{importId}`: how far a file's import is (polled for the progress bar). */
export const CitizenFileImportSchema = Type.Object({
  importId: Type.String(),
  fileName: Type.String(),
  status: stringEnum(CITIZEN_FILE_IMPORT_STATUSES),
  /** Rows in the file (header and blank lines not counted). */
  totalRows: Count,
  processedRows: Count,
  ...resultProperties,
  /** Thai, when FAILED. */
  message: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 */
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CitizenFileImport = Static<typeof CitizenFileImportSchema>;
