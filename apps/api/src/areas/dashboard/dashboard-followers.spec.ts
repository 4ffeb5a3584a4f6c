import { API_PATHS, yearsBefore, type Dashboard } from '@hbc/contracts';
import { eq, inArray } from 'drizzle-orm';
import { citizen, province, rollupState } from '../../db/schema';
import {
  FOLLOWER_PROFILE_ROLLUP,
  rollUpFollowerProfile,
} from '../../engine/rollup/follower-profile-rollup';
import { bangkokDay } from '../segment/bangkok-day';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertCitizens, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Khon Kaen and Maha Sarakham (region 7), Bangkok (region 13). */
const KHON_KAEN = 40;
const MAHA_SARAKHAM = 44;
const BANGKOK = 10;

describeEachDatabase(
  'the dashboard’s followers by sex, age band and province: GET /api/dashboard',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const db = () => ctx.app.db;
    // Ages are counted on the rollup's day: the start-up run's, or the spec's own, the same day.
    const today = bangkokDay();
    const names = new Map<number, string>();

    const dashboardOf = async (query = '') => {
      const response = await call('GET', `${API_PATHS.dashboard}${query}`, tokens['super-admin']);
      if (response.statusCode !== 200) throw new Error(`dashboard: ${response.body}`);
      return (response.json() as { data: Dashboard }).data;
    };

    const storedAt = async () => {
      const [state] = await db()
        .select({ at: rollupState.rolledUpAt })
        .from(rollupState)
        .where(eq(rollupState.name, FOLLOWER_PROFILE_ROLLUP));
      return state?.at?.toISOString() ?? null;
    };

    beforeAll(async () => {
      const khonKaen = (await insertUnit(db(), { provinceId: KHON_KAEN })).id;
      const bangkok = (await insertUnit(db(), { provinceId: BANGKOK })).id;
      const child = yearsBefore(today, 10);
      await insertCitizens(db(), khonKaen, 3, {
        sex: 'FEMALE',
        birthDate: child,
        provinceId: KHON_KAEN,
      });
      await insertCitizens(db(), khonKaen, 2, {
        sex: 'MALE',
        birthDate: yearsBefore(today, 35),
        provinceId: MAHA_SARAKHAM,
      });
      await insertCitizens(db(), khonKaen, 1);
      // Not followers: they unfollowed, or follow no unit (the following count leaves them out).
      await insertCitizens(db(), khonKaen, 2, { sex: 'FEMALE', followStatus: 'UNFOLLOWED' });
      await db()
        .insert(citizen)
        .values({
          lineUserId: `U${'d'.repeat(32)}`,
          followStatus: 'FOLLOWING',
          sex: 'FEMALE',
        });
      await insertCitizens(db(), bangkok, 4, {
        sex: 'MALE',
        birthDate: yearsBefore(today, 30),
        provinceId: BANGKOK,
      });
      await insertCitizens(db(), bangkok, 1, {
        sex: 'FEMALE',
        birthDate: yearsBefore(today, 70),
        provinceId: KHON_KAEN,
      });
      await rollUpFollowerProfile(db(), today);
      const rows = await db()
        .select({ id: province.id, name: province.nameTh })
        .from(province)
        .where(inArray(province.id, [KHON_KAEN, MAHA_SARAKHAM, BANGKOK]));
      for (const row of rows) names.set(row.id, row.name);
    }, 60_000);

    it('answers every unit’s followers by sex, age band and province, as last rolled up', async () => {
      const dashboard = await dashboardOf('?month=2025-03');

      expect(dashboard.followers).toEqual({
        ageBands: [
          { band: '0-14', count: 3 },
          { band: '15-24', count: 0 },
          { band: '25-34', count: 4 },
          { band: '35-44', count: 2 },
          { band: '45-59', count: 0 },
          { band: '60+', count: 1 },
          { band: 'unknown', count: 1 },
        ],
        sexes: [
          { sex: 'MALE', count: 6 },
          { sex: 'FEMALE', count: 4 },
          { sex: 'UNKNOWN', count: 1 },
        ],
        // Most first; ties by province code; none recorded last.
        provinces: [
          { provinceId: BANGKOK, provinceName: names.get(BANGKOK), count: 4 },
          { provinceId: KHON_KAEN, provinceName: names.get(KHON_KAEN), count: 4 },
          { provinceId: MAHA_SARAKHAM, provinceName: names.get(MAHA_SARAKHAM), count: 2 },
          { provinceId: null, provinceName: null, count: 1 },
        ],
      });
      expect(dashboard.followersAt).toBe(await storedAt());
      expect(dashboard.followersAt).not.toBeNull();
    });

    it('answers the followers of the units of the region asked for', async () => {
      const dashboard = await dashboardOf('?month=2025-03&regionId=7');

      expect(dashboard.followers.sexes).toEqual([
        { sex: 'MALE', count: 2 },
        { sex: 'FEMALE', count: 3 },
        { sex: 'UNKNOWN', count: 1 },
      ]);
      expect(dashboard.followers.ageBands.filter((band) => band.count > 0)).toEqual([
        { band: '0-14', count: 3 },
        { band: '35-44', count: 2 },
        { band: 'unknown', count: 1 },
      ]);
      expect(dashboard.followers.provinces.map((row) => [row.provinceId, row.count])).toEqual([
        [KHON_KAEN, 3],
        [MAHA_SARAKHAM, 2],
        [null, 1],
      ]);
    });

    it('counts anew on each run: a citizen who unfollows drops out', async () => {
      const [bangkokFollower] = await db()
        .select({ id: citizen.id })
        .from(citizen)
        .where(eq(citizen.provinceId, BANGKOK))
        .limit(1);
      await db()
        .update(citizen)
        .set({ followStatus: 'UNFOLLOWED' })
        .where(eq(citizen.id, bangkokFollower?.id ?? 0));

      await rollUpFollowerProfile(db(), today);

      const dashboard = await dashboardOf('?regionId=13');
      expect(dashboard.followers.provinces).toEqual([
        { provinceId: BANGKOK, provinceName: names.get(BANGKOK), count: 3 },
        { provinceId: KHON_KAEN, provinceName: names.get(KHON_KAEN), count: 1 },
      ]);
      expect(dashboard.followers.sexes.find((row) => row.sex === 'MALE')?.count).toBe(3);
    });
  },
  { env: () => signInTestEnv(fake) },
);
