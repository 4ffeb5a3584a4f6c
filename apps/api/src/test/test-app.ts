import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseDriver, DatabaseHandle } from '../db/database';
import { openTestDatabase, describeEachDriver, type TestDatabase } from './test-database';

/** Configuration for tests: silent logs and no console build unless a test points at one. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'hbc-api-test-data'),
    CONSOLE_DIST: join(tmpdir(), 'hbc-api-test-no-console'),
    // Test apps share DATA_DIR: a journal of one would be replayed into another's database.
    VISIT_JOURNAL_DIR: 'off',
    // No LINE answers a test that did not start the fake platforms (whose env turns it on).
    LINE_VALIDATE_MESSAGES: 'false',
    LINE_CHANNEL_CHECK: 'false',
    ...env,
  });
}

export type TestAppOptions = Omit<BuildAppOptions, 'config' | 'database' | 'inMemoryDatabase'> & {
  /** Environment of the app; a function is read when the app is built (after outer beforeAlls). */
  env?: Record<string, string> | (() => Record<string, string>);
};

const envOf = (env: TestAppOptions['env']) => (typeof env === 'function' ? env() : env);

/** The app on a fresh in-memory PGlite, for tests that do not depend on the database driver. */
export function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const { env, ...rest } = options;
  return buildApp({ ...rest, config: testConfig(envOf(env)), inMemoryDatabase: true });
}

/**
 * The app with `routes` mounted after the product's (routes that probe a convention), built before
 * the enclosing block's first test and closed after its last; `post` sends a JSON body (a string
 * as it is).
 */
export function appWithProbeRoutes(...routes: FastifyPluginAsync[]) {
  let built: App | undefined;
  beforeAll(async () => {
    built = await buildTestApp({ routes });
  }, 60_000);
  afterAll(() => built?.close());
  const probe = {
    get app(): App {
      if (!built) throw new Error('the app is built before the first test');
      return built;
    },
    post: (url: string, payload: string | object) =>
      probe.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
  };
  return probe;
}

export interface DatabaseTestContext {
  driver: DatabaseDriver;
  /** Built before the first test of the block, closed after the last. */
  app: App;
  /** The database the app runs on (owned by the helper, so a test may close it). */
  database: DatabaseHandle;
}

/**
 * Runs `define` once per test driver (PGlite; PostgreSQL too when DATABASE_URL is set), each
 * time on an app built on a fresh database of its own.
 */
export function describeEachDatabase(
  name: string,
  define: (ctx: DatabaseTestContext) => void,
  options: TestAppOptions = {},
): void {
  describeEachDriver(`${name} [%s]`, (driver) => {
    const ctx = { driver } as DatabaseTestContext;
    let testDatabase: TestDatabase | undefined;

    beforeAll(async () => {
      testDatabase = await openTestDatabase(driver);
      ctx.database = testDatabase.handle;
      const { env, ...rest } = options;
      ctx.app = await buildApp({
        ...rest,
        config: testConfig(envOf(env)),
        database: ctx.database,
      });
    }, 60_000);

    afterAll(async () => {
      await ctx.app?.close();
      await testDatabase?.dispose();
    }, 60_000);

    define(ctx);
  });
}

/**
 * API processes started one after another on one test database, as a server restarted (or a
 * second process) would meet it: each `start()` builds an app with `env()` on the suite's
 * database; every app is closed and the database dropped after the suite.
 */
export function appsOnOneDatabase(driver: DatabaseDriver, env: () => Record<string, string>) {
  let database: TestDatabase | undefined;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await database?.dispose();
  }, 60_000);
  return {
    async start(): Promise<App> {
      if (!database) throw new Error('the test database is not open');
      const app = await buildApp({ config: testConfig(env()), database: database.handle });
      apps.push(app);
      return app;
    },
  };
}
