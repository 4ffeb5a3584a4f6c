import {
  CID_IMPORT_ROW_KINDS,
  CITIZEN_FILE_IMPORT_STATUSES,
  type CidImportPreview,
  type CidImportResult,
  type CidImportRow,
  type CitizenFileImport,
  type CitizenImportProblem,
  type ExcludedCidRecord,
  type RevealedCid,
} from '@hbc/contracts';
import {
  arrayOf,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  string,
  type Check,
} from '../support/shape';

export const excludedCid: Check<ExcludedCidRecord> = object<ExcludedCidRecord>({
  id: integer,
  cidMasked: string,
  reason: string,
  createdByName: nullable(string),
  createdAt: instant,
});

export const revealedCid: Check<RevealedCid> = object<RevealedCid>({ id: integer, cid: string });

const cidImportRow = object<CidImportRow>({
  row: integer,
  kind: oneOf(CID_IMPORT_ROW_KINDS),
  value: string,
  message: string,
});

export const cidImportPreview: Check<CidImportPreview> = object<CidImportPreview>({
  importId: string,
  fileName: string,
  totalRows: integer,
  validRows: integer,
  invalidRows: integer,
  duplicateRows: integer,
  alreadyExcludedRows: integer,
  problems: arrayOf(cidImportRow),
  valid: arrayOf(cidImportRow),
});

export const cidImportResult: Check<CidImportResult> = object<CidImportResult>({ added: integer });

const citizenProblem = object<CitizenImportProblem>({ row: integer, message: string });

export const citizenFileImport: Check<CitizenFileImport> = object<CitizenFileImport>({
  importId: string,
  fileName: string,
  status: oneOf(CITIZEN_FILE_IMPORT_STATUSES),
  totalRows: integer,
  processedRows: integer,
  received: integer,
  inserted: integer,
  updated: integer,
  unchanged: integer,
  rejected: integer,
  problems: arrayOf(citizenProblem),
  message: nullable(string),
  createdAt: instant,
  finishedAt: nullable(instant),
});
