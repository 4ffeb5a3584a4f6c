import { CID_IMPORT_MAX_BYTES } from '@hbc/contracts';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../export';
import type { FileRecord } from './file-record';
import { zipEntries } from './zip-entries';

/**
 * The most an XLSX may unpack to: far more than 200,000 rows of a few columns need, and a bound
 * on what a small file built to inflate enormously can make the API hold.
 */
export const XLSX_MAX_UNPACKED_BYTES = 10 * CID_IMPORT_MAX_BYTES;

/** An XLSX that would unpack to more than XLSX_MAX_UNPACKED_BYTES. */
export class XlsxTooLarge extends Error {
  constructor() {
    super('the workbook unpacks to more than the import reads');
    this.name = 'XlsxTooLarge';
  }
}

/** A cell as the text a person sees in it (a formula by its result; an error as nothing). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    // A CID typed into a number cell is a whole number under 2^53: printed without exponent.
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result);
  return '';
}

/**
 * The rows of the first worksheet of an XLSX file, each numbered as the sheet numbers it (rows
 * the sheet does not store, empty ones, are left out). The archive's directory is checked first:
 * a damaged one, or one unpacking past XLSX_MAX_UNPACKED_BYTES (XlsxTooLarge), is refused before
 * anything is unpacked. Read whole rather than as a stream: exceljs' streaming reader never ends
 * on some damaged files, its whole-file reader fails on them.
 */
export async function xlsxRecords(file: Buffer): Promise<FileRecord[]> {
  const entries = zipEntries(file);
  if (!entries) throw new Error('not a readable ZIP archive');
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw new XlsxTooLarge();

  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  // exceljs declares its own Buffer interface, which Node's Buffer satisfies at run time.
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const records: FileRecord[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    // `values` is 1-based: index 0 is always empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    records.push({ row: row.number, cells: Array.from(values, (value) => cellText(value)) });
  });
  return records;
}
