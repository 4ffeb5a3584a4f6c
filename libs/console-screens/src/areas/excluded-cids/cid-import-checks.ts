import { ValidationError } from 'yup';
import { CID_IMPORT_MAX_BYTES, CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import { textRule } from '@hbc/data-screens';
import { importFileProblem } from '../../file-import/import-file-checks';

const reasonRule = textRule(CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES.reasonRequired);

/** What is wrong with a chosen file before it is sent (name and size), or null. */
export function cidFileProblem(file: File): string | null {
  return importFileProblem(file, CID_IMPORT_MAX_BYTES, EXCLUDED_CID_MESSAGES);
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
