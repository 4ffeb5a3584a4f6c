import {
  API_PATHS,
  BROADCAST_MESSAGES,
  quotaExceededText,
  type BroadcastRecord,
} from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, broadcastBatch } from '../../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { insertCitizenRows } from '../../areas/segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertBroadcast, insertUnit, unitIdOf } from '../../test/staff-fixtures';
import { appsOnOneDatabase } from '../../test/test-app';
import { describeEachDriver } from '../../test/test-database';
import { tokenCall } from '../../test/token-call';
import { signInEachRole } from '../../areas/users/testing/user-calls';
import { startIfDue } from './scheduled-start';
import { SENDING_QUEUES } from './sending-queues';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const HOUR = 3_600_000;

/** The states of broadcast `id`'s start jobs in the queue. */
async function startJobStates(db: Database, id: number): Promise<string[]> {
  const { rows } = await db.execute<{ state: string }>(sql`
    select state from ${sql.identifier(QUEUE_SCHEMA)}.job
    where name = ${SENDING_QUEUES.start} and data->>'broadcastId' = ${String(id)}`);
  return rows.map((row) => row.state);
}

/** Moves broadcast `id`'s time, and its start job's, to `at`: the time passed while no API ran. */
async function dueAt(db: Database, id: number, at: Date): Promise<void> {
  await db.update(broadcast).set({ scheduledAt: at }).where(eq(broadcast.id, id));
  await db.execute(sql`
    update ${sql.identifier(QUEUE_SCHEMA)}.job set start_after = ${at.toISOString()}
    where name = ${SENDING_QUEUES.start} and data->>'broadcastId' = ${String(id)}`);
}

describeEachDriver('a scheduled broadcast [%s]', (driver) => {
  const { start } = appsOnOneDatabase(driver, () => signInTestEnv(fake));

  it('starts on time after the API that scheduled it stopped, and every recipient gets it once', async () => {
    const first = await start();
    const tokens = await signInEachRole(first, fake);
    await insertCitizenRows(
      first.db,
      await unitIdOf(first.db),
      Array.from({ length: 7 }, () => ({})),
    );
    const created = await tokenCall(first)('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
      title: 'ตั้งเวลาแล้วปิดเครื่อง',
      messages: [{ type: 'text', text: 'นัดหมาย' }],
      target: 'UNIT',
    });
    const { id } = (created.json() as { data: BroadcastRecord }).data;
    // An hour ahead: the API stops long before the broadcast is due, however slow the machine.
    const scheduled = await tokenCall(first)(
      'POST',
      API_PATHS.broadcastSend(id),
      tokens['admin-lv3'],
      { scheduledAt: new Date(Date.now() + HOUR).toISOString() },
    );
    expect(scheduled.statusCode).toBe(200);
    await first.close();
    // The start waits in the database, not in the process that stopped.
    expect(await startJobStates(first.db, id)).toEqual(['created']);

    const at = new Date(Date.now() + 1_000);
    await dueAt(first.db, id, at);
    fake.messaging.reset();
    const second = await start();
    const deadline = Date.now() + 30_000;
    let record: BroadcastRecord | undefined;
    while (Date.now() < deadline) {
      const response = await tokenCall(second)(
        'GET',
        API_PATHS.broadcastById(id),
        tokens['admin-lv2'],
      );
      record = (response.json() as { data: BroadcastRecord }).data;
      if (record.status === 'SENT') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(record).toMatchObject({ status: 'SENT', sentCount: 7 });
    expect(new Date(record?.startedAt ?? 0).getTime()).toBeGreaterThanOrEqual(at.getTime());
    const received = fake.messaging.deliveries.flatMap((delivery) => delivery.to);
    expect(received).toHaveLength(7);
    expect(new Set(received).size).toBe(7);
  }, 90_000);

  it('fails, saying why, when it is due but reaches nobody or more than the quota left: no batch is left behind', async () => {
    const app = await start();
    try {
      const unit = await insertUnit(app.db);
      await insertCitizenRows(
        app.db,
        unit.id,
        Array.from({ length: 5 }, () => ({})),
      );
      const due = (title: string) =>
        insertBroadcast(app.db, unit.id, {
          title,
          status: 'SCHEDULED',
          scheduledAt: new Date(Date.now() - 1_000),
          messages: [{ type: 'text', text: title }],
        });
      const reasonOf = async (id: number) => {
        const [row] = await app.db.select().from(broadcast).where(eq(broadcast.id, id));
        const batches = await app.db
          .select()
          .from(broadcastBatch)
          .where(eq(broadcastBatch.broadcastId, id));
        return { status: row?.status, haltReason: row?.haltReason, batches: batches.length };
      };

      const overQuota = await due('เกินโควตา');
      expect(await startIfDue(app.db, overQuota.id, new Date(), 'http://console.test', 3)).toEqual(
        [],
      );
      expect(await reasonOf(overQuota.id)).toEqual({
        status: 'FAILED',
        haltReason: quotaExceededText(5, 3),
        batches: 0,
      });

      const within = await due('พอดีโควตา');
      expect(
        await startIfDue(app.db, within.id, new Date(), 'http://console.test', 5),
      ).toHaveLength(1);

      const empty = await insertUnit(app.db);
      const nobody = await insertBroadcast(app.db, empty.id, {
        title: 'ไม่มีผู้รับ',
        status: 'SCHEDULED',
        scheduledAt: new Date(Date.now() - 1_000),
        messages: [{ type: 'text', text: 'ไม่มีผู้รับ' }],
      });
      await startIfDue(app.db, nobody.id, new Date(), 'http://console.test');
      expect(await reasonOf(nobody.id)).toEqual({
        status: 'FAILED',
        haltReason: BROADCAST_MESSAGES.noRecipients,
        batches: 0,
      });
    } finally {
      await app.close();
    }
  });
});
