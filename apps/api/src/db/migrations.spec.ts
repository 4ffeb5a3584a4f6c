import { asc, count, eq, sql } from 'drizzle-orm';
import { openSeededTestDatabase } from '../test/seeded-test-database';
import { migrationCount, describeEachDriver, type TestDatabase } from '../test/test-database';
import { healthRegion, province } from './schema';
import { seedReferenceData } from './seed/reference-data';

const TABLES = [
  'activity_log',
  'app_user',
  'approval_setting',
  'auth_session',
  'bot_visit',
  'broadcast',
  'broadcast_approval',
  'broadcast_batch',
  'broadcast_capped',
  'broadcast_count_delta',
  'broadcast_exclusion',
  'broadcast_insight',
  'broadcast_tracking_url',
  'cid_import',
  'cid_import_row',
  'citizen',
  'citizen_import',
  'citizen_receipt',
  'click',
  'click_daily',
  'click_person_hour',
  'click_person_minute',
  'excluded_cid',
  'follower_profile',
  'follower_sync_id',
  'follower_sync_run',
  'following_daily',
  'health_region',
  'line_channel_check',
  'line_delivery_daily',
  'line_rate_window',
  'line_webhook_event',
  'login_state',
  'message_template',
  'province',
  'rollup_state',
  'segment',
  'segment_cid_list',
  'segment_cid_list_item',
  'send_policy',
  'tester',
  'tester_code',
  'tracking_url',
  'unit',
  'visit_journal',
];

describeEachDriver('migrations and reference data [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
  }, 60_000);

  afterAll(() => testDatabase?.dispose());

  it('creates every table of the data model', async () => {
    const result = await db().execute<{ table_name: string }>(
      // A month's partition is a table of its own (db/monthly-partitions.spec.ts): its parent is named.
      sql`select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          order by c.relname`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(TABLES);
  });

  it('records each migration once, however often it runs', async () => {
    await testDatabase.handle.migrate();
    await testDatabase.handle.migrate();

    const result = await db().execute<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(result.rows[0]?.applied).toBe(migrationCount());
  });

  it('seeds the 13 health regions with their Thai names', async () => {
    const regions = await db().select().from(healthRegion).orderBy(asc(healthRegion.id));

    expect(regions).toHaveLength(13);
    expect(regions[0]).toMatchObject({ id: 1, nameTh: 'เขตสุขภาพที่ 1', officeProvinceCode: 50 });
    expect(regions[12]).toMatchObject({
      id: 13,
      nameTh: 'เขตสุขภาพที่ 13',
      nameEn: 'Health Region 13 (Bangkok)',
    });
  });

  it('seeds the 77 provinces, each in its health region', async () => {
    const [bangkok] = await db().select().from(province).where(eq(province.id, 10));
    const [total] = await db().select({ n: count() }).from(province);
    const perRegion = await db()
      .select({ region: province.healthRegionId, n: count() })
      .from(province)
      .groupBy(province.healthRegionId)
      .orderBy(asc(province.healthRegionId));

    expect(total?.n).toBe(77);
    expect(bangkok).toMatchObject({
      nameTh: 'กรุงเทพมหานคร',
      nameEn: 'Bangkok',
      healthRegionId: 13,
    });
    expect(perRegion.map((row) => row.n)).toEqual([8, 5, 5, 8, 8, 8, 4, 7, 4, 5, 7, 7, 1]);
  });

  it('seeds again without duplicates and keeps names edited since', async () => {
    await db().update(province).set({ nameTh: 'กรุงเทพฯ' }).where(eq(province.id, 10));

    await seedReferenceData(db());

    const [regions] = await db().select({ n: count() }).from(healthRegion);
    const [provinces] = await db().select({ n: count() }).from(province);
    const [bangkok] = await db().select().from(province).where(eq(province.id, 10));
    expect([regions?.n, provinces?.n]).toEqual([13, 77]);
    expect(bangkok?.nameTh).toBe('กรุงเทพฯ');
  });

  it('enforces the constraints of the data model', async () => {
    await expect(
      db().execute(
        sql`insert into unit (hcode, name, kind, province_id) values ('12A45', 'x', 'HOSPITAL', 10)`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into app_user (first_name, last_name, role) values ('a', 'b', 'ADMIN_LV3')`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into app_user (first_name, last_name, role) values ('a', 'b', 'SUPER_ADMIN')`,
      ),
    ).resolves.toBeDefined();
  });
});
