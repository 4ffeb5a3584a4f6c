import { API_ERRORS, CID_IMPORT_LIFETIME_HOURS, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loggedChange } from '../../areas/activity-log/logged-change';
import type { Actor } from '../../areas/activity-log/record-activity';
import type { Database } from '../../db/database';
import { badRequest, HttpError } from '../../http-errors';
import { cidImport, cidImportRow, excludedCid } from '../../db/schema';
import { EXCLUDED_CID_ENTRIES } from '../../areas/excluded-cids/excluded-cid-activity';
import { textArray } from '../excluded-hashes';
import type { CidProtection } from '../cid-protection';
import type { AcceptedCid, CidImportCounts } from './classify-cid-rows';

/**
 * Rows staged per statement (one INSERT … SELECT unnest of five arrays). The next batch is
 * encrypted while the database writes this one.
 */
export const STAGE_BATCH_ROWS = 2_500;

/** 404 for an import that is not there (any more) for whoever asks. */
const importGone = () =>
  new HttpError(404, API_ERRORS.NOT_FOUND, [
    { path: '', message: EXCLUDED_CID_MESSAGES.importGone },
  ]);

const HOUR_MS = 60 * 60 * 1000;
/** When an import made before it is too old to confirm. */
const cutoffOf = (now: Date) => new Date(now.getTime() - CID_IMPORT_LIFETIME_HOURS * HOUR_MS);

export interface NewCidImport {
  createdBy: number;
  fileName: string;
  reason: string;
  counts: CidImportCounts;
}

type StagedColumns = ReturnType<typeof stagedColumns>;

/** One batch of rows as the statement takes them: encrypted, column by column. */
function stagedColumns(batch: readonly AcceptedCid[], protection: CidProtection) {
  const columns = {
    rows: [] as number[],
    hashes: [] as string[],
    encrypted: [] as string[],
    keyIds: [] as string[],
    reasons: [] as string[],
  };
  for (const item of batch) {
    const { encrypted, keyId } = protection.encryptCid(item.cid);
    columns.rows.push(item.row);
    columns.hashes.push(item.hash);
    columns.encrypted.push(encrypted);
    columns.keyIds.push(keyId);
    columns.reasons.push(item.reason);
  }
  return columns;
}

/** Stages one batch: a single INSERT … SELECT over its column arrays. */
const insertStaged = (importId: string, batch: StagedColumns) => sql`
  insert into ${cidImportRow} (import_id, row_number, cid_hash, cid_encrypted, cid_key_id, reason)
  select ${importId}::uuid, * from unnest(
    ${sql.param(batch.rows)}::int[],
    ${textArray(batch.hashes)},
    ${textArray(batch.encrypted)},
    ${textArray(batch.keyIds)},
    ${textArray(batch.reasons)}
  )`;

/**
 * Keeps a checked file's valid rows, hashed and encrypted (never as read), until it is confirmed,
 * in one transaction; answers the import's id.
 */
export async function stageCidImport(
  db: Database,
  protection: CidProtection,
  file: NewCidImport,
  accepted: readonly AcceptedCid[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cidImport)
      .values({
        createdBy: file.createdBy,
        fileName: file.fileName,
        reason: file.reason,
        ...file.counts,
      })
      .returning({ id: cidImport.id });
    if (!created) throw new Error('cid_import insert returned no row');
    let writing: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < accepted.length; start += STAGE_BATCH_ROWS) {
      const batch = stagedColumns(accepted.slice(start, start + STAGE_BATCH_ROWS), protection);
      await writing;
      // `then` sends the statement now (a Drizzle query waits for it), so the next batch is
      // encrypted while the database writes this one.
      writing = tx.execute(insertStaged(created.id, batch)).then(() => undefined);
    }
    await writing;
    return created.id;
  });
}

/** The import `id` of `userId`, unconfirmed and not expired at `now`. */
const liveImport = (id: string, userId: number, now: Date) =>
  and(
    eq(cidImport.id, id),
    eq(cidImport.createdBy, userId),
    gt(cidImport.createdAt, cutoffOf(now)),
  );

/**
 * Confirms import `id` of the actor: in one transaction, every staged row joins the excluded-CID
 * list (a CID added meanwhile counts as already there), the import is deleted and one activity
 * entry written; all of it or none. Answers how many were added. 404 (importGone) when there is
 * no such import of the actor's (expired, confirmed or cancelled already, or someone else's);
 * 400 (nothingToImport) for one without a valid row.
 */
export async function confirmCidImport(
  db: Database,
  actor: Actor & { userId: number },
  id: string,
  now = new Date(),
): Promise<number> {
  return loggedChange(db, actor, async (tx) => {
    const [found] = await tx
      .select({ fileName: cidImport.fileName, validRows: cidImport.validRows })
      .from(cidImport)
      .where(liveImport(id, actor.userId, now))
      .for('update');
    if (!found) throw importGone();
    if (found.validRows === 0) {
      throw badRequest([{ path: '', message: EXCLUDED_CID_MESSAGES.nothingToImport }]);
    }
    const inserted = await tx.execute<{ added: number }>(sql`
      with added as (
        insert into ${excludedCid} (cid_hash, cid_encrypted, cid_key_id, reason, created_by)
        select cid_hash, cid_encrypted, cid_key_id, reason, ${actor.userId}::int
          from ${cidImportRow} where import_id = ${id}::uuid order by row_number
        on conflict (cid_hash) do nothing
        returning 1
      )
      select count(*)::int as added from added`);
    const added = inserted.rows[0]?.added ?? 0;
    await tx.delete(cidImport).where(eq(cidImport.id, id));
    return {
      result: added,
      entry: EXCLUDED_CID_ENTRIES.imported(found.fileName, added, found.validRows - added),
    };
  });
}

/** Drops import `id` of `userId` unconfirmed; 404 (importGone) when there is none to drop. */
export async function cancelCidImport(db: Database, userId: number, id: string): Promise<void> {
  const deleted = await db
    .delete(cidImport)
    .where(and(eq(cidImport.id, id), eq(cidImport.createdBy, userId)))
    .returning({ id: cidImport.id });
  if (deleted.length === 0) throw importGone();
}

/** Deletes the imports left unconfirmed past CID_IMPORT_LIFETIME_HOURS; answers how many. */
export async function purgeExpiredCidImports(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(cidImport)
    .where(lt(cidImport.createdAt, cutoffOf(now)))
    .returning({ id: cidImport.id });
  return deleted.length;
}
