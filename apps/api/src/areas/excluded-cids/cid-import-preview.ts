import {
  CID_IMPORT_MAX_BYTES,
  EXCLUDED_CID_MESSAGES,
  type CidImportBody,
  type CidImportPreview,
} from '@hbc/contracts';
import type { CidProtection } from '../../cid/cid-protection';
import { excludedHashes } from '../../cid/excluded-hashes';
import { hideCids } from '../../cid/hide-cids';
import { classifyCidRows } from '../../cid/import/classify-cid-rows';
import { stageCidImport } from '../../cid/import/cid-import-store';
import { readCidFile } from '../../cid/import/read-cid-file';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { base64Text, decodeBase64, decodedLength } from '../media/base64-body';

const fileProblem = (message: string) => badRequest([{ path: '/base64', message }]);

/** The uploaded file's bytes; 400 at `/base64` for text that is no base64, or a file too large. */
export function uploadedFile(base64: string): Buffer {
  const text = base64Text(base64);
  if (text === null) throw fileProblem(EXCLUDED_CID_MESSAGES.fileUnreadable);
  if (decodedLength(text) > CID_IMPORT_MAX_BYTES) {
    throw fileProblem(EXCLUDED_CID_MESSAGES.fileTooLarge);
  }
  return decodeBase64(text);
}

/**
 * `POST /api/setting/cid/import`: reads the file, sorts its rows, stages the valid ones (hashed
 * and encrypted) and answers what confirming would do. 400 at `/base64` for a file that cannot be
 * imported at all (unreadable, too large, too many rows, no CID column, no CID).
 */
export async function previewCidImport(
  db: Database,
  protection: CidProtection,
  userId: number,
  body: CidImportBody,
): Promise<CidImportPreview> {
  const reading = await readCidFile(uploadedFile(body.base64));
  if ('problem' in reading) throw fileProblem(reading.problem);

  const fileName = hideCids(body.fileName);
  const reason = hideCids(body.reason.trim());
  const classified = await classifyCidRows(
    reading.rows.map((row) =>
      row.reason === null ? row : { ...row, reason: hideCids(row.reason) },
    ),
    { protection, reason, excluded: (hashes) => excludedHashes(db, hashes) },
  );
  const importId = await stageCidImport(
    db,
    protection,
    { createdBy: userId, fileName, reason, counts: classified.counts },
    classified.accepted,
  );
  return {
    importId,
    fileName,
    ...classified.counts,
    problems: classified.problems,
    valid: classified.valid,
  };
}
