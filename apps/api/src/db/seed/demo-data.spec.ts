import { DEMO_IDENTITIES, DEMO_INVITE_CODE, DEMO_NEW_UNIT, DEMO_UNITS } from '@hbc/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { openTestDatabase, describeEachDriver, type TestDatabase } from '../../test/test-database';
import { appUser, province, unit } from '../schema';
import { DEMO_INVITE_LIFETIME_MS, seedDemoData } from './demo-data';
import { demoUnits } from './demo-units';
import { readProvinces, seedReferenceData } from './reference-data';

describeEachDriver('demo data [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  const seededAt = new Date('2026-11-22T03:00:00Z');

  beforeAll(async () => {
    testDatabase = await openTestDatabase(driver);
    await testDatabase.handle.migrate();
    await seedReferenceData(db());
    await seedDemoData(db(), seededAt);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it('creates the demo units in their province, each of its kind', async () => {
    const units = await db()
      .select()
      .from(unit)
      .where(
        inArray(
          unit.hcode,
          DEMO_UNITS.map((demo) => demo.hcode),
        ),
      )
      .orderBy(asc(unit.hcode));

    expect(units.map((row) => [row.hcode, row.name, row.provinceId, row.kind, row.active])).toEqual(
      [
        ['10669', 'โรงพยาบาลศูนย์สาธิต', 40, 'HOSPITAL', true],
        ['10670', 'โรงพยาบาลชุมชนสาธิต', 40, 'COMMUNITY_HOSPITAL', true],
      ],
    );
  });

  it('gives every province its provincial health office and a few hospitals, in one go', async () => {
    const units = await db().select().from(unit).orderBy(asc(unit.hcode));
    const provinces = await db().select().from(province);
    const offices = units.filter((row) => row.kind === 'PROVINCIAL_HEALTH_OFFICE');

    expect(units.map((row) => [row.hcode, row.name, row.kind, row.provinceId]).sort()).toEqual(
      demoUnits(readProvinces())
        .map((row) => [row.hcode, row.name, row.kind, row.provinceId])
        .sort(),
    );
    expect(offices).toHaveLength(77);
    expect(new Set(offices.map((row) => row.provinceId))).toEqual(
      new Set(provinces.map((row) => row.id)),
    );
    expect(units.some((row) => row.hcode === DEMO_NEW_UNIT.hcode)).toBe(false);
  });

  it('creates a user per identity that has one, LINE bound, provider identity not yet', async () => {
    const users = await db().select().from(appUser).orderBy(asc(appUser.id));
    const units = await db().select().from(unit);
    const hcodeOf = (unitId: number | null) =>
      units.find((row) => row.id === unitId)?.hcode ?? null;

    expect(
      users.map((user) => [
        user.role,
        hcodeOf(user.unitId),
        user.status,
        user.lineUserId,
        user.providerId,
      ]),
    ).toEqual([
      ['SUPER_ADMIN', null, 'ACTIVE', 'Uf5ac06aaeae9a75a751d530d93a219de', null],
      ['ADMIN_LV1', '10669', 'ACTIVE', 'U15e4b4cb23023ef7828614f345f98064', null],
      ['ADMIN_LV2', '10669', 'ACTIVE', 'U1b6b6a28a0340291c3dd9d6bf5836bd5', null],
      ['ADMIN_LV3', '10669', 'ACTIVE', 'Ubd54c6bf14920965144842f70af1884d', null],
      ['ADMIN_LV2', '10669', 'DISABLED', 'U82999e25a4b7596bb0bd594b82796d4b', null],
      ['ADMIN_LV3', '10669', 'INVITED', null, null],
    ]);
    expect(users[0]).toMatchObject({ firstName: 'ศศิธร', lastName: 'วงศ์สวัสดิ์' });
  });

  it('leaves the pending invite open for 30 days and nobody for identities without a user', async () => {
    const [invited] = await db()
      .select()
      .from(appUser)
      .where(inArray(appUser.status, ['INVITED']));
    const withoutUser = DEMO_IDENTITIES.filter((identity) => identity.user === null);

    expect(invited).toMatchObject({ inviteCode: DEMO_INVITE_CODE, inviteUsedAt: null });
    expect(invited?.inviteExpiresAt?.getTime()).toBe(seededAt.getTime() + DEMO_INVITE_LIFETIME_MS);
    const lineIds = withoutUser.map((identity) => identity.line?.userId ?? '');
    const [found] = await db()
      .select({ n: count() })
      .from(appUser)
      .where(inArray(appUser.lineUserId, lineIds));
    expect(found?.n).toBe(0);
  });

  it('changes nothing when run again, even after a sign-in changed the rows', async () => {
    const signedIn = new Date('2026-11-23T08:00:00Z');
    await db()
      .update(appUser)
      .set({ lineUserId: 'Ua7ae762ef9fb9ba3bc7b95c5302b3e28', inviteUsedAt: signedIn })
      .where(eq(appUser.inviteCode, DEMO_INVITE_CODE));
    await db()
      .update(appUser)
      .set({ providerId: 'PV66000000001', lastLoginAt: signedIn })
      .where(eq(appUser.role, 'SUPER_ADMIN'));
    const before = await db().select().from(appUser).orderBy(asc(appUser.id));

    await seedDemoData(db(), new Date('2027-01-01T00:00:00Z'));
    await Promise.all([seedDemoData(db()), seedDemoData(db())]);

    expect(await db().select().from(appUser).orderBy(asc(appUser.id))).toEqual(before);
    const [units] = await db().select({ n: count() }).from(unit);
    expect(units?.n).toBe(demoUnits(readProvinces()).length);
  });

  it('keeps a unit edited in the console as it is, and seeds no units into a deleted province', async () => {
    await db()
      .update(unit)
      .set({ name: 'โรงพยาบาลที่แก้ชื่อแล้ว', active: false })
      .where(eq(unit.hcode, '14001'));
    await db().delete(unit).where(eq(unit.provinceId, 96));
    await db().delete(province).where(eq(province.id, 96));

    await seedDemoData(db());

    const [edited] = await db().select().from(unit).where(eq(unit.hcode, '14001'));
    expect(edited).toMatchObject({ name: 'โรงพยาบาลที่แก้ชื่อแล้ว', active: false });
    const [inDeleted] = await db().select({ n: count() }).from(unit).where(eq(unit.provinceId, 96));
    expect(inDeleted?.n).toBe(0);
  });
});
