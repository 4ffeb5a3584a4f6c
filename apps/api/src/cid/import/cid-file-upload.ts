import { CID_IMPORT_MAX_BYTES, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import type { TObject, TString } from '@sinclair/typebox';
import {
  base64FileBody,
  fileProblem,
  uploadedFile,
  type Base64FileRules,
} from '../../areas/media/base64-file';
import { readCidFile, type CidFileRow } from './read-cid-file';

/** A CSV or XLSX file of CIDs: the excluded-CID import and a segment's CID list. */
const CID_FILE: Base64FileRules = {
  maxBytes: CID_IMPORT_MAX_BYTES,
  messages: EXCLUDED_CID_MESSAGES,
};

/**
 * What a route taking a CID file (`base64`) declares besides its body: the body limit, and
 * before validation the refusal in Thai of a file past the limit.
 */
export function cidFileBody<B extends TObject>(body: B & { properties: { base64: TString } }) {
  return base64FileBody(body, CID_FILE);
}

/**
 * The data rows of the uploaded CID file. 400 at `/base64` for a file that cannot be read at all
 * (no base64, too large, unreadable, too many rows, no CID column, no CID).
 */
export async function uploadedCidRows(base64: string): Promise<CidFileRow[]> {
  const reading = await readCidFile(uploadedFile(base64, CID_FILE));
  if ('problem' in reading) throw fileProblem(reading.problem);
  return reading.rows;
}
