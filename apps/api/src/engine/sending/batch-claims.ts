import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { QUICK_COMMIT } from './quick-commit';

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
    where b.id = any(${`{${batchIds.join(',')}}`}::bigint[]) and br.id = b.broadcast_id
      and br.status = 'SENDING'
      and (b.state = 'PENDING'
           or (b.state = 'SENDING' and b.updated_at < now() - make_interval(secs => ${leaseMs / 1000})))
    returning b.id as "batchId", b.broadcast_id as "broadcastId", br.urgent, b.attempts as claim,
      b.size, array_to_json(b.recipients) as recipients, b.retry_key as "retryKey", br.messages`);
  return rows.map((row) => ({ ...row, batchId: Number(row.batchId) }));
}

interface ClaimAsked {
  batchId: number;
  resolve(claimed: ClaimedBatch | undefined): void;
  reject(error: unknown): void;
}

/**
 * One process's claims: the batches it starts in the same turn of its event loop (the jobs of one
 * fetch) are claimed in one statement, where each claiming alone was one of the busiest
 * statements of a national send (docs/benchmarks.md, production-send).
 */
export class BatchClaims {
  private asked: ClaimAsked[] = [];

  constructor(
    private readonly db: Database,
    private readonly leaseMs: number,
  ) {}

  /** Batch `batchId`, claimed; undefined when it is not to be sent by this call. */
  claim(batchId: number): Promise<ClaimedBatch | undefined> {
    return new Promise((resolve, reject) => {
      if (this.asked.length === 0) queueMicrotask(() => void this.claimAsked());
      this.asked.push({ batchId, resolve, reject });
    });
  }

  private async claimAsked(): Promise<void> {
    const asked = this.asked;
    this.asked = [];
    try {
      const claimed = new Map(
        (
          await claimBatches(this.db, [...new Set(asked.map((one) => one.batchId))], this.leaseMs)
        ).map((batch) => [batch.batchId, batch]),
      );
      for (const one of asked) {
        one.resolve(claimed.get(one.batchId));
        // A batch asked for twice (two of its jobs in one fetch) is sent by the first only.
        claimed.delete(one.batchId);
      }
    } catch (error) {
      for (const one of asked) one.reject(error);
    }
  }
}
