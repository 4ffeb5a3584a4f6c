import type { CidImportBody, CidImportPreview } from '@hbc/contracts';
import type { CidProtection } from '../../cid/cid-protection';
import { excludedHashes } from '../../cid/excluded-hashes';
import { hideCids } from '../../cid/hide-cids';
import { uploadedCidRows } from '../../cid/import/cid-file-upload';
import { classifyCidRows } from '../../cid/import/classify-cid-rows';
import { stageCidImport } from '../../cid/import/cid-import-store';
import type { Database } from '../../db/database';

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
  const rows = await uploadedCidRows(body.base64);
  const fileName = hideCids(body.fileName);
  const reason = hideCids(body.reason.trim());
  const classified = await classifyCidRows(
    rows.map((row) => (row.reason === null ? row : { ...row, reason: hideCids(row.reason) })),
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
