import { ValidationError } from 'yup';
import { CID_IMPORT_MAX_BYTES, CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import { textRule } from '@hbc/data-screens';

/** What the file dialog offers; the API reads the bytes, whatever the name says. */
export const CID_IMPORT_ACCEPT = '.csv,.xlsx';

const reasonRule = textRule(CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES.reasonRequired);

/** What is wrong with a chosen file before it is sent (name and size), or null. */
export function cidFileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return EXCLUDED_CID_MESSAGES.fileUnreadable;
  if (file.size === 0) return EXCLUDED_CID_MESSAGES.fileEmpty;
  if (file.size > CID_IMPORT_MAX_BYTES) return EXCLUDED_CID_MESSAGES.fileTooLarge;
  return null;
}

/** What is wrong with the reason given to the file's rows, by the form's own rule, or null. */
export function importReasonProblem(reason: string): string | null {
  try {
    reasonRule.validateSync(reason);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
