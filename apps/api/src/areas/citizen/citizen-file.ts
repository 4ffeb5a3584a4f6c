import {
  CITIZEN_FILE_COLUMNS,
  CITIZEN_FILE_MAX_ROWS,
  CITIZEN_IMPORT_MESSAGES,
} from '@hbc/contracts';
import { headerKey } from '../../cid/import/cid-columns';
import { csvRecords } from '../../cid/import/csv-records';
import type { FileRecord } from '../../cid/import/file-record';
import { isXlsx, utf8Text } from '../../cid/import/read-cid-file';
import { XlsxTooLarge, xlsxRecords } from '../../cid/import/xlsx-records';

export type CitizenFileField = keyof typeof CITIZEN_FILE_COLUMNS;
/** The column of each field the file has (by its header). */
export type CitizenFileColumns = Partial<Record<CitizenFileField, number>>;

/** A citizen file that can be imported: its columns, how many data rows, and those rows. */
export interface CitizenFile {
  columns: CitizenFileColumns;
  totalRows: number;
  /** The data rows (header and blank lines left out), read again on each call. */
  rows(): Iterable<FileRecord>;
}

const FIELDS = Object.keys(CITIZEN_FILE_COLUMNS) as CitizenFileField[];
const REQUIRED: readonly CitizenFileField[] = ['cid', 'unitHcode'];
const HEADER_FIELD = new Map(
  FIELDS.flatMap((field) =>
    CITIZEN_FILE_COLUMNS[field].map((header) => [headerKey(header), field] as const),
  ),
);

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The fields named by a header row; the first column naming a field is taken. */
function columnsOf(header: readonly string[]): CitizenFileColumns {
  const columns: CitizenFileColumns = {};
  header.forEach((cell, index) => {
    const field = HEADER_FIELD.get(headerKey(cell));
    if (field !== undefined && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

function* dataRows(records: () => Iterable<FileRecord>): Generator<FileRecord> {
  let header = true;
  for (const record of records()) {
    if (isBlank(record.cells)) continue;
    if (header) header = false;
    else yield record;
  }
}

/** The file's records, CSV or XLSX by content, each call reading them anew; or why not. */
async function recordsOf(
  file: Buffer,
): Promise<(() => Iterable<FileRecord>) | { problem: string }> {
  if (!isXlsx(file)) {
    const text = utf8Text(file);
    return text === null
      ? { problem: CITIZEN_IMPORT_MESSAGES.fileUnreadable }
      : () => csvRecords(text);
  }
  try {
    const records = await xlsxRecords(file);
    return () => records;
  } catch (error) {
    if (error instanceof XlsxTooLarge) return { problem: CITIZEN_IMPORT_MESSAGES.fileTooLarge };
    return { problem: CITIZEN_IMPORT_MESSAGES.fileUnreadable };
  }
}

/**
 * A Super Admin's citizen file, CSV (UTF-8, BOM allowed) or XLSX (its first worksheet), checked
 * before anything is imported: its header must name the CID and unit columns (CITIZEN_FILE_COLUMNS,
 * Thai or English, any case), and it must hold from one to CITIZEN_FILE_MAX_ROWS rows. Never
 * throws for what the file holds: a file that cannot be imported is a Thai `problem`.
 */
export async function openCitizenFile(file: Buffer): Promise<CitizenFile | { problem: string }> {
  const records = await recordsOf(file);
  if ('problem' in records) return records;
  let header: readonly string[] | undefined;
  for (const record of records()) {
    if (!isBlank(record.cells)) {
      header = record.cells;
      break;
    }
  }
  if (!header) return { problem: CITIZEN_IMPORT_MESSAGES.fileEmpty };
  const columns = columnsOf(header);
  const missing = REQUIRED.filter((field) => columns[field] === undefined);
  if (missing.length > 0) {
    const names = missing.map((field) => CITIZEN_FILE_COLUMNS[field][0]).join(' และ ');
    return { problem: CITIZEN_IMPORT_MESSAGES.missingColumns(names) };
  }
  let totalRows = 0;
  for (const _row of dataRows(records)) {
    if (++totalRows > CITIZEN_FILE_MAX_ROWS)
      return { problem: CITIZEN_IMPORT_MESSAGES.tooManyRows };
  }
  if (totalRows === 0) return { problem: CITIZEN_IMPORT_MESSAGES.fileEmpty };
  return { columns, totalRows, rows: () => dataRows(records) };
}
