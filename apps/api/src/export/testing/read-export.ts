import ExcelJS from 'exceljs';

/**
 * The rows of an XLSX file's first worksheet, header row first, read back by exceljs: each row
 * as `width` cell values (null for an empty cell).
 */
export async function xlsxRows(file: Buffer, width: number): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer interface, which Node's Buffer satisfies at run time.
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: width }, (_, i) => values[i + 1] ?? null));
  });
  return rows;
}

/** The records of a CSV export without its BOM and final line end, for text without line breaks. */
export function csvLines(body: string): string[] {
  if (!body.startsWith('\uFEFF')) throw new Error('the CSV does not start with a BOM');
  return body.slice(1).replace(/\r\n$/, '').split('\r\n');
}
