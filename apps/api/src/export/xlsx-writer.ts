import type { Writable } from 'node:stream';
import { formatThaiDateTime } from '@hbc/contracts';
import type { ExportColumn, ExportValue } from './export-column';
import type { ExportWriter } from './export-writer';
import { loadExcelJs } from './load-exceljs';
import { xlsxBacklog } from './xlsx-backlog';

/** Excel's limit on a worksheet's name, and the characters it refuses in one. */
const SHEET_NAME_MAX_LENGTH = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;

/** A cell as exceljs takes it: text stays text (never a formula), instants as Thai text. */
function xlsxCell(value: ExportValue): string | number | null {
  if (value instanceof Date) return formatThaiDateTime(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value;
}

const defaultWidth = (header: string) => Math.max(12, header.length + 4);

/** Settles as `promise` does, or rejects with `signal.reason` as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * An XLSX workbook streamed into `body` by exceljs's `WorkbookWriter`: one worksheet, a bold
 * header row kept in view, each row committed (written out) as soon as it is added, and no
 * shared-strings table (which would keep every text until the end).
 */
export async function xlsxWriter<Row>(
  body: Writable,
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
): Promise<ExportWriter> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
    useSharedStrings: false,
  });
  const name = sheetName.replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_MAX_LENGTH).trim();
  const sheet = workbook.addWorksheet(name || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ header, width }) => ({
    header,
    width: width ?? defaultWidth(header),
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();
  const ready = xlsxBacklog(workbook, sheet);

  return {
    row(values) {
      sheet.addRow(values.map(xlsxCell)).commit();
    },
    ready: (signal) => ready(body, signal),
    async end(signal) {
      sheet.commit();
      await unlessAborted(workbook.commit(), signal);
    },
  };
}
