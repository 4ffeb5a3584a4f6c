import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { broadcastBatch } from '../../db/schema';
import { insertCitizenRows } from '../../areas/segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { unitIdOf } from '../../test/staff-fixtures';
import { appsOnOneDatabase } from '../../test/test-app';
import { describeEachDriver } from '../../test/test-database';
import { tokenCall } from '../../test/token-call';
import { signInEachRole } from '../../areas/users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDriver('an API stopped while it sends [%s]', (driver) => {
  // Two multicasts a second: most batches wait for their turn when the first process stops.
  const { start } = appsOnOneDatabase(driver, () =>
    signInTestEnv(fake, { LINE_MULTICAST_PER_SECOND: '2' }),
  );

  it('gives its waiting batches back on the way out; the next process sends them, each recipient once', async () => {
    const first = await start();
    const tokens = await signInEachRole(first, fake);
    await insertCitizenRows(
      first.db,
      await unitIdOf(first.db),
      Array.from({ length: 3_000 }, () => ({})),
    );
    fake.messaging.reset();
    const created = await tokenCall(first)('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
      title: 'ปิดเครื่องกลางทาง',
      messages: [{ type: 'text', text: 'ส่งต่อให้ครบ' }],
      target: 'UNIT',
    });
    const { id } = (created.json() as { data: BroadcastRecord }).data;
    await tokenCall(first)('POST', API_PATHS.broadcastSend(id), tokens['admin-lv3'], {});
    const deadline = Date.now() + 10_000;
    while (fake.messaging.deliveries.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.close();

    // Nothing is left claimed by the stopped process: sent, or back in the queue.
    const { rows } = await first.db.execute<{ state: string; batches: number }>(sql`
      select state, count(*)::integer as batches from ${broadcastBatch}
      where broadcast_id = ${id} group by state order by state`);
    const byState = Object.fromEntries(rows.map((row) => [row.state, Number(row.batches)]));
    expect(byState['SENDING']).toBeUndefined();
    expect(byState['SENT']).toBe(fake.messaging.deliveries.length);
    expect(byState['PENDING']).toBeGreaterThan(0);

    const second = await start();
    let record: BroadcastRecord | undefined;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const response = await tokenCall(second)(
        'GET',
        API_PATHS.broadcastById(id),
        tokens['admin-lv2'],
      );
      record = (response.json() as { data: BroadcastRecord }).data;
      if (record.status !== 'SENDING') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(record).toMatchObject({ status: 'SENT', sentCount: 3_000, failedCount: 0 });
    const received = fake.messaging.deliveries.flatMap((delivery) => delivery.to);
    expect(received).toHaveLength(3_000);
    expect(new Set(received).size).toBe(3_000);
  }, 90_000);
});
