import { BROADCAST_MESSAGES, type SendPolicy } from '@hbc/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  broadcast,
  broadcastBatch,
  broadcastCapped,
  broadcastExclusion,
  citizen,
  citizenReceipt,
} from '../../db/schema';
import { HttpError } from '../../http-errors';
import { insertCitizenRows } from '../../areas/segment/testing/segment-fixtures';
import type { Actor } from '../../areas/activity-log/record-activity';
import { setSendPolicy } from '../../areas/send-policy/send-policy-store';
import { insertBroadcast, insertUnit, insertUser } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { systemActorOf } from './batch-completion';
import { foldOneBroadcast } from './citizen-receipts';
import { ConvertedMessages } from './converted-messages';
import { countAudience } from './recipients';
import { sendBatch, type BatchSender } from './send-batch';
import { SendWindowSource } from './send-window';
import { lockBroadcast, startSending } from './start-sending';
import { strandedBatches } from './stranded-batches';

const MESSAGES = [{ type: 'text', text: 'นัดฉีดวัคซีน' }];
const BASE_URL = 'http://localhost:3000';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2026-12-01 08:00 in Bangkok (01:00 UTC). */
const OPENS = new Date('2026-12-01T01:00:00.000Z');
const WINDOW = { start: '08:00', end: '20:00' };
const STALE = { pendingMs: 20_000, leaseMs: 15_000 };

describeEachDatabase('sending under the send policy', (ctx) => {
  const db = (): Database => ctx.app.db;
  /** The Super Admin of the test database (the policy's editor). */
  let superAdmin: Actor & { userId: number };

  beforeAll(async () => {
    const user = await insertUser(db(), { role: 'SUPER_ADMIN' });
    superAdmin = { userId: user.id, role: 'SUPER_ADMIN', unitId: null, ip: null };
  });

  const setPolicy = (policy: SendPolicy) => setSendPolicy(db(), superAdmin, policy);
  afterEach(() => setPolicy({ sendWindow: null, frequencyCap: null }));

  /** A unit with `n` following citizens; answers the unit's id and their LINE userIds. */
  async function unitWithCitizens(n: number) {
    const unit = await insertUnit(db());
    const ids = await insertCitizenRows(
      db(),
      unit.id,
      Array.from({ length: n }, () => ({})),
    );
    const rows = await db()
      .select({ lineUserId: citizen.lineUserId })
      .from(citizen)
      .where(inArray(citizen.id, ids))
      .orderBy(citizen.id);
    return { unitId: unit.id, citizenIds: ids, lineUserIds: rows.map((row) => row.lineUserId) };
  }

  /** Starts a new broadcast of unit `unitId` to the whole unit at `now`. */
  async function started(unitId: number, now: Date, values: { urgent?: boolean } = {}) {
    const row = await insertBroadcast(db(), unitId, {
      status: 'DRAFT',
      messages: MESSAGES,
      ...(values.urgent ? { urgent: true, urgentReason: 'โรคระบาด' } : {}),
    });
    const result = await db().transaction(async (tx) => {
      const locked = await lockBroadcast(tx, row.id);
      if (!locked) throw new Error('no broadcast');
      return startSending(tx, locked, systemActorOf(unitId), now, BASE_URL);
    });
    return { id: row.id, ...result };
  }

  async function batchIdsOf(broadcastId: number): Promise<number[]> {
    const rows = await db()
      .select({ id: broadcastBatch.id })
      .from(broadcastBatch)
      .where(sql`${broadcastBatch.broadcastId} = ${broadcastId}`)
      .orderBy(broadcastBatch.id);
    return rows.map((row) => row.id);
  }

  /** As if `interval` had passed since batch `batchId` and its broadcast's batches were written. */
  async function untouchedFor(batchId: number, interval: string): Promise<void> {
    const { rows } = await db().execute<{ broadcastId: number }>(sql`
      update ${broadcastBatch} set updated_at = now() - ${interval}::interval where id = ${batchId}
      returning broadcast_id as "broadcastId"`);
    await db().execute(sql`
      update ${broadcast} set batches_written_at = now() - ${interval}::interval
      where id = ${rows[0]?.broadcastId ?? 0}`);
  }

  async function broadcastRow(id: number) {
    const [row] = await db()
      .select()
      .from(broadcast)
      .where(sql`${broadcast.id} = ${id}`);
    if (!row) throw new Error('no broadcast');
    return row;
  }

  /** A sender whose clock reads `clock.now`, and whose LINE records each multicast. */
  function senderAt(clock: { now: number }) {
    const calls: string[][] = [];
    const sender: BatchSender = {
      db: db(),
      line: {
        multicast: async (to) => {
          calls.push(to);
          return { kind: 'accepted', requestId: `req-${calls.length}` };
        },
      },
      limiter: { take: async () => true },
      now: () => clock.now,
      sleep: async () => undefined,
      giveUpAfterMs: 60_000,
      baseDelayMs: 10,
      maxDelayMs: 100,
      leaseMs: 60_000,
      converted: new ConvertedMessages(),
      sendWindow: new SendWindowSource(() => clock.now),
    };
    return { sender, calls };
  }

  /** Marks every batch of broadcast `id` SENT and the broadcast SENT, finished `finishedAt`. */
  async function sentAll(id: number, finishedAt: Date) {
    await db().execute(sql`
      update ${broadcastBatch} set state = 'SENT', sent_at = ${finishedAt.toISOString()}
      where broadcast_id = ${id}`);
    await db().execute(sql`
      update ${broadcast} set status = 'SENT', finished_at = ${finishedAt.toISOString()}
      where id = ${id}`);
  }

  describe('the send window', () => {
    it('makes a send outside the window wait for the opening, with nothing queued and nothing sent', async () => {
      await setPolicy({ sendWindow: WINDOW, frequencyCap: null });
      const { unitId } = await unitWithCitizens(3);
      // 22:00 the evening before, in Bangkok.
      const evening = new Date(OPENS.getTime() - 10 * 60 * MINUTE);
      const send = await started(unitId, evening);
      expect(send.batchIds).toEqual([]);
      expect(send.waitingForWindowUntil?.toISOString()).toBe(OPENS.toISOString());
      expect(await broadcastRow(send.id)).toMatchObject({
        status: 'SENDING',
        targetCount: 3,
        waitingForWindowUntil: OPENS,
      });
      const [batchId] = await batchIdsOf(send.id);
      // The sweep leaves it alone until the opening, then queues it.
      expect(await strandedBatches(db(), STALE, new Date(OPENS.getTime() - MINUTE))).not.toContain(
        batchId,
      );
      // By the opening, the batch has lain untouched all night.
      await untouchedFor(batchId ?? 0, '10 hours');
      expect(await strandedBatches(db(), STALE, OPENS)).toContain(batchId);
      const clock = { now: OPENS.getTime() + MINUTE };
      const { sender, calls } = senderAt(clock);
      expect(await sendBatch(sender, batchId ?? 0)).toBe('sent');
      expect(calls).toHaveLength(1);
      expect(await broadcastRow(send.id)).toMatchObject({ status: 'SENT', sentCount: 3 });
    });

    it('pauses a send in progress at a batch boundary when the window closes, and resumes at the next opening', async () => {
      await setPolicy({ sendWindow: WINDOW, frequencyCap: null });
      const { unitId } = await unitWithCitizens(501);
      // 19:59 in Bangkok: open, two batches.
      const beforeClose = new Date(OPENS.getTime() + 12 * 60 * MINUTE - MINUTE);
      const send = await started(unitId, beforeClose);
      expect(send.batchIds).toHaveLength(2);
      const [first, second] = send.batchIds as [number, number];
      const clock = { now: beforeClose.getTime() };
      const { sender, calls } = senderAt(clock);
      expect(await sendBatch(sender, first)).toBe('sent');
      // 20:00: the window closes; the policy's cached read is older than a few seconds by then.
      clock.now = beforeClose.getTime() + MINUTE;
      expect(await sendBatch(sender, second)).toBe('deferred');
      expect(calls).toHaveLength(1);
      const nextOpening = new Date(OPENS.getTime() + DAY);
      expect(await broadcastRow(send.id)).toMatchObject({
        status: 'SENDING',
        sentCount: 500,
        waitingForWindowUntil: nextOpening,
      });
      const [batch] = await db()
        .select()
        .from(broadcastBatch)
        .where(sql`${broadcastBatch.id} = ${second}`);
      expect(batch?.state).toBe('PENDING');
      expect(await strandedBatches(db(), STALE, new Date(clock.now + 60 * MINUTE))).not.toContain(
        second,
      );

      // The next morning the sweep queues it again and it goes.
      await untouchedFor(second, '1 hour');
      expect(await strandedBatches(db(), STALE, nextOpening)).toContain(second);
      clock.now = nextOpening.getTime();
      expect(await sendBatch(sender, second)).toBe('sent');
      expect(await broadcastRow(send.id)).toMatchObject({ status: 'SENT', sentCount: 501 });
    });

    it('lets a waiting send go as soon as the Super Admin lifts the window, whatever a process read before', async () => {
      await setPolicy({ sendWindow: WINDOW, frequencyCap: null });
      const { unitId } = await unitWithCitizens(2);
      const evening = new Date(OPENS.getTime() - 10 * 60 * MINUTE);
      const send = await started(unitId, new Date(evening.getTime() - 60 * MINUTE));
      const [batchId] = await batchIdsOf(send.id);
      const clock = { now: evening.getTime() };
      const { sender, calls } = senderAt(clock);
      // This process reads the window closed and holds the batch back…
      expect(await sendBatch(sender, batchId ?? 0)).toBe('deferred');
      // …the window is lifted: the wait ends, and the same process sends the batch at once.
      await setPolicy({ sendWindow: null, frequencyCap: null });
      expect((await broadcastRow(send.id)).waitingForWindowUntil).toBeNull();
      expect(await sendBatch(sender, batchId ?? 0)).toBe('sent');
      expect(calls).toHaveLength(1);
    });

    it('runs across midnight when the end comes before the start', async () => {
      await setPolicy({ sendWindow: { start: '22:00', end: '02:00' }, frequencyCap: null });
      const { unitId } = await unitWithCitizens(1);
      // 01:00 in Bangkok: inside a 22:00–02:00 window.
      const night = new Date(OPENS.getTime() - 7 * 60 * MINUTE);
      expect((await started(unitId, night)).waitingForWindowUntil).toBeNull();
      // 08:00: closed until 22:00.
      const morning = await started(unitId, OPENS);
      expect(morning.waitingForWindowUntil?.toISOString()).toBe(
        new Date(OPENS.getTime() + 14 * 60 * MINUTE).toISOString(),
      );
    });

    it('lets an urgent broadcast go at any time', async () => {
      await setPolicy({ sendWindow: WINDOW, frequencyCap: null });
      const { unitId } = await unitWithCitizens(2);
      const midnight = new Date(OPENS.getTime() - 8 * 60 * MINUTE);
      const send = await started(unitId, midnight, { urgent: true });
      expect(send.waitingForWindowUntil).toBeNull();
      expect(send.batchIds).toHaveLength(1);
      const { sender, calls } = senderAt({ now: midnight.getTime() });
      expect(await sendBatch(sender, send.batchIds[0] ?? 0)).toBe('sent');
      expect(calls).toHaveLength(1);
    });

    it('lets a broadcast waiting for the window be cancelled: nothing is sent at the opening', async () => {
      await setPolicy({ sendWindow: WINDOW, frequencyCap: null });
      const { unitId } = await unitWithCitizens(2);
      const send = await started(unitId, new Date(OPENS.getTime() - 60 * MINUTE));
      await db().execute(sql`
        update ${broadcast} set status = 'CANCELLED', cancelled_at = now(), finished_at = now()
        where id = ${send.id}`);
      const [batchId] = await batchIdsOf(send.id);
      expect(await strandedBatches(db(), STALE, OPENS)).not.toContain(batchId);
      const { sender, calls } = senderAt({ now: OPENS.getTime() });
      expect(await sendBatch(sender, batchId ?? 0)).toBe('skipped');
      expect(calls).toHaveLength(0);
    });
  });

  describe('the frequency cap', () => {
    const cap = { count: 2, days: 7 };

    it('skips at the snapshot those who already received the count within the days, folded or not', async () => {
      const { unitId, citizenIds, lineUserIds } = await unitWithCitizens(4);
      const now = new Date('2026-06-10T03:00:00.000Z');
      // Two earlier sends to the whole unit: one folded into the receipts, one still in flight.
      const first = await started(unitId, new Date(now.getTime() - 3 * DAY));
      await sentAll(first.id, new Date(now.getTime() - 3 * DAY + MINUTE));
      while (await foldOneBroadcast(db(), 0));
      expect((await broadcastRow(first.id)).receiptsFolded).toBe(true);
      const second = await started(unitId, new Date(now.getTime() - DAY));
      // The newest citizen joined after both: not capped.
      const [late] = await insertCitizenRows(db(), unitId, [{}]);
      await setPolicy({ sendWindow: null, frequencyCap: cap });

      const audience = await countAudience(db(), { unitId, rules: null }, now, cap);
      expect(audience).toMatchObject({ reached: 5, excluded: 0, capped: 4, recipients: 1 });

      const third = await started(unitId, now);
      expect(third).toMatchObject({ recipients: 1, capped: 4 });
      expect(await broadcastRow(third.id)).toMatchObject({ targetCount: 1, cappedCount: 4 });
      const heldOf = async (id: number) => {
        const { rows } = await db().execute<{ id: string }>(sql`
          select unnest(${broadcastCapped.citizenIds}) as id from ${broadcastCapped}
          where ${broadcastCapped.broadcastId} = ${id} order by 1`);
        return rows.map((row) => Number(row.id));
      };
      expect(await heldOf(third.id)).toEqual(citizenIds);
      // Once it has ended and is folded, the chunks become its CAPPED rows.
      await sentAll(second.id, new Date(now.getTime() - DAY + MINUTE));
      await sentAll(third.id, new Date(now.getTime() + MINUTE));
      while (await foldOneBroadcast(db(), 0));
      expect(await heldOf(third.id)).toEqual([]);
      const rows = await db()
        .select({ citizenId: broadcastExclusion.citizenId, reason: broadcastExclusion.reason })
        .from(broadcastExclusion)
        .where(sql`${broadcastExclusion.broadcastId} = ${third.id}`)
        .orderBy(broadcastExclusion.citizenId);
      expect(rows).toEqual(citizenIds.map((citizenId) => ({ citizenId, reason: 'CAPPED' })));
      expect(second.recipients).toBe(4);
      const { rows: batches } = await db().execute<{ recipients: string[] }>(sql`
        select recipients from ${broadcastBatch} where broadcast_id = ${third.id}`);
      const [lateUserId] = (
        await db()
          .select({ lineUserId: citizen.lineUserId })
          .from(citizen)
          .where(inArray(citizen.id, [late ?? 0]))
      ).map((row) => row.lineUserId);
      expect(batches.flatMap((row) => row.recipients)).toEqual([lateUserId]);
      expect(lineUserIds).not.toContain(lateUserId);
    });

    it('counts a retry of a folded broadcast once: its batches sent since the fold, then folded', async () => {
      const { unitId, citizenIds } = await unitWithCitizens(501);
      const now = new Date('2026-10-10T03:00:00.000Z');
      const send = await started(unitId, new Date(now.getTime() - DAY));
      const [first, second] = await batchIdsOf(send.id);
      const endedAt = new Date(now.getTime() - DAY + MINUTE);
      await db().execute(sql`
        update ${broadcastBatch} set state = 'SENT', sent_at = ${endedAt.toISOString()} where id = ${first}`);
      await db().execute(sql`
        update ${broadcastBatch} set state = 'FAILED' where id = ${second}`);
      await db().execute(sql`
        update ${broadcast} set status = 'PARTIAL', finished_at = ${endedAt.toISOString()}
        where id = ${send.id}`);
      while (await foldOneBroadcast(db(), 0));
      const receiptCounts = async () => {
        const { rows } = await db().execute<{ n: number; citizens: number }>(sql`
          select cardinality(received_at) as n, count(*)::integer as citizens
          from ${citizenReceipt} where citizen_id in ${sql.raw(`(${citizenIds.join(',')})`)}
          group by 1 order by 1`);
        return rows.map((row) => ({ n: Number(row.n), citizens: Number(row.citizens) }));
      };
      expect(await receiptCounts()).toEqual([{ n: 1, citizens: 500 }]);

      // The failed batch is retried (as `retryFailed` does): until folded, it counts from its batch.
      await db().execute(sql`update ${broadcastBatch} set state = 'PENDING' where id = ${second}`);
      await db().execute(sql`
        update ${broadcast} set status = 'SENDING', finished_at = null, receipts_folded = false
        where id = ${send.id}`);
      const capOne = { count: 1, days: 7 };
      expect(await countAudience(db(), { unitId, rules: null }, now, capOne)).toMatchObject({
        reached: 501,
        capped: 501,
      });
      expect(
        await countAudience(db(), { unitId, rules: null }, now, { count: 2, days: 7 }),
      ).toMatchObject({ capped: 0 });

      await db().execute(sql`
        update ${broadcastBatch} set state = 'SENT', sent_at = now() where id = ${second}`);
      await db().execute(sql`
        update ${broadcast} set status = 'SENT', finished_at = now() - interval '1 minute'
        where id = ${send.id}`);
      while (await foldOneBroadcast(db(), 0));
      expect(await receiptCounts()).toEqual([{ n: 1, citizens: 501 }]);
    });

    it('counts only the days: receipts older than the cap’s days do not hold anyone back', async () => {
      const { unitId } = await unitWithCitizens(2);
      const now = new Date('2026-07-20T03:00:00.000Z');
      for (const daysAgo of [9, 8]) {
        const old = await started(unitId, new Date(now.getTime() - daysAgo * DAY));
        await sentAll(old.id, new Date(now.getTime() - daysAgo * DAY + MINUTE));
        while (await foldOneBroadcast(db(), 0));
      }
      await setPolicy({ sendWindow: null, frequencyCap: cap });
      expect(await started(unitId, now)).toMatchObject({ recipients: 2, capped: 0 });
    });

    it('refuses a send that the cap leaves nobody to reach, with the reason', async () => {
      const { unitId } = await unitWithCitizens(2);
      const now = new Date('2026-08-25T03:00:00.000Z');
      await setPolicy({ sendWindow: null, frequencyCap: { count: 1, days: 7 } });
      await started(unitId, new Date(now.getTime() - DAY));
      const refused = await started(unitId, now).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).errors?.[0]?.message).toBe(BROADCAST_MESSAGES.allCapped);
    });

    it('does not hold back an urgent broadcast, though its recipients count for later sends', async () => {
      const { unitId } = await unitWithCitizens(3);
      const now = new Date('2026-09-28T03:00:00.000Z');
      await setPolicy({ sendWindow: null, frequencyCap: { count: 1, days: 7 } });
      await started(unitId, new Date(now.getTime() - 2 * DAY));
      const urgent = await started(unitId, new Date(now.getTime() - DAY), { urgent: true });
      expect(urgent).toMatchObject({ recipients: 3, capped: 0 });
      expect(
        await countAudience(db(), { unitId, rules: null }, now, { count: 2, days: 7 }),
      ).toMatchObject({ capped: 3, recipients: 0 });
    });
  });
});
