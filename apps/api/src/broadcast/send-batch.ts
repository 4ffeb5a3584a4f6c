import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { broadcast, broadcastBatch } from '../db/schema';
import type { AggregationUnitBudget } from '../report/aggregation-units';
import { endBatch, type BatchEnd } from './batch-completion';
import { lineMessagesOf } from './line-messages';
import type { LineMessaging, SendOutcome } from './line-messaging';
import type { MulticastRateLimiter, Sleep } from './rate-limiter';

export interface BatchSender {
  db: Database;
  line: Pick<LineMessaging, 'multicast'>;
  limiter: Pick<MulticastRateLimiter, 'take'>;
  sleep: Sleep;
  /** Calls of one batch before it is failed (LINE kept answering 429, 5xx or nothing). */
  maxTries: number;
  /** First wait between tries; it doubles each time, with jitter, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A claim older than this, still SENDING, belongs to a worker that stopped: it is taken over. */
  leaseMs: number;
  /** http media allowed on this origin (development's PUBLIC_BASE_URL), else none. */
  httpMediaOrigin?: string;
  /** Which aggregation unit each broadcast's multicasts carry (its LINE insight); none without. */
  aggregationUnits?: Pick<AggregationUnitBudget, 'unitFor'>;
}

export type BatchResult = 'sent' | 'failed' | 'cancelled' | 'skipped';

type ClaimedBatch = {
  broadcastId: number;
  claim: number;
  recipients: string[];
  retryKey: string;
  messages: unknown[];
};

/**
 * Takes batch `batchId` to send if nobody holds it: PENDING, or SENDING by a worker whose lease
 * ran out. Nothing is claimed of a broadcast that is no longer sending (cancelled).
 */
async function claimBatch(db: Database, batchId: number, leaseMs: number) {
  const { rows } = await db.execute<ClaimedBatch>(sql`
    update ${broadcastBatch} b set state = 'SENDING', attempts = b.attempts + 1, updated_at = now()
    from ${broadcast} br
    where b.id = ${batchId} and br.id = b.broadcast_id and br.status = 'SENDING'
      and (b.state = 'PENDING'
           or (b.state = 'SENDING' and b.updated_at < now() - make_interval(secs => ${leaseMs / 1000})))
    returning b.broadcast_id as "broadcastId", b.attempts as claim, b.recipients, b.retry_key as "retryKey",
      br.messages`);
  return rows[0];
}

/** Still ours and still wanted: renews the lease, or says the broadcast was cancelled meanwhile. */
async function renewClaim(db: Database, batchId: number, claim: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update ${broadcastBatch} b set updated_at = now() from ${broadcast} br
    where b.id = ${batchId} and b.state = 'SENDING' and b.attempts = ${claim}
      and br.id = b.broadcast_id and br.status = 'SENDING'
    returning b.id`);
  return rows.length > 0;
}

/** The wait before try `tryNumber + 1`: LINE's Retry-After, else exponential with full jitter. */
export function retryDelay(
  sender: Pick<BatchSender, 'baseDelayMs' | 'maxDelayMs'>,
  tryNumber: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, sender.maxDelayMs);
  const ceiling = Math.min(sender.maxDelayMs, sender.baseDelayMs * 2 ** (tryNumber - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function endOf(outcome: Exclude<SendOutcome, { kind: 'retry' }>): BatchEnd {
  return outcome.kind === 'refused'
    ? { state: 'FAILED', reason: `LINE ${outcome.status}: ${outcome.reason}` }
    : { state: 'SENT', requestId: outcome.requestId };
}

/**
 * Sends one batch with one multicast carrying the batch's retry key: LINE's 409 for a key it
 * has already accepted counts as sent, so a re-run (a retry, a crash and restart, two workers)
 * never delivers twice. 429, 5xx and timeouts are tried again after a pause; any other 4xx fails
 * the batch with LINE's reason.
 */
export async function sendBatch(sender: BatchSender, batchId: number): Promise<BatchResult> {
  const batch = await claimBatch(sender.db, batchId, sender.leaseMs);
  if (!batch) return 'skipped';
  const claim = Number(batch.claim);
  const finish = async (end: BatchEnd, result: BatchResult): Promise<BatchResult> =>
    (await endBatch(sender.db, batchId, claim, end)) ? result : 'skipped';

  const converted = lineMessagesOf(batch.messages, sender.httpMediaOrigin);
  if (!converted.ok) return finish({ state: 'FAILED', reason: converted.reason }, 'failed');
  const aggregationUnit = (await sender.aggregationUnits?.unitFor(batch.broadcastId)) ?? null;

  let lastReason = '';
  for (let tryNumber = 1; tryNumber <= sender.maxTries; tryNumber++) {
    await sender.limiter.take();
    // The wait for a turn may be long: the broadcast may have been cancelled meanwhile.
    if (!(await renewClaim(sender.db, batchId, claim))) {
      return finish({ state: 'CANCELLED' }, 'cancelled');
    }
    const outcome = await sender.line.multicast(
      batch.recipients,
      converted.messages,
      batch.retryKey,
      aggregationUnit,
    );
    if (outcome.kind !== 'retry') {
      return finish(endOf(outcome), outcome.kind === 'refused' ? 'failed' : 'sent');
    }
    lastReason = outcome.reason;
    if (tryNumber < sender.maxTries) {
      await sender.sleep(retryDelay(sender, tryNumber, outcome.retryAfterMs));
    }
  }
  return finish(
    { state: 'FAILED', reason: `LINE ไม่ตอบรับหลังลอง ${sender.maxTries} ครั้ง: ${lastReason}` },
    'failed',
  );
}
