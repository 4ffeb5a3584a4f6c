import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { insertCitizenRows } from '../segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { signInTestEnv } from '../test/sign-in';
import { unitIdOf } from '../test/staff-fixtures';
import { appsOnOneDatabase } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { tokenCall } from '../test/token-call';
import { signInEachRole } from '../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describe.each(testDrivers())('a scheduled broadcast [%s]', (driver) => {
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
    const at = new Date(Date.now() + 1500);
    const scheduled = await tokenCall(first)(
      'POST',
      API_PATHS.broadcastSend(id),
      tokens['admin-lv3'],
      {
        scheduledAt: at.toISOString(),
      },
    );
    expect(scheduled.statusCode).toBe(200);
    await first.close();
    fake.messaging.reset();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(fake.messaging.deliveries).toHaveLength(0);

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
});
