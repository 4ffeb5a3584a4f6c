/** What the file dialog of an import offers; the API reads the bytes, whatever the name says. */
export const IMPORT_FILE_ACCEPT = '.csv,.xlsx';

/** The Thai texts of an import area for a file refused before it is sent. */
export interface ImportFileMessages {
  fileUnreadable: string;
  fileEmpty: string;
  fileTooLarge: string;
}

/** What is wrong with a chosen CSV or XLSX file before it is sent (name and size), or null. */
export function importFileProblem(
  file: File,
  maxBytes: number,
  messages: ImportFileMessages,
): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return messages.fileUnreadable;
  if (file.size === 0) return messages.fileEmpty;
  if (file.size > maxBytes) return messages.fileTooLarge;
  return null;
}
