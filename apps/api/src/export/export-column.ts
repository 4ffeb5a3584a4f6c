/**
 * What one cell of an export holds: text, a number, an instant, or nothing. Instants are written
 * as staff read them on screen (dd/MM/yyyy HH:mm, Buddhist era, Thai time) in both formats, which
 * a spreadsheet would otherwise show in its own calendar and time zone.
 */
export type ExportValue = string | number | Date | null;

/**
 * One column of an area's export, declared once per area: the Thai header staff read, how a row
 * gives the cell, and how wide the column opens in a spreadsheet (in characters).
 */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => ExportValue;
  width?: number;
}
