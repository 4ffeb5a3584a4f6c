import { sql } from 'drizzle-orm';
import { broadcast, broadcastBatch } from '../../db/schema';
import { insertBroadcast, insertUnit, NO_CITIZENS } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import type { SendOutcome } from './line-messaging';
import { countedCalls } from '../../test/counted-calls';
import { BatchClaims } from './batch-claims';
import { BatchEnds } from './batch-ends';
import { ConvertedMessages } from './converted-messages';
import { haltReasonOf, retryDelay, sendBatch, type BatchSender } from './send-batch';

const MESSAGES = [{ type: 'text', text: 'สวัสดี' }];
const RECIPIENTS = ['U' + 'a'.repeat(32), 'U' + 'b'.repeat(32)];

/** A LINE that answers the given outcomes in turn (then accepts), recording each call. */
function scriptedLine(...outcomes: SendOutcome[]) {
  const calls: { to: string[]; retryKey: string; aggregationUnit: string | null }[] = [];
  return {
    calls,
    multicast: async (
      to: string[],
      _messages: unknown[],
      retryKey: string,
      aggregationUnit: string | null = null,
    ) => {
      calls.push({ to, retryKey, aggregationUnit });
      return outcomes.shift() ?? { kind: 'accepted' as const, requestId: 'req-1' };
    },
  };
}

describeEachDatabase('sendBatch', (ctx) => {
  const db = () => ctx.app.db;
  let slept: number[];

  function senderWith(line: BatchSender['line'], over: Partial<BatchSender> = {}): BatchSender {
    return {
      db: db(),
      line,
      limiter: { take: async () => true },
      // Time passes only in the sleeps.
      now: () => slept.reduce((sum, ms) => sum + ms, 0),
      sleep: async (ms) => {
        slept.push(ms);
      },
      maxTries: 3,
      giveUpAfterMs: 3_600_000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      leaseMs: 60_000,
      converted: new ConvertedMessages(),
      ...over,
    };
  }

  /** A SENDING broadcast with one PENDING batch; answers the batch id and the broadcast id. */
  async function pendingBatch(): Promise<{ batchId: number; broadcastId: number }> {
    const unit = await insertUnit(db());
    const row = await insertBroadcast(db(), unit.id, {
      status: 'SENDING',
      messages: MESSAGES,
      targetCount: RECIPIENTS.length,
    });
    const [batch] = await db()
      .insert(broadcastBatch)
      .values({
        broadcastId: row.id,
        seq: 0,
        recipients: RECIPIENTS,
        size: RECIPIENTS.length,
        ...NO_CITIZENS,
        retryKey: crypto.randomUUID(),
      })
      .returning({ id: broadcastBatch.id });
    if (!batch) throw new Error('no batch');
    return { batchId: batch.id, broadcastId: row.id };
  }

  async function stateOf(ids: { batchId: number; broadcastId: number }) {
    const [batch] = await db()
      .select()
      .from(broadcastBatch)
      .where(sql`${broadcastBatch.id} = ${ids.batchId}`);
    const [row] = await db()
      .select()
      .from(broadcast)
      .where(sql`${broadcast.id} = ${ids.broadcastId}`);
    return { batch, broadcast: row };
  }

  beforeEach(() => {
    slept = [];
  });

  it('sends once and ends the broadcast SENT when it was the last batch', async () => {
    const ids = await pendingBatch();
    const line = scriptedLine();
    expect(await sendBatch(senderWith(line), ids.batchId)).toBe('sent');
    expect(await sendBatch(senderWith(line), ids.batchId)).toBe('skipped');
    expect(line.calls).toHaveLength(1);
    const { batch, broadcast: row } = await stateOf(ids);
    expect(batch).toMatchObject({ state: 'SENT', lineRequestId: 'req-1', attempts: 1 });
    expect(row).toMatchObject({ status: 'SENT', sentCount: 2, failedCount: 0 });
  });

  it('claims the batches a process starts together in one statement, and renews their claims in one, sending a batch asked for twice once', async () => {
    const batches = [await pendingBatch(), await pendingBatch(), await pendingBatch()];
    const line = scriptedLine();
    const counted = countedCalls(db(), 'execute');
    const claims = new BatchClaims(counted.db, 60_000);
    // Their turns come at once, long enough after the claims for each to be renewed.
    const limiter = {
      take: async () => {
        slept.push(300);
        return true;
      },
    };
    const sender = senderWith(line, { claims, limiter });
    // The jobs of one fetch, the first batch's twice (the sweep queued it again).
    const started = [batches[0], ...batches].map((ids) => sendBatch(sender, ids?.batchId ?? 0));

    expect((await Promise.all(started)).sort()).toEqual(['sent', 'sent', 'sent', 'skipped']);
    // One claim, one renewal.
    expect(counted.calls()).toBe(2);
    expect(line.calls).toHaveLength(3);
    for (const ids of batches) {
      expect((await stateOf(ids)).broadcast).toMatchObject({ status: 'SENT', sentCount: 2 });
    }
  });

  it('tries again after 429 and 5xx with the same retry key, waiting as LINE says, and counts a 409 as sent', async () => {
    const ids = await pendingBatch();
    const line = scriptedLine(
      { kind: 'retry', reason: '429', retryAfterMs: 700, answer: 429 },
      { kind: 'duplicate', requestId: 'req-0' },
    );
    expect(await sendBatch(senderWith(line), ids.batchId)).toBe('sent');
    expect(slept).toEqual([700]);
    expect(new Set(line.calls.map((call) => call.retryKey)).size).toBe(1);
    expect((await stateOf(ids)).batch).toMatchObject({ state: 'SENT', lineRequestId: 'req-0' });
  });

  it('sends a batch whose claim a server crash lost under the same retry key, counted once', async () => {
    const ids = await pendingBatch();
    const calls: string[] = [];
    const line = {
      multicast: async (_to: string[], _messages: unknown[], retryKey: string) => {
        calls.push(retryKey);
        if (calls.length > 1) return { kind: 'duplicate' as const, requestId: 'req-0' };
        // The claim's commit did not reach the disk before the crash: the batch is PENDING again.
        await db()
          .update(broadcastBatch)
          .set({ state: 'PENDING', attempts: 0 })
          .where(sql`${broadcastBatch.id} = ${ids.batchId}`);
        return { kind: 'accepted' as const, requestId: 'req-0' };
      },
    };
    expect(await sendBatch(senderWith(line), ids.batchId)).not.toBe('sent');
    expect(await sendBatch(senderWith(line), ids.batchId)).toBe('sent');
    expect(calls).toHaveLength(2);
    expect(new Set(calls).size).toBe(1);
    const { batch, broadcast: row } = await stateOf(ids);
    expect(batch).toMatchObject({ state: 'SENT', lineRequestId: 'req-0' });
    expect(row).toMatchObject({ status: 'SENT', sentCount: 2, failedCount: 0 });
  });

  /** Three more PENDING batches of the broadcast, after the first; answers their ids. */
  async function moreBatches(broadcastId: number): Promise<number[]> {
    await db()
      .update(broadcast)
      .set({ targetCount: RECIPIENTS.length * 4 })
      .where(sql`${broadcast.id} = ${broadcastId}`);
    const rows = await db()
      .insert(broadcastBatch)
      .values(
        [1, 2, 3].map((seq) => ({
          broadcastId,
          seq,
          recipients: RECIPIENTS,
          size: RECIPIENTS.length,
          ...NO_CITIZENS,
          retryKey: crypto.randomUUID(),
        })),
      )
      .returning({ id: broadcastBatch.id });
    return rows.map((row) => row.id);
  }

  it.each([
    [
      'its messages',
      'messages',
      400,
      'The request body has 1 error(s) (messages[0].contents.body: Must be an object)',
    ],
    ['the month’s quota', 'quota', 429, 'You have reached your monthly limit.'],
  ] as const)(
    'stops the whole broadcast at the first refusal of %s: the batches not yet taken fail without a call to LINE',
    async (_what, cause, status, reason) => {
      const ids = await pendingBatch();
      const others = await moreBatches(ids.broadcastId);
      const line = scriptedLine({ kind: 'refused', status, reason, halts: cause });

      expect(await sendBatch(senderWith(line), ids.batchId)).toBe('failed');
      for (const batchId of others) {
        expect(await sendBatch(senderWith(line), batchId)).toBe('skipped');
      }

      expect(line.calls).toHaveLength(1);
      const halt = haltReasonOf(cause, `${status} ${reason}`);
      const batches = await db()
        .select({
          state: broadcastBatch.state,
          refused: broadcastBatch.refused,
          lastError: broadcastBatch.lastError,
        })
        .from(broadcastBatch)
        .where(sql`${broadcastBatch.broadcastId} = ${ids.broadcastId}`);
      expect(batches).toEqual(Array(4).fill({ state: 'FAILED', refused: true, lastError: halt }));
      expect((await stateOf(ids)).broadcast).toMatchObject({
        status: 'FAILED',
        failedCount: 8,
        sentCount: 0,
        haltReason: halt,
      });
    },
  );

  it('records why it stopped before the ends of batches refused together can end the broadcast', async () => {
    const ids = await pendingBatch();
    const batchIds = [ids.batchId, ...(await moreBatches(ids.broadcastId))];
    const refusal = { kind: 'refused', status: 400, reason: 'bad', halts: 'messages' } as const;
    const line = scriptedLine(refusal, refusal, refusal, refusal);
    // Before each statement and fold: the broadcast is never seen ended without its reason.
    const seen: { status: string; haltReason: string | null }[] = [];
    const observe = async () => {
      const { broadcast: row } = await stateOf(ids);
      if (row) seen.push({ status: row.status, haltReason: row.haltReason });
    };
    const counted = countedCalls(countedCalls(db(), 'transaction', observe).db, 'execute', observe);
    let arrived = 0;
    let allArrived!: () => void;
    const gathered = new Promise<void>((resolve) => (allArrived = resolve));
    // The four ends are written together, once all have come.
    const together = new BatchEnds(counted.db, 100, () => gathered);
    const ends: BatchSender['ends'] = {
      end: (...end) => {
        arrived += 1;
        if (arrived === batchIds.length) allArrived();
        return together.end(...end);
      },
    };
    const sender = senderWith(line, {
      db: counted.db,
      claims: new BatchClaims(counted.db, 60_000),
      ends,
    });

    const results = await Promise.all(batchIds.map((batchId) => sendBatch(sender, batchId)));

    expect(results).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(seen.filter((one) => one.status !== 'SENDING' && one.haltReason === null)).toEqual([]);
    expect((await stateOf(ids)).broadcast).toMatchObject({
      status: 'FAILED',
      failedCount: 8,
      haltReason: haltReasonOf('messages', '400 bad'),
    });
  });

  it('leaves a batch in flight to end the broadcast: PARTIAL once it is sent', async () => {
    const ids = await pendingBatch();
    const [inFlight, ...rest] = await moreBatches(ids.broadcastId);
    await db()
      .update(broadcastBatch)
      .set({ state: 'SENDING', attempts: 1 })
      .where(sql`${broadcastBatch.id} = ${inFlight ?? 0}`);
    const refusal = {
      kind: 'refused',
      status: 429,
      reason: 'monthly limit',
      halts: 'quota',
    } as const;

    await sendBatch(senderWith(scriptedLine(refusal)), ids.batchId);
    expect((await stateOf(ids)).broadcast).toMatchObject({ status: 'SENDING', failedCount: 6 });
    expect(rest).toHaveLength(2);

    await db().execute(sql`update ${broadcastBatch} set updated_at = now() - interval '1 hour'
      where ${broadcastBatch.id} = ${inFlight ?? 0}`);
    expect(await sendBatch(senderWith(scriptedLine()), inFlight ?? 0)).toBe('sent');
    expect((await stateOf(ids)).broadcast).toMatchObject({
      status: 'PARTIAL',
      sentCount: 2,
      failedCount: 6,
      haltReason: haltReasonOf('quota', '429 monthly limit'),
    });
  });

  it('fails the batch with LINE’s reason on another 4xx, and after the last try', async () => {
    const refused = await pendingBatch();
    await sendBatch(
      senderWith(
        scriptedLine({ kind: 'refused', status: 400, reason: 'bad message', halts: null }),
      ),
      refused.batchId,
    );
    expect((await stateOf(refused)).batch).toMatchObject({
      state: 'FAILED',
      lastError: 'LINE 400: bad message',
    });
    expect((await stateOf(refused)).broadcast).toMatchObject({ status: 'FAILED', failedCount: 2 });

    const down = await pendingBatch();
    const retry = {
      kind: 'retry',
      reason: 'timeout',
      retryAfterMs: null,
      answer: 'timeout',
    } as const;
    await sendBatch(senderWith(scriptedLine(retry, retry, retry)), down.batchId);
    const { batch } = await stateOf(down);
    expect(batch?.state).toBe('FAILED');
    expect(batch?.lastError).toContain('timeout');
    expect(slept).toHaveLength(2);
  });

  it('stops between tries when the broadcast was cancelled', async () => {
    const ids = await pendingBatch();
    const line = scriptedLine({
      kind: 'retry',
      reason: '503',
      retryAfterMs: null,
      answer: 503,
    } as const);
    const sender = senderWith(line, {
      sleep: async (ms) => {
        // A second goes by: longer than a claim stays fresh without a check.
        slept.push(ms + 1000);
        await db()
          .update(broadcast)
          .set({ status: 'CANCELLED' })
          .where(sql`${broadcast.id} = ${ids.broadcastId}`);
      },
    });
    expect(await sendBatch(sender, ids.batchId)).toBe('cancelled');
    expect(line.calls).toHaveLength(1);
    expect((await stateOf(ids)).batch?.state).toBe('CANCELLED');
  });

  it('takes over a batch whose worker stopped, and the stale worker counts nothing', async () => {
    const ids = await pendingBatch();
    // A worker claimed it long ago and stopped.
    await db().execute(sql`update ${broadcastBatch} set state = 'SENDING', attempts = 1,
      updated_at = now() - interval '10 minutes' where id = ${ids.batchId}`);
    expect(await sendBatch(senderWith(scriptedLine()), ids.batchId)).toBe('sent');
    expect((await stateOf(ids)).broadcast).toMatchObject({ sentCount: 2, status: 'SENT' });
    // A batch still held (fresh lease) is left alone.
    const held = await pendingBatch();
    await db().execute(
      sql`update ${broadcastBatch} set state = 'SENDING', attempts = 1 where id = ${held.batchId}`,
    );
    expect(await sendBatch(senderWith(scriptedLine()), held.batchId)).toBe('skipped');
  });

  it('keeps trying transient answers until its time is up, renewing its claim while it waits', async () => {
    const ids = await pendingBatch();
    let clock = 0;
    const renewed: boolean[] = [];
    const retry = { kind: 'retry', reason: '500', retryAfterMs: 20_000, answer: 500 } as const;
    const line = scriptedLine(retry, retry, retry, retry);
    const sender = senderWith(line, {
      maxTries: undefined,
      giveUpAfterMs: 50_000,
      maxDelayMs: 20_000,
      leaseMs: 15_000,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
        // Renewed since the last slice dated it back (as a stopped process would leave it)?
        const { batch } = await stateOf(ids);
        renewed.push((batch?.updatedAt.getTime() ?? 0) > Date.now() - 60_000);
        await db().execute(sql`update ${broadcastBatch} set updated_at = now() - interval '1 hour'
          where id = ${ids.batchId}`);
      },
    });
    expect(await sendBatch(sender, ids.batchId)).toBe('failed');
    // 20 s waits cut in slices of at most a third of the lease, each followed by a renewal.
    expect(slept.every((ms) => ms <= 5_000)).toBe(true);
    expect(slept.reduce((sum, ms) => sum + ms, 0)).toBe(40_000);
    expect(line.calls).toHaveLength(3);
    const { batch } = await stateOf(ids);
    expect(batch).toMatchObject({ state: 'FAILED', refused: false });
    expect(batch?.lastError).toContain('3 ครั้ง');
    expect(renewed).toEqual(Array<boolean>(8).fill(true));
  });

  it('gives a waiting batch back when its process stops, for another to take at once', async () => {
    const ids = await pendingBatch();
    const stopping = new AbortController();
    const retry = { kind: 'retry', reason: '503', retryAfterMs: null, answer: 503 } as const;
    const line = scriptedLine(retry);
    const ended: string[] = [];
    const observer = {
      lineAnswered: () => undefined,
      batchRetried: () => undefined,
      batchEnded: (ending: string) => {
        ended.push(ending);
      },
    };
    const sender = senderWith(line, {
      observer,
      sleep: async () => {
        stopping.abort();
      },
    });
    expect(await sendBatch(sender, ids.batchId, stopping.signal)).toBe('released');
    expect(ended).toEqual(['released']);
    const { batch } = await stateOf(ids);
    expect(batch?.state).toBe('PENDING');
    expect(batch?.updatedAt.getTime()).toBeLessThan(Date.now() - 3_600_000);
    // Nothing is called once the process is stopping, and the next process sends it.
    expect(await sendBatch(senderWith(scriptedLine()), ids.batchId)).toBe('sent');
    expect(line.calls).toHaveLength(1);
  });

  it('tells the observer each answer, retry and ending, and marks a refused batch as refused', async () => {
    const ids = await pendingBatch();
    const told: string[] = [];
    const observer = {
      lineAnswered: (answer: number | string) => told.push(`answer ${answer}`),
      batchRetried: () => told.push('retried'),
      batchEnded: (ending: string, recipients: number) => told.push(`${ending} ${recipients}`),
    };
    const line = scriptedLine(
      { kind: 'retry', reason: 'x', retryAfterMs: null, answer: 'timeout' },
      { kind: 'refused', status: 400, reason: 'bad', halts: null },
    );
    expect(await sendBatch(senderWith(line, { observer }), ids.batchId)).toBe('failed');
    expect(told).toEqual(['answer timeout', 'retried', 'answer 400', 'failed 2']);
    expect((await stateOf(ids)).batch).toMatchObject({ state: 'FAILED', refused: true });
  });

  it('names the broadcast’s aggregation unit on every try, when it has one', async () => {
    const ids = await pendingBatch();
    const line = scriptedLine({
      kind: 'retry',
      reason: '503',
      retryAfterMs: null,
      answer: 503,
    } as const);
    const asked: number[] = [];
    const aggregationUnits = {
      unitFor: async (_db: unknown, broadcastId: number) => {
        asked.push(broadcastId);
        return `hbc_b${broadcastId}`;
      },
    };
    expect(await sendBatch(senderWith(line, { aggregationUnits }), ids.batchId)).toBe('sent');
    expect(asked).toEqual([ids.broadcastId]);
    expect(line.calls.map((call) => call.aggregationUnit)).toEqual([
      `hbc_b${ids.broadcastId}`,
      `hbc_b${ids.broadcastId}`,
    ]);

    const without = await pendingBatch();
    const plain = scriptedLine();
    const used = { unitFor: async () => null };
    await sendBatch(senderWith(plain, { aggregationUnits: used }), without.batchId);
    expect(plain.calls.map((call) => call.aggregationUnit)).toEqual([null]);
  });
});

describe('retryDelay', () => {
  const sender = { baseDelayMs: 1000, maxDelayMs: 60_000 };
  it('honours Retry-After up to the longest wait', () => {
    expect(retryDelay(sender, 1, 5000)).toBe(5000);
    expect(retryDelay(sender, 1, 3_600_000)).toBe(60_000);
  });
  it('doubles with jitter between half and all of the ceiling', () => {
    expect(retryDelay(sender, 1, null, () => 0)).toBe(500);
    expect(retryDelay(sender, 3, null, () => 1)).toBe(4000);
    expect(retryDelay(sender, 20, null, () => 1)).toBe(60_000);
  });
});
