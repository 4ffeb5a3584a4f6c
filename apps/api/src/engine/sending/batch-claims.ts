import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { QUICK_COMMIT } from './quick-commit';
import { SameTurnCalls } from './same-turn-calls';

/** A batch claimed to be sent: what its multicast needs. */
export type ClaimedBatch = {
  batchId: number;
  broadcastId: number;
  urgent: boolean;
  claim: number;
  size: number;
  recipients: string[];
  retryKey: string;
  messages: unknown[];
};

/** A claim of a batch: the batch and its attempts when claimed. */
export interface BatchClaim {
  batchId: number;
  claim: number;
}

/**
 * Takes the batches `batchIds` to send that nobody holds: PENDING, or SENDING by a process whose
 * lease ran out. Nothing is claimed of a broadcast that is no longer sending (cancelled). Its
 * commit does not wait for the disk (`QUICK_COMMIT`): a claim lost in a server crash leaves the
 * batch to be claimed again, and sent again under the same retry key, which LINE answers 409
 * (counted sent). Answers the batches claimed.
 */
export async function claimBatches(
  db: Database,
  batchIds: readonly number[],
  leaseMs: number,
): Promise<ClaimedBatch[]> {
  const { rows } = await db.execute<ClaimedBatch>(sql`
    with ${QUICK_COMMIT}
    update ${broadcastBatch} b set state = 'SENDING', attempts = b.attempts + 1, updated_at = now()
    from ${broadcast} br, quick_commit
    where b.id = any(${sql.param([...batchIds])}::bigint[]) and br.id = b.broadcast_id
      and br.status = 'SENDING'
      and (b.state = 'PENDING'
           or (b.state = 'SENDING' and b.updated_at < now() - make_interval(secs => ${leaseMs / 1000})))
    returning b.id as "batchId", b.broadcast_id as "broadcastId", br.urgent, b.attempts as claim,
      b.size, array_to_json(b.recipients) as recipients, b.retry_key as "retryKey", br.messages`);
  return rows.map((row) => ({ ...row, batchId: Number(row.batchId) }));
}

/**
 * Renews the leases of the claims still held and still wanted; answers the batches renewed (a
 * batch missing was taken over, or its broadcast cancelled meanwhile). A renewal lost in a server
 * crash is harmless as a lost claim is (`QUICK_COMMIT`).
 */
export async function renewClaims(
  db: Database,
  claims: readonly BatchClaim[],
): Promise<Set<number>> {
  const ids = sql.param(claims.map((one) => one.batchId));
  const { rows } = await db.execute<{ id: number }>(sql`
    with ${QUICK_COMMIT}, held as (
      select * from unnest(${ids}::bigint[], ${sql.param(claims.map((one) => one.claim))}::int[])
        as held(id, claim)
    )
    update ${broadcastBatch} b set updated_at = now() from ${broadcast} br, quick_commit, held
    where b.id = any(${ids}::bigint[]) and b.id = held.id and b.state = 'SENDING'
      and b.attempts = held.claim and br.id = b.broadcast_id and br.status = 'SENDING'
    returning b.id`);
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * One process's claims and renewals: those asked in the same turn of its event loop (the batches
 * of one fetch; the batches whose turns came at once) go in one statement.
 */
export class BatchClaims {
  private readonly claims: SameTurnCalls<number, ClaimedBatch | undefined>;
  private readonly renewals: SameTurnCalls<BatchClaim, boolean>;

  constructor(db: Database, leaseMs: number) {
    this.claims = new SameTurnCalls(async (batchIds) => {
      const claimed = new Map(
        (await claimBatches(db, [...new Set(batchIds)], leaseMs)).map((batch) => [
          batch.batchId,
          batch,
        ]),
      );
      return batchIds.map((batchId) => {
        const batch = claimed.get(batchId);
        // A batch asked for twice (two of its jobs in one fetch) is sent by the first only.
        claimed.delete(batchId);
        return batch;
      });
    });
    this.renewals = new SameTurnCalls(async (held) => {
      const renewed = await renewClaims(db, held);
      return held.map((one) => renewed.has(one.batchId));
    });
  }

  /** Batch `batchId`, claimed; undefined when it is not to be sent by this call. */
  claim(batchId: number): Promise<ClaimedBatch | undefined> {
    return this.claims.ask(batchId);
  }

  /** Whether this claim still holds its batch and the broadcast still sends (its lease renewed). */
  renew(held: BatchClaim): Promise<boolean> {
    return this.renewals.ask(held);
  }
}
