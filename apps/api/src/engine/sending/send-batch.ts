import type { Database } from '../../db/database';
import type { AggregationUnitBudget } from '../../areas/report/aggregation-units';
import { BROADCAST_MESSAGES } from '@hbc/contracts';
import { endBatch, haltSending, releaseBatch, type BatchEnd } from './batch-completion';
import { claimBatches, renewClaims, type BatchClaims } from './batch-claims';
import type { BatchEnds } from './batch-ends';
import type { ConvertedMessages } from './converted-messages';
import type { HaltCause, LineMessaging, SendOutcome } from './line-messaging';
import type { MulticastRateLimiter, Sleep } from './rate-limiter';
import {
  SILENT_OBSERVER,
  type BatchEnding,
  type LineAnswer,
  type SendingObserver,
} from './sending-observer';
import { deferBatch, type SendWindowSource } from './send-window';

export interface BatchSender {
  db: Database;
  line: Pick<LineMessaging, 'multicast'>;
  limiter: Pick<MulticastRateLimiter, 'take'>;
  sleep: Sleep;
  /** How long a batch keeps trying after transient answers (429, 5xx, none) before it fails. */
  giveUpAfterMs: number;
  /** At most this many calls of one batch, whatever the time (tests); unlimited without. */
  maxTries?: number;
  /** First wait between tries; it doubles each time, with jitter, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * A claim not renewed for this long belongs to a process that stopped: it is taken over. The
   * holder renews it before each call and while it waits, so it can be short.
   */
  leaseMs: number;
  /** http media allowed on this origin (development's PUBLIC_BASE_URL), else none. */
  httpMediaOrigin?: string;
  /**
   * Which aggregation unit each broadcast's multicasts carry (its LINE insight), decided by its
   * first batch and stored on the broadcast; none without.
   */
  aggregationUnits?: Pick<AggregationUnitBudget, 'unitFor'>;
  /**
   * Claims the batches a process starts together, and renews the claims whose turns came
   * together, in one statement; each batch alone without.
   */
  claims?: Pick<BatchClaims, 'claim' | 'renew'>;
  /** Writes the batches' ends and folds their counts together; each batch alone without. */
  ends?: Pick<BatchEnds, 'end'>;
  /** The broadcasts' messages as LINE takes them, converted once per broadcast. */
  converted: ConvertedMessages;
  /** The send window: outside it, batches of broadcasts that are not urgent wait. None: always open. */
  sendWindow?: Pick<SendWindowSource, 'closedUntil'>;
  observer?: SendingObserver;
  now?: () => number;
}

/**
 * A claim checked this recently is not checked again before a call: a cancel is seen by the next
 * call after this long at most, and a batch sent at once costs one statement less.
 */
const FRESH_CLAIM_MS = 250;

export type BatchResult = 'sent' | 'failed' | 'cancelled' | 'released' | 'deferred' | 'skipped';

/** Claims and renewals of one batch at a time, for a sender without `claims`. */
const oneAtATime = (sender: BatchSender): Pick<BatchClaims, 'claim' | 'renew'> => ({
  claim: async (batchId) => (await claimBatches(sender.db, [batchId], sender.leaseMs))[0],
  renew: async (held) => (await renewClaims(sender.db, [held])).has(held.batchId),
});

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
    ? { state: 'FAILED', reason: `LINE ${outcome.status}: ${outcome.reason}`, refused: true }
    : { state: 'SENT', requestId: outcome.requestId };
}

/** What the broadcast's detail says when a refusal stopped it: why in Thai, then LINE's words. */
export function haltReasonOf(cause: HaltCause, lineReason: string): string {
  const why =
    cause === 'quota' ? BROADCAST_MESSAGES.haltedByQuota : BROADCAST_MESSAGES.haltedByMessages;
  return `${why} (LINE: ${lineReason})`;
}

function answerOf(outcome: SendOutcome): LineAnswer {
  switch (outcome.kind) {
    case 'accepted':
      return 200;
    case 'duplicate':
      return 409;
    case 'refused':
      return outcome.status;
    default:
      return outcome.answer;
  }
}

/**
 * Sends one batch with one multicast carrying the batch's retry key: LINE's 409 for a key it
 * has already accepted counts as sent, so a re-run (a retry, a crash and restart, two processes)
 * never delivers twice. 429, 5xx and timeouts are tried again after a pause (renewing the claim
 * meanwhile) until `giveUpAfterMs`; any other 4xx fails the batch with LINE's reason, and when
 * it is about the messages themselves or the month's quota, the broadcast's other batches not yet
 * taken fail with it (`haltSending`) instead of each calling LINE in vain. When
 * `stopping` aborts (the process shuts down), a batch that is waiting gives its claim back at
 * once for another process to take.
 */
export async function sendBatch(
  sender: BatchSender,
  batchId: number,
  stopping?: AbortSignal,
): Promise<BatchResult> {
  const observer = sender.observer ?? SILENT_OBSERVER;
  const now = sender.now ?? Date.now;
  const claims = sender.claims ?? oneAtATime(sender);
  const batch = await claims.claim(batchId);
  if (!batch) return 'skipped';
  const claim = Number(batch.claim);
  const size = Number(batch.size);
  const finish = async (end: BatchEnd, result: BatchEnding): Promise<BatchResult> => {
    const ended = sender.ends
      ? await sender.ends.end(batchId, claim, end)
      : await endBatch(sender.db, batchId, claim, end);
    if (!ended) return 'skipped';
    observer.batchEnded(result, size);
    return result;
  };
  const release = async (): Promise<BatchResult> => {
    if (!(await releaseBatch(sender.db, batchId, claim))) return 'skipped';
    observer.batchEnded('released', size);
    return 'released';
  };
  let checkedAt = now();
  /** Still ours and wanted: renews the claim unless it was checked a moment ago. */
  const stillOurs = async (): Promise<boolean> => {
    if (now() - checkedAt < FRESH_CLAIM_MS) return true;
    if (!(await claims.renew({ batchId, claim }))) return false;
    checkedAt = now();
    return true;
  };
  /** Waits `ms` keeping the claim; false when the batch must not go on (cancelled, taken over). */
  const wait = async (ms: number): Promise<boolean> => {
    const until = now() + ms;
    for (let left = ms; left > 0; left = until - now()) {
      await sender.sleep(Math.min(left, sender.leaseMs / 3), stopping);
      if (stopping?.aborted) return false;
      if (!(await stillOurs())) return false;
    }
    return true;
  };

  /** This batch fails, and so do the broadcast's batches not yet taken: they would fare no better. */
  const halt = async (reason: string): Promise<BatchResult> => {
    // The reason first: this batch's end may be the one that ends the broadcast, together with
    // the ends of other batches refused alike.
    await haltSending(sender.db, batch.broadcastId, reason);
    return finish({ state: 'FAILED', reason, refused: true }, 'failed');
  };

  const closedUntil = batch.urgent
    ? null
    : ((await sender.sendWindow?.closedUntil(sender.db, new Date(now()))) ?? null);
  if (closedUntil) {
    if (!(await deferBatch(sender.db, batchId, claim, batch.broadcastId, closedUntil))) {
      return 'skipped';
    }
    observer.batchEnded('released', size);
    return 'deferred';
  }

  const converted = sender.converted.of(batch.broadcastId, batch.messages, sender.httpMediaOrigin);
  if (!converted.ok) return halt(haltReasonOf('messages', converted.reason));
  const aggregationUnit =
    (await sender.aggregationUnits?.unitFor(sender.db, batch.broadcastId)) ?? null;
  const giveUpAt = now() + sender.giveUpAfterMs;
  const maxTries = sender.maxTries ?? Number.POSITIVE_INFINITY;

  let lastReason = '';
  let tryNumber = 1;
  for (; ; tryNumber++) {
    if (!(await sender.limiter.take(stopping))) return release();
    // The wait for a turn may be long: the broadcast may have been cancelled meanwhile.
    if (!(await stillOurs())) {
      return finish({ state: 'CANCELLED' }, 'cancelled');
    }
    const outcome = await sender.line.multicast(
      batch.recipients,
      converted.messages,
      batch.retryKey,
      aggregationUnit,
    );
    observer.lineAnswered(answerOf(outcome));
    if (outcome.kind === 'refused' && outcome.halts) {
      return halt(haltReasonOf(outcome.halts, `${outcome.status} ${outcome.reason}`));
    }
    if (outcome.kind !== 'retry') {
      return finish(endOf(outcome), outcome.kind === 'refused' ? 'failed' : 'sent');
    }
    lastReason = outcome.reason;
    const delay = retryDelay(sender, tryNumber, outcome.retryAfterMs);
    if (tryNumber >= maxTries || now() + delay > giveUpAt) break;
    observer.batchRetried();
    if (!(await wait(delay))) {
      if (stopping?.aborted) return release();
      return finish({ state: 'CANCELLED' }, 'cancelled');
    }
  }
  return finish(
    {
      state: 'FAILED',
      reason: `LINE ไม่ตอบรับหลังลอง ${tryNumber} ครั้ง: ${lastReason}`,
      refused: false,
    },
    'failed',
  );
}
