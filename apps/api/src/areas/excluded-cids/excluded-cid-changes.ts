import {
  CID_MESSAGES,
  cidProblem,
  EXCLUDED_CID_MESSAGES,
  maskCid,
  normaliseCid,
  type ExcludedCidRecord,
  type NewExcludedCidBody,
  type RevealedCid,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import { loggedDeletion } from '../activity-log/logged-deletion';
import type { Actor } from '../activity-log/record-activity';
import type { CidProtection } from '../../cid/cid-protection';
import { hideCids } from '../../cid/hide-cids';
import type { Database } from '../../db/database';
import { insertUnlessTaken } from '../../db/insert-unless-taken';
import { excludedCid } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { EXCLUDED_CID_ENTRIES } from './excluded-cid-activity';
import {
  maskedCidOf,
  selectExcludedCidRows,
  toExcludedCidRecord,
  type ExcludedCidRow,
} from './excluded-cid-list-source';

/** Excluded CID `id` as the list reads it, locked until the transaction ends; 404 without it. */
async function lockExcludedCid(db: Database, id: number): Promise<ExcludedCidRow> {
  const [row] = await selectExcludedCidRows(db)
    .where(eq(excludedCid.id, id))
    .for('update', { of: excludedCid });
  if (!row) throw notFound();
  return row;
}

/**
 * Adds a CID to the list with its reason, logged (masked) in the same transaction. 400 at `/cid`
 * with the CID_MESSAGES text of its problem; 409 at `/cid` when it is on the list already. The
 * value itself is never echoed back.
 */
export async function addExcludedCid(
  db: Database,
  protection: CidProtection,
  actor: Actor & { userId: number },
  body: NewExcludedCidBody,
): Promise<ExcludedCidRecord> {
  const problem = cidProblem(body.cid);
  if (problem) throw badRequest([{ path: '/cid', message: CID_MESSAGES[problem] }]);
  const cid = normaliseCid(body.cid);
  const masked = maskCid(cid);
  const reason = hideCids(body.reason.trim());
  const { encrypted, keyId } = protection.encryptCid(cid);

  const id = await loggedChange(db, actor, async (tx) => {
    const added = {
      cidHash: protection.hashCid(cid),
      cidEncrypted: encrypted,
      cidKeyId: keyId,
      reason,
      createdBy: actor.userId,
    };
    const inserted = await insertUnlessTaken(tx, excludedCid, added, excludedCid.cidHash, () =>
      conflict([{ path: '/cid', message: EXCLUDED_CID_MESSAGES.alreadyExcluded }]),
    );
    return { result: inserted, entry: EXCLUDED_CID_ENTRIES.added(masked, reason) };
  });

  const [row] = await selectExcludedCidRows(db).where(eq(excludedCid.id, id));
  if (!row) throw new Error(`excluded CID ${id} vanished after it was added`);
  return toExcludedCidRecord(row, protection);
}

/** Takes CID `id` off the list, logged (masked) in the same transaction; 404 without it. */
export async function deleteExcludedCid(
  db: Database,
  protection: CidProtection,
  actor: Actor,
  id: number,
): Promise<void> {
  await loggedDeletion(db, actor, excludedCid, id, {
    lock: (tx) => lockExcludedCid(tx, id),
    entry: (_tx, row) => EXCLUDED_CID_ENTRIES.removed(maskedCidOf(row, protection), row.reason),
  });
}

/**
 * CID `id` in full, for the Super Admin who asked; the reading is logged (masked) in the same
 * transaction, so that no CID is answered without its entry. 404 without it.
 */
export async function revealExcludedCid(
  db: Database,
  protection: CidProtection,
  actor: Actor,
  id: number,
): Promise<RevealedCid> {
  return loggedChange(db, actor, async (tx) => {
    const [row] = await selectExcludedCidRows(tx).where(eq(excludedCid.id, id));
    if (!row) throw notFound();
    const cid = protection.decryptCid(row.cidEncrypted, row.cidKeyId);
    const masked = maskCid(cid);
    return { result: { id: row.id, cid }, entry: EXCLUDED_CID_ENTRIES.revealed(masked) };
  });
}
