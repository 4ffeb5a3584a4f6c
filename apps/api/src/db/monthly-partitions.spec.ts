import { seedReferenceData } from './seed/reference-data';
import { insertUnit } from '../test/staff-fixtures';
import {
  migrateThrough,
  openTestDatabase,
  describeEachDriver,
  type TestDatabase,
} from '../test/test-database';
import {
  dropExpiredPartitions,
  ensureMonthPartitions,
  MONTH_ID_SPAN,
  monthIndexOf,
  partitionName,
} from './monthly-partitions';

/** The migration before the one that partitions the delivery and click rows. */
const BEFORE = '0034_broadcast_count_delta';

/** `at` moved by whole months (the 15th, so no month is skipped whatever the day). */
function monthsFrom(at: Date, months: number): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 15));
}

describeEachDriver('delivery and click rows by month [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const run = async <Row>(text: string, values?: unknown[]) =>
    (await testDatabase.handle.sql.executeSql(text, values)).rows as Row[];
  const now = new Date();
  const current = monthIndexOf(now);
  let broadcastId = 0;
  let trackingUrlId = 0;
  let oldBatchId = 0;

  const partitionsOf = async (table: string) =>
    (
      await run<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         join pg_class p on p.oid = i.inhparent
         where p.relname = $1 and c.relkind = 'r' order by c.relname`,
        [table],
      )
    ).map((row) => row.name);
  const insertBatch = async (seq: number) =>
    (
      await run<{ id: string; partition: string }>(
        `insert into broadcast_batch
           (broadcast_id, seq, recipients, size, retry_key, first_citizen_id, last_citizen_id)
         values ($1, $2, array['U${'a'.repeat(32)}'], 1, gen_random_uuid(), 0, 0)
         returning id, tableoid::regclass::text as partition`,
        [broadcastId, seq],
      )
    )[0];

  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
    await migrateThrough(testDatabase, BEFORE);
    await seedReferenceData(testDatabase.handle.db);
    // The unit table is as the current schema has it: 0035 changes only the batches and clicks.
    const unit = await insertUnit(testDatabase.handle.db);
    [{ id: broadcastId }] = (await run<{ id: number }>(
      `insert into broadcast (unit_id, title, status, messages)
       values ($1, 'ก่อนแบ่งตามเดือน', 'SENT', '[{"type":"text","text":"ทดสอบ"}]') returning id`,
      [unit.id],
    )) as [{ id: number }];
    [{ id: trackingUrlId }] = (await run<{ id: number }>(
      `insert into tracking_url (unit_id, name, code, target_url)
       values ($1, 'ลิงก์', 'code-before', 'https://example.org') returning id`,
      [unit.id],
    )) as [{ id: number }];
    [{ id: oldBatchId }] = (await run<{ id: number }>(
      `insert into broadcast_batch (broadcast_id, seq, recipients, size, retry_key)
       values ($1, 0, array['Uold'], 1, gen_random_uuid()) returning id`,
      [broadcastId],
    )) as [{ id: number }];
    await run(`insert into click (tracking_url_id, broadcast_id) values ($1, $2)`, [
      trackingUrlId,
      broadcastId,
    ]);
    await testDatabase.handle.migrate();
  }, 60_000);

  afterAll(() => testDatabase?.dispose());

  it('keeps the rows written before partitioning, in the table they were in', async () => {
    const batches = await run<{ id: string; partition: string }>(
      `select id, tableoid::regclass::text as partition from broadcast_batch where broadcast_id = $1`,
      [broadcastId],
    );
    expect(batches).toEqual([
      { id: String(oldBatchId), partition: 'broadcast_batch_before_partitioning' },
    ]);
    const clicks = await run<{ partition: string }>(
      `select tableoid::regclass::text as partition from click where broadcast_id = $1`,
      [broadcastId],
    );
    expect(clicks).toEqual([{ partition: 'click_before_partitioning' }]);
  });

  it('has the current month and the next two ready once migrated', async () => {
    for (const table of ['broadcast_batch', 'click'] as const) {
      expect(await partitionsOf(table)).toEqual([
        partitionName(table, current),
        partitionName(table, current + 1),
        partitionName(table, current + 2),
        `${table}_before_partitioning`,
      ]);
    }
  });

  it("writes a new row into its month's table, its id carrying the month", async () => {
    const batch = await insertBatch(1);
    expect(batch?.partition).toBe(partitionName('broadcast_batch', current));
    expect(Math.floor(Number(batch?.id) / MONTH_ID_SPAN)).toBe(current);
    const [click] = await run<{ id: string; partition: string }>(
      `insert into click (tracking_url_id) values ($1)
       returning id, tableoid::regclass::text as partition`,
      [trackingUrlId],
    );
    expect(click?.partition).toBe(partitionName('click', current));
    expect(Number(click?.id)).toBeGreaterThan(Number(oldBatchId));
  });

  it('keeps the fill factor that keeps batch updates HOT on each new month', async () => {
    const [row] = await run<{ options: string[] | null }>(
      `select reloptions as options from pg_class where relname = $1`,
      [partitionName('broadcast_batch', current + 1)],
    );
    expect(row?.options).toEqual(['fillfactor=50']);
  });

  it("gathers no statistics of a batch's recipients, in every month", async () => {
    const rows = await run<{ partition: string; target: number }>(
      `select c.relname as partition, a.attstattarget as target
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where a.attname = 'recipients' and c.relname like 'broadcast_batch%' and c.relkind in ('r', 'p')
       order by 1`,
    );
    expect(rows).toEqual(
      [
        'broadcast_batch',
        partitionName('broadcast_batch', current),
        partitionName('broadcast_batch', current + 1),
        partitionName('broadcast_batch', current + 2),
        'broadcast_batch_before_partitioning',
      ].map((partition) => ({ partition, target: 0 })),
    );
  });

  it('creates only the months that are missing, however often it runs', async () => {
    expect(await ensureMonthPartitions(testDatabase.handle.db, now)).toEqual([]);
    const later = monthsFrom(now, 1);
    expect(await ensureMonthPartitions(testDatabase.handle.db, later)).toEqual([
      partitionName('broadcast_batch', current + 3),
      partitionName('click', current + 3),
    ]);
  });

  it('drops a month once its rows are older than the retention, and nothing younger', async () => {
    const db = testDatabase.handle.db;
    // Twenty-four months after this one began, this month is still within the retention.
    expect(await dropExpiredPartitions(db, 24, monthsFrom(now, 24))).toEqual([
      'broadcast_batch_before_partitioning',
      'click_before_partitioning',
    ]);
    expect(await dropExpiredPartitions(db, 24, monthsFrom(now, 25))).toEqual([
      partitionName('broadcast_batch', current),
      partitionName('click', current),
    ]);
    const left = await run<{ count: number }>(
      `select count(*)::int as count from broadcast_batch where broadcast_id = $1`,
      [broadcastId],
    );
    expect(left).toEqual([{ count: 0 }]);
    expect(await partitionsOf('broadcast_batch')).toEqual([
      partitionName('broadcast_batch', current + 1),
      partitionName('broadcast_batch', current + 2),
      partitionName('broadcast_batch', current + 3),
    ]);
    expect(await ensureMonthPartitions(db, now)).toEqual([
      partitionName('broadcast_batch', current),
      partitionName('click', current),
    ]);
    const later = await insertBatch(2);
    expect(later?.partition).toBe(partitionName('broadcast_batch', current));
  });
});
