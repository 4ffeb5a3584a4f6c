import { CID_IMPORT_MAX_BYTES, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import type { TObject, TString } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { base64Text, decodeBase64, decodedLength } from '../../areas/media/base64-body';
import { badRequest } from '../../http-errors';
import { readCidFile, type CidFileRow } from './read-cid-file';

/**
 * A route's body that carries a CSV or XLSX file of CIDs (`base64`): the excluded-CID import and
 * a segment's CID list. A file of up to twice CID_IMPORT_MAX_BYTES still arrives, so that staff
 * read why it is refused (fileTooLarge) rather than a bare 413; anything larger is a 413.
 */
export const CID_FILE_BODY_LIMIT = Math.ceil((2 * CID_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

const fileProblem = (message: string) => badRequest([{ path: '/base64', message }]);

/**
 * What a route taking a CID file declares besides its body: the body limit, and before
 * validation the refusal in Thai of a file past the limit (not by the schema's length rule).
 */
export function cidFileBody<B extends TObject>(body: B & { properties: { base64: TString } }) {
  const base64MaxLength = body.properties.base64.maxLength ?? 0;
  return {
    body: body as B,
    bodyLimit: CID_FILE_BODY_LIMIT,
    preValidation: async (request: FastifyRequest): Promise<void> => {
      const sent = request.body as { base64?: unknown } | null | undefined;
      if (typeof sent?.base64 === 'string' && sent.base64.length > base64MaxLength) {
        throw fileProblem(EXCLUDED_CID_MESSAGES.fileTooLarge);
      }
    },
  };
}

/** The uploaded file's bytes; 400 at `/base64` for text that is no base64, or a file too large. */
function uploadedFile(base64: string): Buffer {
  const text = base64Text(base64);
  if (text === null) throw fileProblem(EXCLUDED_CID_MESSAGES.fileUnreadable);
  if (decodedLength(text) > CID_IMPORT_MAX_BYTES) {
    throw fileProblem(EXCLUDED_CID_MESSAGES.fileTooLarge);
  }
  return decodeBase64(text);
}

/**
 * The data rows of the uploaded CID file. 400 at `/base64` for a file that cannot be read at all
 * (no base64, too large, unreadable, too many rows, no CID column, no CID).
 */
export async function uploadedCidRows(base64: string): Promise<CidFileRow[]> {
  const reading = await readCidFile(uploadedFile(base64));
  if ('problem' in reading) throw fileProblem(reading.problem);
  return reading.rows;
}
