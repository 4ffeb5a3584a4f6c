import { listPage } from '../../db/list-query';
import { seedReferenceData } from '../../db/seed/reference-data';
import { insertUnit, insertUser } from '../../test/staff-fixtures';
import { openTestDatabase, describeEachDriver, type TestDatabase } from '../../test/test-database';
import { userListSource } from './user-list-source';

/** A last name only this spec's users have. */
const MARKER = 'แหล่งรายชื่อทดสอบ';
const SUPER_ADMIN = { role: 'SUPER_ADMIN', unitId: null } as const;

describeEachDriver('userListSource [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  const ids: Record<'first' | 'second' | 'noUnit', number> = { first: 0, second: 0, noUnit: 0 };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
    await testDatabase.handle.migrate();
    await seedReferenceData(db());
    const first = await insertUnit(db(), { name: 'กรุงเทพทดสอบ' });
    const second = await insertUnit(db(), { name: 'ฮ่องสอนทดสอบ' });
    const user = (firstName: string, unitId: number | null) =>
      insertUser(db(), {
        firstName,
        lastName: MARKER,
        ...(unitId === null ? { role: 'SUPER_ADMIN' } : { unitId }),
      });
    // Inserted out of every order below.
    ids.noUnit = (await user('ก', null)).id;
    ids.second = (await user('ข', second.id)).id;
    ids.first = (await user('ค', first.id)).id;
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it.each([
    ['asc', ['first', 'second', 'noUnit']],
    ['desc', ['second', 'first', 'noUnit']],
  ] as const)('sorts by unit name %s with the users of no unit last', async (direction, order) => {
    const query = {
      page: 1,
      pageSize: 20,
      search: MARKER,
      sort: { field: 'unitName', direction },
    } as const;

    const page = await listPage(query, userListSource(db(), query, SUPER_ADMIN));

    expect(page.data.map((row) => row.id)).toEqual(order.map((name) => ids[name]));
  });
});
