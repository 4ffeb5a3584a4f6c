import { API_PATHS, APP_VERSION } from '@hbc/contracts';
import Fastify from 'fastify';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import type { DatabaseDriver, DatabaseHandle } from '../db/database';
import { SCHEMA_LOCK_KEY } from '../db/postgres';
import { testConfig } from '../test/test-app';
import { describeEachDriver, openTestDatabase, type TestDatabase } from '../test/test-database';
import { health, LogMessages } from './testing/starting-app';

/**
 * Fastify's limit on loading one plugin, for the app and the control plugin alike: long enough
 * for the app's own plugins on a busy machine, short enough for a quick test.
 */
const PLUGIN_TIMEOUT_MS = 3_000;

interface HeldMigrations {
  /** The database to start the app on: its migrations wait until `release`. */
  database: DatabaseHandle;
  released: Promise<void>;
  release(): Promise<void>;
}

/**
 * On PostgreSQL another session holds the schema lock, as another process migrating would. The
 * embedded database is one session, so there its migrations wait (as behind the lock) instead.
 */
async function holdMigrations(
  driver: DatabaseDriver,
  testDatabase: TestDatabase,
): Promise<HeldMigrations> {
  let release = () => Promise.resolve();
  const released = new Promise<void>((resolve) => {
    release = async () => resolve();
  });
  if (driver === 'pglite') {
    const handle = testDatabase.handle;
    const database: DatabaseHandle = {
      ...handle,
      async migrate(progress) {
        progress?.onWait?.();
        await released;
        await handle.migrate(progress);
      },
    };
    return { database, released, release };
  }
  const holder = new Client({ connectionString: testDatabase.url });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
  let ended: Promise<void> | undefined;
  return {
    database: testDatabase.handle,
    released,
    release: () => {
      ended ??= (async () => {
        await holder.end();
        await release();
      })();
      return ended;
    },
  };
}

/** A plugin that waits for `released` before it has loaded, with the app's plugin timeout. */
async function pluginWaitingFor(released: Promise<void>): Promise<void> {
  const control = Fastify({ pluginTimeout: PLUGIN_TIMEOUT_MS });
  void control.register(async () => {
    await released;
  });
  try {
    await control.ready();
  } finally {
    await control.close().catch(() => undefined);
  }
}

describeEachDriver('a start whose database makes it wait [%s]', (driver) => {
  let testDatabase: TestDatabase;
  let held: HeldMigrations;
  let app: App | undefined;
  const log = new LogMessages();

  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
    held = await holdMigrations(driver, testDatabase);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await held?.release();
    await testDatabase?.dispose();
  }, 60_000);

  it('answers 503 `migrating` for longer than a plugin may take to load, then serves', async () => {
    // The plugins load without the database: the start-up runs after them, with no time limit.
    app = await buildApp({
      config: testConfig(),
      database: held.database,
      logger: log.logger,
      pluginTimeout: PLUGIN_TIMEOUT_MS,
      waitForStartup: false,
    });
    const started = app.startup.run();
    await log.written('waiting for another process to finish migrating');

    // The same wait inside a plugin is what made Fastify give up on a start.
    await expect(pluginWaitingFor(held.released)).rejects.toThrow('Plugin did not start in time');
    const starting = await health(app);
    const login = await app.inject({ method: 'POST', url: API_PATHS.login, payload: {} });

    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({
      message: 'SERVICE_UNAVAILABLE',
      data: {
        status: 'starting',
        startup: 'migrating',
        version: APP_VERSION,
        database: 'starting',
        queue: 'starting',
        driver,
      },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toEqual({ message: 'SERVICE_UNAVAILABLE' });
    // Polls of the health check while starting are not logged; other requests are.
    expect(log.matching('incoming request')).toHaveLength(1);

    await held.release();
    await started;
    const ready = await health(app);

    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      message: 'SUCCESS',
      data: { status: 'ok', version: APP_VERSION, database: 'ok', queue: 'ok', driver },
    });
    expect(log.matching('waiting for another process to finish migrating')).toHaveLength(1);
  }, 60_000);
});
