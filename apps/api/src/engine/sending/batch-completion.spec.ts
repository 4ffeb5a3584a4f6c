import { sql, type SQL } from 'drizzle-orm';
import { activityLog, broadcast, broadcastBatch, broadcastCountDelta } from '../../db/schema';
import { insertBroadcast, insertUnit, NO_CITIZENS } from '../../test/staff-fixtures';
import { countedCalls } from '../../test/counted-calls';
import { describeEachDatabase } from '../../test/test-app';
import { endBatch, foldLeftCounts, haltSending } from './batch-completion';
import { BatchEnds } from './batch-ends';

const BATCH_SIZE = 3;
const recipientsOf = (seq: number) =>
  Array.from(
    { length: BATCH_SIZE },
    (_, i) => `U${String(seq * BATCH_SIZE + i).padStart(32, '0')}`,
  );

describeEachDatabase('batch completion', (ctx) => {
  const db = () => ctx.app.db;

  /** A SENDING broadcast whose `claimed` batches are claimed (attempts 1) and `pending` queued. */
  async function sendingBroadcast(claimed: number, pending = 0) {
    const unit = await insertUnit(db());
    const row = await insertBroadcast(db(), unit.id, {
      status: 'SENDING',
      messages: [{ type: 'text', text: 'สวัสดี' }],
      targetCount: (claimed + pending) * BATCH_SIZE,
    });
    const batches = await db()
      .insert(broadcastBatch)
      .values(
        Array.from({ length: claimed + pending }, (_, seq) => ({
          broadcastId: row.id,
          seq,
          recipients: recipientsOf(seq),
          size: BATCH_SIZE,
          ...NO_CITIZENS,
          retryKey: crypto.randomUUID(),
          state: seq < claimed ? ('SENDING' as const) : ('PENDING' as const),
          attempts: seq < claimed ? 1 : 0,
        })),
      )
      .returning({ id: broadcastBatch.id });
    return { broadcastId: row.id, batchIds: batches.map((batch) => batch.id) };
  }

  async function broadcastRow(id: number) {
    const [row] = await db()
      .select()
      .from(broadcast)
      .where(sql`${broadcast.id} = ${id}`);
    if (!row) throw new Error(`no broadcast ${id}`);
    return row;
  }

  /** The sending's own entries (no person) in unit `unitId`'s activity log. */
  async function finishedEntries(unitId: number): Promise<number> {
    const { rows } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from ${activityLog}
      where ${activityLog.unitId} = ${unitId} and ${activityLog.userId} is null`);
    return Number(rows[0]?.n ?? 0);
  }

  /** Whether a statement of this database like `statement` waits for a lock. */
  async function waitingOnLock(statement = '%'): Promise<boolean> {
    const { rows } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query like ${statement}`);
    return Number(rows[0]?.n ?? 0) > 0;
  }

  /** Holds broadcast `id`'s row (`lock`) in a transaction of its own until the answer is called. */
  async function holdRow(id: number, lock: SQL): Promise<() => Promise<void>> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const rowTaken = new Promise<void>((resolve) => (taken = resolve));
    const held = db().transaction(async (tx) => {
      await tx.execute(sql`select id from ${broadcast} where id = ${id} ${lock}`);
      taken();
      await released;
    });
    await rowTaken;
    return async () => {
      release();
      await held;
    };
  }

  /**
   * Ends batch `batchId` as sent while a row is held, until it ended or a statement like
   * `statement` waits for a lock; answers whether one waited, and the end.
   */
  async function endWhileHeld(batchId: number, statement?: string) {
    const ending = endBatch(db(), batchId, 1, { state: 'SENT', requestId: 'req' });
    let ended = false;
    void ending.finally(() => (ended = true));
    let waited = false;
    while (!ended && !(waited = await waitingOnLock(statement))) {
      await new Promise((r) => setImmediate(r));
    }
    return { waited, ending };
  }

  it('counts every batch that ends at once and ends the broadcast exactly once', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(24);
    const ends = await Promise.all(
      batchIds.map((batchId, i) =>
        endBatch(
          db(),
          batchId,
          1,
          i % 6 === 0
            ? { state: 'FAILED', reason: 'ไม่มีคำตอบ', refused: false }
            : { state: 'SENT', requestId: `req-${i}` },
        ),
      ),
    );

    expect(ends.every(Boolean)).toBe(true);
    const row = await broadcastRow(broadcastId);
    expect(row).toMatchObject({ status: 'PARTIAL', sentCount: 60, failedCount: 12 });
    expect(row.finishedAt).not.toBeNull();
    expect(await finishedEntries(row.unitId)).toBe(1);
    const left = await db().select().from(broadcastCountDelta);
    expect(left.filter((delta) => delta.broadcastId === broadcastId)).toEqual([]);
  });

  /** The database, counting its statements and (`beforeFold` ahead of each) its transactions. */
  function counted(beforeFold?: (fold: number) => Promise<void>) {
    const statements = countedCalls(db(), 'execute');
    const folds = countedCalls(statements.db, 'transaction', beforeFold);
    return { db: folds.db, statements: statements.calls, folds: folds.calls };
  }

  it('writes the ends that come together in one statement and folds their broadcast once', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(24);
    const counting = counted();
    const ends = new BatchEnds(counting.db, 100, async () => undefined);

    const ended = await Promise.all(
      batchIds.map((batchId, i) =>
        // The last claim was taken over by another process: it ends nothing.
        ends.end(batchId, i === 23 ? 2 : 1, { state: 'SENT', requestId: `req-${i}` }),
      ),
    );

    expect(ended.filter(Boolean)).toHaveLength(23);
    expect(ended[23]).toBe(false);
    expect(counting.statements()).toBe(1);
    expect(counting.folds()).toBe(1);
    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: 'SENDING',
      sentCount: 23 * BATCH_SIZE,
      failedCount: 0,
    });
  });

  it('makes a batch that ends while the last ends are folded wait for the next fold', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(2);
    const [first = 0, second = 0] = batchIds;
    let secondEnding: Promise<boolean> | undefined;
    // As the first end's fold begins, the second batch ends.
    const counting = counted(async (fold) => {
      if (fold === 1)
        secondEnding = ends.end(second, 1, { state: 'FAILED', reason: 'x', refused: true });
    });
    const ends = new BatchEnds(counting.db, 0);

    expect(await ends.end(first, 1, { state: 'SENT', requestId: 'a' })).toBe(true);
    expect(await secondEnding).toBe(true);

    expect(counting.statements()).toBe(2);
    expect(counting.folds()).toBe(2);
    const row = await broadcastRow(broadcastId);
    expect(row).toMatchObject({
      status: 'PARTIAL',
      sentCount: BATCH_SIZE,
      failedCount: BATCH_SIZE,
    });
    expect(await finishedEntries(row.unitId)).toBe(1);
  });

  // Two connections at once: the server only (the embedded database has one).
  (ctx.driver === 'postgres' ? it : it.skip)(
    'ends the broadcast when its last batch ends while another fold holds its row',
    async () => {
      const { broadcastId, batchIds } = await sendingBroadcast(1);
      const release = await holdRow(broadcastId, sql`for no key update`);

      // The end either waits for the row (what it must do) or gives up on it at once.
      const { ending } = await endWhileHeld(batchIds[0] ?? 0, '%for no key update%');
      await release();
      await ending;

      expect(await broadcastRow(broadcastId)).toMatchObject({
        status: 'SENT',
        sentCount: BATCH_SIZE,
      });
    },
  );

  // Two connections at once: the server only (the embedded database has one).
  (ctx.driver === 'postgres' ? it : it.skip)(
    "records a batch's end without waiting for its broadcast's row",
    async () => {
      const { broadcastId, batchIds } = await sendingBroadcast(2);
      // What a staff member's change of the broadcast holds while it runs.
      const release = await holdRow(broadcastId, sql`for update`);

      const { waited, ending } = await endWhileHeld(batchIds[0] ?? 0);
      await release();

      expect(waited).toBe(false);
      expect(await ending).toBe(true);
    },
  );

  it('drops the count rows of a broadcast that is gone', async () => {
    const { broadcastId } = await sendingBroadcast(1);
    await db().insert(broadcastCountDelta).values({ broadcastId, sent: BATCH_SIZE, failed: 0 });
    await db()
      .delete(broadcast)
      .where(sql`${broadcast.id} = ${broadcastId}`);

    await foldLeftCounts(db(), 0);

    const left = await db().select().from(broadcastCountDelta);
    expect(left.filter((delta) => delta.broadcastId === broadcastId)).toEqual([]);
  });

  it('counts nothing for a claim that was taken over', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(2);
    const [first, second] = batchIds as [number, number];

    expect(await endBatch(db(), first, 2, { state: 'SENT', requestId: 'late' })).toBe(false);
    expect(await endBatch(db(), first, 1, { state: 'SENT', requestId: 'req' })).toBe(true);
    expect(await endBatch(db(), first, 1, { state: 'SENT', requestId: 'again' })).toBe(false);

    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: 'SENDING',
      sentCount: BATCH_SIZE,
      failedCount: 0,
    });
    await endBatch(db(), second, 1, { state: 'SENT', requestId: 'req-2' });
    expect(await broadcastRow(broadcastId)).toMatchObject({ status: 'SENT', sentCount: 6 });
  });

  it('ends a broadcast whose last count row its process left unfolded', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(1);
    // What endBatch's transaction leaves when its process stops before folding.
    await db().execute(sql`
      update ${broadcastBatch} set state = 'SENT' where id = ${batchIds[0] ?? 0}`);
    await db().insert(broadcastCountDelta).values({ broadcastId, sent: BATCH_SIZE, failed: 0 });
    expect(await broadcastRow(broadcastId)).toMatchObject({ status: 'SENDING', sentCount: 0 });

    expect(await foldLeftCounts(db(), 60_000)).toBe(0);
    expect(await foldLeftCounts(db(), 0)).toBe(1);

    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: 'SENT',
      sentCount: BATCH_SIZE,
    });
  });

  it('halts the queued batches and ends the broadcast when its batch in flight ends', async () => {
    const { broadcastId, batchIds } = await sendingBroadcast(1, 3);

    expect(await haltSending(db(), broadcastId, 'เกินโควตาของเดือน')).toBe(3);
    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: 'SENDING',
      failedCount: 9,
      haltReason: 'เกินโควตาของเดือน',
    });

    await endBatch(db(), batchIds[0] ?? 0, 1, { state: 'SENT', requestId: 'req' });
    expect(await broadcastRow(broadcastId)).toMatchObject({
      status: 'PARTIAL',
      sentCount: BATCH_SIZE,
      failedCount: 9,
    });
  });

  it('ends a halted broadcast at once when no batch is in flight', async () => {
    const { broadcastId } = await sendingBroadcast(0, 2);

    expect(await haltSending(db(), broadcastId, 'ข้อความไม่ผ่าน')).toBe(2);

    expect(await broadcastRow(broadcastId)).toMatchObject({ status: 'FAILED', failedCount: 6 });
  });
});
