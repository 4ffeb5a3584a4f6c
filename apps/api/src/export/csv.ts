import { formatThaiDateTime } from '@hbc/contracts';
import type { ExportValue } from './export-column';

/** Starts a UTF-8 file so that spreadsheet programs read its Thai text as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 ends every record, the last one included, with CRLF. */
export const CSV_LINE_END = '\r\n';

/**
 * Characters that make a spreadsheet read a text cell as a formula (or a command), so that a
 * name such as `=HYPERLINK(...)` typed into a form never runs on the computer that opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text that starts like a formula, prefixed with `'` so that it stays text. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell of a CSV record: numbers as they are, instants in Thai, text protected from formula
 * injection and quoted (quotes doubled) when it holds a comma, a quote or a line break.
 */
export function csvField(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value instanceof Date ? formatThaiDateTime(value) : neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180), line end included. */
export function csvRecord(values: readonly ExportValue[]): string {
  return values.map(csvField).join(',') + CSV_LINE_END;
}
