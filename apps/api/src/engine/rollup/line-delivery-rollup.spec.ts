import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, inArray } from 'drizzle-orm';
import { LineDeliveryInsight, type DeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { lineDeliveryDaily } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { describeEachDatabase, testConfig } from '../../test/test-app';
import { rollUpLineDeliveries } from './line-delivery-rollup';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** 10:00 on 3 March 2025 in Bangkok: the days read are 1, 2 and 3 March. */
const NOW = new Date('2025-03-03T03:00:00Z');
const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03'];

describeEachDatabase('the LINE delivery rollup', (ctx) => {
  const db = () => ctx.database.db;
  const stored = () =>
    db()
      .select({ day: lineDeliveryDaily.day, delivered: lineDeliveryDaily.delivered })
      .from(lineDeliveryDaily)
      .where(inArray(lineDeliveryDaily.day, DAYS))
      .orderBy(asc(lineDeliveryDaily.day));
  const insight = () => new LineDeliveryInsight(testConfig(fake.env).lineMessaging);

  beforeEach(async () => {
    fake.messaging.reset();
    await db().delete(lineDeliveryDaily);
  });

  it('stores the messages sent through the API on the days LINE has counted, and leaves the others', async () => {
    fake.messaging.deliveryInsight = {
      '20250301': {
        status: 'ready',
        broadcast: 900,
        targeting: 50,
        apiBroadcast: 1,
        apiPush: 2,
        apiMulticast: 30,
        apiNarrowcast: 400,
        apiReply: 5000,
      },
      '20250302': { status: 'unready' },
      '20250303': { status: 'ready', apiMulticast: 7 },
    };
    await db().insert(lineDeliveryDaily).values({ day: '2025-03-02', delivered: 11 });

    const result = await rollUpLineDeliveries(db(), insight(), NOW);

    expect(result).toEqual({ stored: ['2025-03-01', '2025-03-03'], notReady: ['2025-03-02'] });
    expect(await stored()).toEqual([
      { day: '2025-03-01', delivered: 433 },
      { day: '2025-03-02', delivered: 11 },
      { day: '2025-03-03', delivered: 7 },
    ]);
  });

  it('replaces a day’s count when LINE has finalised it', async () => {
    fake.messaging.deliveryInsight = { '20250303': { status: 'ready', apiMulticast: 7 } };
    await rollUpLineDeliveries(db(), insight(), NOW);
    fake.messaging.deliveryInsight = { '20250303': { status: 'ready', apiMulticast: 9 } };

    await rollUpLineDeliveries(db(), insight(), NOW);

    expect(await stored()).toEqual([{ day: '2025-03-03', delivered: 9 }]);
  });

  it('says why when LINE cannot be asked, keeping what it stored before', async () => {
    const down = new LineDeliveryInsight({
      ...testConfig(fake.env).lineMessaging,
      apiBaseUrl: 'http://127.0.0.1:1',
    });
    const result = await rollUpLineDeliveries(db(), down, NOW);
    expect(result).toMatchObject({ stored: [], notReady: [], failure: expect.any(String) });

    let asked = 0;
    const failingLater: DeliveryInsight = {
      deliveries: async () => {
        asked += 1;
        if (asked > 1) throw new Error('LINE is down');
        return { status: 'ready', delivered: 5 };
      },
    };
    expect(await rollUpLineDeliveries(db(), failingLater, NOW)).toEqual({
      stored: ['2025-03-01'],
      notReady: [],
      failure: 'LINE is down',
    });
    expect(await stored()).toEqual([{ day: '2025-03-01', delivered: 5 }]);
  });

  it('gives up on LINE after the configured timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = new LineDeliveryInsight({
        ...testConfig(fake.env).lineMessaging,
        apiBaseUrl: `http://127.0.0.1:${port}`,
        requestTimeoutMs: 100,
      });

      const result = await rollUpLineDeliveries(db(), slow, NOW);

      expect(result.failure).toBe('LINE did not answer within 100 ms');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
