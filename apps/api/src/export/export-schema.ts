import { EXPORT_FILE_TYPES } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../schemas/envelope';

const file = Type.String({ format: 'binary' });

/**
 * The answers of an export route: 200 is the file itself (streamed, so never serialized: the
 * schema documents it), errors are the usual `{ message, errors? }` in JSON.
 */
export const exportResponses = {
  200: {
    description: 'The file (XLSX or CSV), streamed; X-Total-Count names how many rows it holds',
    content: {
      [EXPORT_FILE_TYPES.xlsx.contentType]: { schema: file },
      'text/csv': { schema: file },
    },
  },
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
};
