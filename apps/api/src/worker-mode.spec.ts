import type { App } from './app';
import { buildApp } from './app';
import { SENDING_QUEUES } from './engine/sending/sending-queues';
import { openPostgres } from './db/postgres';
import { HOUSEKEEPING_QUEUE } from './plugins/app/housekeeping';
import { ROLLUP_QUEUE } from './plugins/app/rollups';
import { buildTestApp, testConfig } from './test/test-app';
import { openTestDatabase, testDrivers } from './test/test-database';

const TOKEN = 'a-metrics-token-of-at-least-32-chars';

describe('worker mode: the same code with HTTP off', () => {
  let worker: App;

  beforeAll(async () => {
    worker = await buildTestApp({ mode: 'worker', env: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(() => worker?.close());

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/docs/json'],
    ['POST', '/api/login'],
    ['GET', '/'],
    ['GET', '/files/abc.png'],
  ] as const)('serves no route of the API nor the console: %s %s is 404', async (method, url) => {
    const response = await worker.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('runs the queue, the sending, the housekeeping and the rollups', async () => {
    for (const name of [...Object.values(SENDING_QUEUES), HOUSEKEEPING_QUEUE, ROLLUP_QUEUE]) {
      expect(await worker.queue.getQueue(name)).toMatchObject({ name });
    }
    await expect(worker.checkQueue()).resolves.toBeUndefined();
    expect(worker.sending.enqueueBatches).toEqual(expect.any(Function));
    expect(worker.metrics.sending.batchEnded).toEqual(expect.any(Function));
    expect(worker.hasDecorator('storage')).toBe(false);
    expect(worker.hasDecorator('requireAccessToken')).toBe(false);
  });

  it('answers GET /health with the state of its database and queue', async () => {
    const response = await worker.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok' });
  });

  it('answers GET /health 503 naming the start-up, and every other path 503, until it has started', async () => {
    const starting = await buildTestApp({
      mode: 'worker',
      env: { METRICS_TOKEN: TOKEN },
      waitForStartup: false,
    });
    try {
      const health = await starting.inject({ method: 'GET', url: '/health' });
      const metrics = await starting.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      await starting.startup.run();
      const started = await starting.inject({ method: 'GET', url: '/health' });

      expect(health.statusCode).toBe(503);
      expect(health.json().data).toMatchObject({
        status: 'starting',
        startup: 'opening',
        database: 'starting',
        queue: 'starting',
      });
      expect(metrics.statusCode).toBe(503);
      expect(metrics.json()).toEqual({ message: 'SERVICE_UNAVAILABLE' });
      expect(started.statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  }, 60_000);

  it('answers GET /metrics to the bearer of METRICS_TOKEN only', async () => {
    worker.metrics.sending.batchEnded('failed', 500);

    const refused = await worker.inject({ method: 'GET', url: '/metrics' });
    const read = await worker.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });

    expect(refused.statusCode).toBe(401);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('hbc_broadcast_batches_total{ending="failed"} 1');
  });
});

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;

onPostgres('an API and a worker process on one PostgreSQL', () => {
  it('both start together and share the queue', async () => {
    const testDatabase = await openTestDatabase('postgres');
    const second = openPostgres(testDatabase.url ?? '');
    const started = await Promise.allSettled([
      buildApp({ config: testConfig(), database: testDatabase.handle }),
      buildApp({ config: testConfig(), database: second, mode: 'worker' }),
    ]);
    try {
      expect(
        started.map((result) =>
          result.status === 'rejected' ? String(result.reason) : result.status,
        ),
      ).toEqual(['fulfilled', 'fulfilled']);
      const [api, worker] = started.map((result) =>
        result.status === 'fulfilled' ? result.value : undefined,
      );
      const health = await api?.inject({ method: 'GET', url: '/api/health' });
      const workerHealth = await worker?.inject({ method: 'GET', url: '/health' });
      expect([health?.statusCode, workerHealth?.statusCode]).toEqual([200, 200]);
      // A job the API queues is visible to the worker's pg-boss (one queue on one database).
      await api?.ensureQueue('worker-mode-probe');
      await api?.queue.send('worker-mode-probe', {});
      expect(await worker?.queue.getQueueSize('worker-mode-probe')).toBe(1);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await second.close();
      await testDatabase.dispose();
    }
  }, 60_000);
});
