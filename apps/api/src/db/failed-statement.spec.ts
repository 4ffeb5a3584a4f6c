import { API_PATHS } from '@hbc/contracts';
import { count, sql } from 'drizzle-orm';
import { describeEachDatabase, type DatabaseTestContext } from '../test/test-app';
import { openTestDatabase, describeEachDriver, type TestDatabase } from '../test/test-database';
import { province } from './schema';

/** What the API answers right after a statement failed: health and a real query must work. */
async function expectDatabaseUsable(ctx: DatabaseTestContext): Promise<void> {
  const health = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });
  expect({ status: health.statusCode, database: health.json().data.database }).toEqual({
    status: 200,
    database: 'ok',
  });
  const [provinces] = await ctx.app.db.select({ n: count() }).from(province);
  expect(provinces?.n).toBe(77);
}

/** The database's own message, also when Drizzle wraps it ("Failed query: ..."). */
async function databaseMessage(statement: Promise<unknown>): Promise<string> {
  const error: unknown = await statement.then(
    () => new Error('the statement succeeded'),
    (failure: unknown) => failure,
  );
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : String((error as Error).message);
}

describeEachDatabase('a failed statement', (ctx) => {
  it('refused for a NUL in a parameter leaves the connection usable for the next requests', async () => {
    await expect(ctx.database.sql.executeSql('select $1::text as t', ['a\u0000b'])).rejects.toThrow(
      /0x00/,
    );

    await expectDatabaseUsable(ctx);
  });

  it('refused for a NUL through Drizzle leaves the connection usable', async () => {
    expect(await databaseMessage(ctx.app.db.execute(sql`select ${'x\u0000'}::text as t`))).toMatch(
      /0x00/,
    );

    await expectDatabaseUsable(ctx);
  });

  it('of another kind (an unknown table) leaves the connection usable', async () => {
    expect(await databaseMessage(ctx.app.db.execute(sql`select * from no_such_table`))).toMatch(
      'no_such_table',
    );

    await expectDatabaseUsable(ctx);
  });

  it('inside a script that opened a transaction leaves no transaction behind', async () => {
    await expect(
      ctx.database.sql.executeSql(
        'begin; insert into province select * from province limit 0; select 1/0;',
      ),
    ).rejects.toThrow('division by zero');

    await expectDatabaseUsable(ctx);
    const status = await ctx.database.sql.executeSql(
      'select now() = statement_timestamp() as idle',
    );
    expect(status.rows).toEqual([{ idle: true }]);
  });

  it('does not fail the requests queued behind it', async () => {
    const results = await Promise.allSettled([
      ctx.database.sql.executeSql('select $1::text as t', ['\u0000']),
      ctx.app.inject({ method: 'GET', url: API_PATHS.health }),
      ctx.app.db.select({ n: count() }).from(province),
      ctx.app.inject({ method: 'GET', url: API_PATHS.health }),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    await expectDatabaseUsable(ctx);
  });
});

describeEachDriver('the connection of a failed statement [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const run = (text: string, values?: unknown[]) =>
    testDatabase.handle.sql.executeSql(text, values);
  const probe = async () =>
    (await run("select current_setting('hbc.probe', true) as probe")).rows[0] as { probe: unknown };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it('is kept with its session when the statement alone failed', async () => {
    await run("select set_config('hbc.probe', 'kept', false)");

    await expect(run('select $1::text', ['\u0000'])).rejects.toThrow(/0x00/);
    await expect(run('select * from no_such_table')).rejects.toThrow('no_such_table');

    expect(await probe()).toEqual({ probe: 'kept' });
  });

  it('is replaced when the failure left it inside a transaction', async () => {
    await run("select set_config('hbc.probe', 'old', false)");

    await expect(run('begin; select 1/0;')).rejects.toThrow('division by zero');

    expect(await probe()).not.toEqual({ probe: 'old' });
    expect((await run('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
