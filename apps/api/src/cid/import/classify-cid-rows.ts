import {
  CID_IMPORT_PREVIEW_ROWS,
  CID_LENGTH,
  CID_MESSAGES,
  CID_REASON_MAX_LENGTH,
  cidProblem,
  EXCLUDED_CID_MESSAGES,
  FIELD_MESSAGES,
  maskCid,
  normaliseCid,
  type CidImportPreview,
  type CidImportRow,
  type CidImportRowKind,
} from '@hbc/contracts';
import type { CidProtection } from '../cid-protection';
import type { CidFileRow } from './read-cid-file';

/** What the preview shows of a value that is no CID: this many characters, then '…'. */
export const PREVIEW_CHARACTERS = 4;
/** Rows checked and hashed before their listed ones are looked up (while the next are hashed). */
export const LOOKUP_CHUNK_ROWS = 5_000;
const FULL_LENGTH = new RegExp(`^\\d{${CID_LENGTH}}$`);

export const CID_IMPORT_TEXT = {
  reasonTooLong: `เหตุผล${FIELD_MESSAGES.tooLong(CID_REASON_MAX_LENGTH)}`,
} as const;

/**
 * A cell as the preview may show it: masked (1-2345-xxxxx-xx-1) when it has 13 digits, otherwise
 * its first few characters, so that no full CID ever leaves the API through a preview.
 */
export function previewValue(cell: string): string {
  if (FULL_LENGTH.test(normaliseCid(cell))) return maskCid(cell);
  const characters = [...cell.trim()];
  if (characters.length <= PREVIEW_CHARACTERS) return characters.join('');
  return `${characters.slice(0, PREVIEW_CHARACTERS).join('')}…`;
}

/** A valid, new row, to be staged (encrypted then) until the import is confirmed. */
export interface AcceptedCid {
  row: number;
  /** Normalised: 13 digits. */
  cid: string;
  hash: string;
  reason: string;
}

export type CidImportCounts = Pick<
  CidImportPreview,
  'totalRows' | 'validRows' | 'invalidRows' | 'duplicateRows' | 'alreadyExcludedRows'
>;

export interface ClassifiedCids {
  counts: CidImportCounts;
  /** The first CID_IMPORT_PREVIEW_ROWS rows that will not be imported, in file order. */
  problems: CidImportRow[];
  /** The first CID_IMPORT_PREVIEW_ROWS rows that will be. */
  valid: CidImportRow[];
  accepted: AcceptedCid[];
}

export interface ClassifyOptions {
  protection: CidProtection;
  /** The reason of rows without one of their own. */
  reason: string;
  /** Which of these hashes are on the excluded-CID list already (one bulk look-up per chunk). */
  excluded: (hashes: string[]) => Promise<Set<string>>;
}

/** A row once its own checks are done: a problem, or its hash (and the reason it will keep). */
type Checked =
  | { row: CidFileRow; kind: 'invalid'; message: string }
  | { row: CidFileRow; kind: 'duplicate'; message: string }
  | { row: CidFileRow; kind: 'candidate'; cid: string; hash: string; reason: string };

/** The row's own checks: its CID, its reason, and whether an earlier row had the same CID. */
function checkRow(
  row: CidFileRow,
  firstRows: Map<string, number>,
  options: ClassifyOptions,
): Checked {
  const problem = cidProblem(row.cid);
  if (problem) return { row, kind: 'invalid', message: CID_MESSAGES[problem] };
  const reason = row.reason ?? options.reason;
  if (reason.length > CID_REASON_MAX_LENGTH) {
    return { row, kind: 'invalid', message: CID_IMPORT_TEXT.reasonTooLong };
  }
  const cid = normaliseCid(row.cid);
  const firstRow = firstRows.get(cid);
  if (firstRow !== undefined) {
    return { row, kind: 'duplicate', message: EXCLUDED_CID_MESSAGES.duplicateInFile(firstRow) };
  }
  firstRows.set(cid, row.row);
  return { row, kind: 'candidate', cid, hash: options.protection.hashCid(cid), reason };
}

/**
 * Sorts the rows of a file into valid, invalid (the CID_MESSAGES text of its problem), duplicate
 * (of an earlier row of the file) and already excluded (looked up in bulk by hash, a chunk of
 * LOOKUP_CHUNK_ROWS rows at a time); answers the valid ones with their hashes. The preview's
 * values are masked.
 */
export async function classifyCidRows(
  rows: readonly CidFileRow[],
  options: ClassifyOptions,
): Promise<ClassifiedCids> {
  const firstRows = new Map<string, number>();
  const checked: Checked[] = [];
  const lookups: Promise<Set<string>>[] = [];
  for (let start = 0; start < rows.length; start += LOOKUP_CHUNK_ROWS) {
    const chunk = rows
      .slice(start, start + LOOKUP_CHUNK_ROWS)
      .map((row) => checkRow(row, firstRows, options));
    checked.push(...chunk);
    lookups.push(
      options.excluded(chunk.flatMap((item) => (item.kind === 'candidate' ? [item.hash] : []))),
    );
    // A turn of the event loop sends the look-up, so the database searches while the next chunk
    // is hashed.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const excluded = new Set((await Promise.all(lookups)).flatMap((found) => [...found]));

  const counts: CidImportCounts = {
    totalRows: rows.length,
    validRows: 0,
    invalidRows: 0,
    duplicateRows: 0,
    alreadyExcludedRows: 0,
  };
  const problems: CidImportRow[] = [];
  const valid: CidImportRow[] = [];
  const accepted: AcceptedCid[] = [];
  const show = (list: CidImportRow[], item: Checked, kind: CidImportRowKind, message: string) => {
    if (list.length < CID_IMPORT_PREVIEW_ROWS) {
      list.push({ row: item.row.row, kind, value: previewValue(item.row.cid), message });
    }
  };

  for (const item of checked) {
    if (item.kind === 'invalid') {
      counts.invalidRows++;
      show(problems, item, 'invalid', item.message);
    } else if (item.kind === 'duplicate') {
      counts.duplicateRows++;
      show(problems, item, 'duplicate', item.message);
    } else if (excluded.has(item.hash)) {
      counts.alreadyExcludedRows++;
      show(problems, item, 'alreadyExcluded', EXCLUDED_CID_MESSAGES.alreadyInList);
    } else {
      counts.validRows++;
      show(valid, item, 'valid', '');
      accepted.push({ row: item.row.row, cid: item.cid, hash: item.hash, reason: item.reason });
    }
  }
  return { counts, problems, valid, accepted };
}
