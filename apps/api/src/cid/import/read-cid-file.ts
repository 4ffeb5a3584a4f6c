import { CID_IMPORT_MAX_ROWS, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import { cidColumnsOf, type CidColumns } from './cid-columns';
import { csvRecords } from './csv-records';
import type { FileRecord } from './file-record';
import { XlsxTooLarge, xlsxRecords } from './xlsx-records';

/** One data row of a file: its line, the CID cell and the row's own reason (null: none). */
export interface CidFileRow {
  row: number;
  cid: string;
  reason: string | null;
}

/** A file's data rows, or why it cannot be imported (a Thai message of EXCLUDED_CID_MESSAGES). */
export type CidFileReading = { rows: CidFileRow[] } | { problem: string };

/** The local-file signature every ZIP (and so every XLSX) starts with. */
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

export const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(ZIP_SIGNATURE);

/** The text of a UTF-8 file (its BOM dropped), or null when it is not UTF-8 text. */
export function utf8Text(file: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The records of the file, CSV or XLSX by its content (never by its name), or why they cannot
 * be read.
 */
async function recordsOf(file: Buffer): Promise<Iterable<FileRecord> | { problem: string }> {
  if (!isXlsx(file)) {
    const text = utf8Text(file);
    return text === null ? { problem: EXCLUDED_CID_MESSAGES.fileUnreadable } : csvRecords(text);
  }
  try {
    return await xlsxRecords(file);
  } catch (error) {
    if (error instanceof XlsxTooLarge) return { problem: EXCLUDED_CID_MESSAGES.fileTooLarge };
    // A ZIP that is no workbook: exceljs' own errors say nothing staff can use.
    return { problem: EXCLUDED_CID_MESSAGES.fileUnreadable };
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function rowOf(record: FileRecord, columns: CidColumns): CidFileRow {
  const reason = columns.reason === null ? '' : (record.cells[columns.reason] ?? '').trim();
  return {
    row: record.row,
    cid: (record.cells[columns.cid] ?? '').trim(),
    reason: reason === '' ? null : reason,
  };
}

/** Reads the rows of the file; stops (tooManyRows) past CID_IMPORT_MAX_ROWS. */
function readRows(records: Iterable<FileRecord>): CidFileReading {
  let columns: CidColumns | undefined;
  const rows: CidFileRow[] = [];
  for (const record of records) {
    if (isBlank(record.cells)) continue;
    if (columns === undefined) {
      const found = cidColumnsOf(record.cells);
      if (!found) return { problem: EXCLUDED_CID_MESSAGES.noCidColumn };
      columns = found;
      if (columns.hasHeader) continue;
    }
    if (rows.length === CID_IMPORT_MAX_ROWS) return { problem: EXCLUDED_CID_MESSAGES.tooManyRows };
    rows.push(rowOf(record, columns));
  }
  return rows.length === 0 ? { problem: EXCLUDED_CID_MESSAGES.fileEmpty } : { rows };
}

/**
 * The data rows of an uploaded file: CSV (UTF-8, BOM allowed) or XLSX (its first worksheet),
 * told apart by content. The CID column is found by its header, or is the first column of a file
 * without one; a reason column is read when its header names it. Blank rows are skipped. Never
 * throws for what the file holds: a file that cannot be read is a `problem`.
 */
export async function readCidFile(file: Buffer): Promise<CidFileReading> {
  const records = await recordsOf(file);
  return 'problem' in records ? records : readRows(records);
}
