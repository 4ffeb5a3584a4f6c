import type * as ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first export or import that needs it rather than at start: reading it
 * and its dependencies was a seventh of a starting API process's CPU.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  const { default: excelJs } = await import('exceljs');
  return excelJs;
}
