/** One record of an imported file: its line (1 = the first, header included) and its cells as text. */
export interface FileRecord {
  row: number;
  cells: string[];
}
