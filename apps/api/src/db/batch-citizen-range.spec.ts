import { insertCitizens, insertUnit } from '../test/staff-fixtures';
import {
  describeEachDriver,
  openDatabaseThrough,
  rowsOf,
  type TestDatabase,
} from '../test/test-database';
import { ensureMonthPartitions } from './monthly-partitions';

type Citizen = { id: string; lineUserId: string };

/** The migration before the one that gives each batch the range of its citizens' ids. */
const BEFORE = '0037_count_delta_without_key';

describeEachDriver('the citizen ids of the batches written before their ranges [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const run = <Row>(text: string, values?: unknown[]) => rowsOf<Row>(testDatabase, text, values);

  beforeAll(async () => {
    testDatabase = await openDatabaseThrough(driver, BEFORE);
    await ensureMonthPartitions(testDatabase.handle.db);
  }, 60_000);

  afterAll(() => testDatabase?.dispose());

  it('are those of the recipients the registry knows, and citizen 0 when it knows none', async () => {
    const db = testDatabase.handle.db;
    const unit = await insertUnit(db);
    await insertCitizens(db, unit.id, 3);
    const citizens = await run<Citizen>(
      `select id, line_user_id as "lineUserId" from citizen where unit_id = $1 order by id`,
      [unit.id],
    );
    const [first, , third] = citizens as [Citizen, Citizen, Citizen];
    const [{ id: broadcastId }] = (await run<{ id: number }>(
      `insert into broadcast (unit_id, title, status, messages)
       values ($1, 'ก่อนช่วงของผู้รับ', 'SENT', '[{"type":"text","text":"ทดสอบ"}]') returning id`,
      [unit.id],
    )) as [{ id: number }];
    const insertBatch = async (seq: number, recipients: string[]) =>
      (
        await run<{ id: string }>(
          `insert into broadcast_batch (broadcast_id, seq, recipients, size, retry_key)
           values ($1, $2, $3::text[], $4, gen_random_uuid()) returning id`,
          [broadcastId, seq, recipients, recipients.length],
        )
      )[0]?.id;
    const known = await insertBatch(0, [third.lineUserId, 'Ugone', first.lineUserId]);
    const unknown = await insertBatch(1, ['Ugone-too']);

    await testDatabase.handle.migrate();

    const ranges = await run<{ id: string; first: string; last: string }>(
      `select id, first_citizen_id as first, last_citizen_id as last from broadcast_batch
       where broadcast_id = $1 order by seq`,
      [broadcastId],
    );
    expect(ranges.map((row) => [String(row.id), Number(row.first), Number(row.last)])).toEqual([
      [String(known), Number(first.id), Number(third.id)],
      [String(unknown), 0, 0],
    ]);
  });
});
