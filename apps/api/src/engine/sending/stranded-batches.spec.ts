import { sql } from 'drizzle-orm';
import { broadcastBatch } from '../../db/schema';
import { startedBroadcast } from '../../areas/citizen-deliveries/testing/citizen-delivery-fixtures';
import { insertBroadcast, insertCitizens, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { endAbandonedBatches, strandedBatches } from './stranded-batches';

const AFTER = { pendingMs: 60_000, leaseMs: 15_000 };

describeEachDatabase(
  'stranded batches',
  (ctx) => {
    const db = () => ctx.app.db;

    /**
     * A broadcast in `status` with one batch per [state, seconds since touched], its batches
     * written `writtenAgo` seconds ago (never, by default).
     */
    async function broadcastWith(
      status: 'SENDING' | 'CANCELLED',
      batches: [string, number][],
      writtenAgo: number | null = null,
    ) {
      const unit = await insertUnit(db());
      const row = await insertBroadcast(db(), unit.id, {
        status,
        messages: [{ type: 'text', text: 'สวัสดี' }],
        finishedAt: status === 'CANCELLED' ? new Date() : null,
        batchesWrittenAt: writtenAgo === null ? null : new Date(Date.now() - writtenAgo * 1000),
      });
      const ids: number[] = [];
      for (const [seq, [state, age]] of batches.entries()) {
        const { rows } = await db().execute<{ id: number }>(sql`
        insert into ${broadcastBatch} (broadcast_id, seq, recipients, size, retry_key, state, updated_at,
          first_citizen_id, last_citizen_id)
        values (${row.id}, ${seq}, array[${'U' + '0'.repeat(32)}]::text[], 1, gen_random_uuid(), ${state},
          now() - make_interval(secs => ${age}), 0, 0)
        returning id`);
        ids.push(Number(rows[0]?.id));
      }
      return ids;
    }

    it('finds queued batches whose job was lost and claimed ones whose lease ran out, not the rest', async () => {
      const [fresh, lostJob, waitingItsTurn, held, lapsed, sent] = await broadcastWith('SENDING', [
        ['PENDING', 5],
        ['PENDING', 120],
        ['PENDING', 120],
        ['SENDING', 5],
        ['SENDING', 30],
        ['SENT', 3600],
      ]);
      // A national send's batches wait their turn in the queue far longer than the sweep's limit.
      await ctx.app.sending.enqueueBatches([waitingItsTurn ?? 0]);
      const found = await strandedBatches(db(), AFTER);
      expect(found).toEqual([lostJob, lapsed]);
      expect(found).not.toContain(fresh);
      expect(found).not.toContain(waitingItsTurn);
      expect(found).not.toContain(held);
      expect(found).not.toContain(sent);
      // Queued again, the lost one waits for its new job; the lapsed claim stays stale until a
      // process takes it over.
      await ctx.app.sending.enqueueBatches([lostJob ?? 0]);
      expect(await strandedBatches(db(), AFTER)).toEqual([lapsed]);
    });

    it("leaves a snapshot's batches alone until their jobs can be queued", async () => {
      // A long snapshot: its batches carry its transaction's start, its commit was a moment ago.
      const [justWritten] = await broadcastWith('SENDING', [['PENDING', 120]], 1);
      const [writtenBefore] = await broadcastWith('SENDING', [['PENDING', 120]], 120);

      const found = await strandedBatches(db(), AFTER);

      expect(found).toContain(writtenBefore);
      expect(found).not.toContain(justWritten);
    });

    it("marks a snapshot's batches as just written", async () => {
      const unit = await insertUnit(db());
      await insertCitizens(db(), unit.id, 3);
      const id = await startedBroadcast(db(), unit.id, 'เพิ่งบันทึก', new Date());
      // As a snapshot of seconds leaves them: dated by its transaction's start.
      await db().execute(sql`
        update ${broadcastBatch} set updated_at = now() - interval '2 minutes'
        where ${broadcastBatch.broadcastId} = ${id}`);
      const batches = await db()
        .select({ id: broadcastBatch.id })
        .from(broadcastBatch)
        .where(sql`${broadcastBatch.broadcastId} = ${id}`);

      const found = await strandedBatches(db(), AFTER);

      expect(batches).toHaveLength(1);
      expect(found).not.toContain(batches[0]?.id);
    });

    it('leaves the batches of a broadcast that is not sending, and ends those a stopped process left behind a cancel', async () => {
      const [pending, sending, recent] = await broadcastWith('CANCELLED', [
        ['PENDING', 86_400],
        ['SENDING', 60],
        ['SENDING', 1],
      ]);
      const mine = [pending, sending, recent];
      expect((await strandedBatches(db(), AFTER)).filter((id) => mine.includes(id))).toEqual([]);
      expect(await endAbandonedBatches(db(), AFTER.leaseMs)).toBe(2);
      const { rows } = await db().execute<{ id: number; state: string }>(
        sql`select id, state from ${broadcastBatch} where id in (${pending}, ${sending}, ${recent}) order by id`,
      );
      expect(rows.map((row) => row.state)).toEqual(['CANCELLED', 'CANCELLED', 'SENDING']);
    });
  },
  // The pump would take the queued jobs; the sweep is what is looked at.
  { env: { SENDING_ENABLED: 'false' } },
);
