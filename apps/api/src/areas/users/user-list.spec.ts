import { DEMO_COMMUNITY_HOSPITAL, DEMO_HOSPITAL, type UserRecord } from '@hbc/contracts';
import { count } from 'drizzle-orm';
import { appUser } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertUser, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signInEachRole, userCalls, type RoleIdentity } from './testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const ids = (body: { data: UserRecord[] }) => body.data.map((row) => row.id);
/** A last name only this spec's sorting rows have. */
const SORTED = 'เรียงลำดับทดสอบ';

describeEachDatabase(
  'POST /api/setting/user-management/list',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let calls: ReturnType<typeof userCalls>;
    let hospitalId: number;
    let communityId: number;
    let elsewhere: typeof appUser.$inferSelect;
    beforeAll(async () => {
      calls = userCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(ctx.app.db, DEMO_HOSPITAL.hcode);
      communityId = await unitIdOf(ctx.app.db, DEMO_COMMUNITY_HOSPITAL.hcode);
      elsewhere = await insertUser(ctx.app.db, {
        firstName: 'สมปอง',
        lastName: 'ต่างหน่วย',
        role: 'ADMIN_LV1',
        unitId: communityId,
      });
    }, 120_000);

    const list = (query: object = {}, as: RoleIdentity = 'super-admin') =>
      calls.list(tokens[as], query);

    it('answers Super Admin every user, with their unit, as UserRecord rows', async () => {
      const [all] = await ctx.app.db.select({ n: count() }).from(appUser);

      const response = await list({ pageSize: 100 });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ message: 'SUCCESS', total: all?.n });
      expect(body.data).toHaveLength(all?.n ?? -1);
      expect(body.data.find((row: UserRecord) => row.id === elsewhere.id)).toEqual({
        id: elsewhere.id,
        firstName: 'สมปอง',
        lastName: 'ต่างหน่วย',
        role: 'ADMIN_LV1',
        unitId: communityId,
        unitName: DEMO_COMMUNITY_HOSPITAL.name_th,
        unitHcode: DEMO_COMMUNITY_HOSPITAL.hcode,
        status: 'ACTIVE',
        lastLoginAt: null,
        createdAt: elsewhere.createdAt.toISOString(),
        // Inserted ACTIVE without ever signing in or binding an identity.
        inviteAccepted: false,
        inviteCode: null,
        inviteExpiresAt: null,
        lastSignInFailure: null,
        lastSignInFailureAt: null,
      });
      const superAdmin = body.data.find((row: UserRecord) => row.role === 'SUPER_ADMIN');
      expect(superAdmin).toMatchObject({
        unitId: null,
        unitName: null,
        unitHcode: null,
        inviteAccepted: true,
      });
      expect(superAdmin.lastLoginAt).toEqual(expect.any(String));
    });

    it('shows the code and end of a pending invite only', async () => {
      const rows: UserRecord[] = (await list({ pageSize: 100 })).json().data;

      const invited = rows.filter((row) => row.status === 'INVITED');
      expect(invited.length).toBeGreaterThan(0);
      for (const row of invited) {
        expect(row.inviteCode).toEqual(expect.any(String));
        expect(Date.parse(row.inviteExpiresAt ?? '')).toBeGreaterThan(Date.now());
      }
      for (const row of rows.filter((other) => other.status !== 'INVITED')) {
        expect([row.inviteCode, row.inviteExpiresAt]).toEqual([null, null]);
      }
    });

    it('answers an Admin LV1 the users of their own unit only, whatever the filters say', async () => {
      const own = (await list({ pageSize: 100 }, 'admin-lv1')).json();

      expect(own.total).toBeGreaterThanOrEqual(5);
      expect(own.data.every((row: UserRecord) => row.unitId === hospitalId)).toBe(true);
      expect(ids(own)).not.toContain(elsewhere.id);

      const otherUnit = await list({ filters: { unitId: communityId } }, 'admin-lv1');
      expect(otherUnit.json()).toEqual({ message: 'SUCCESS', data: [], total: 0 });
      const superAdmins = await list({ filters: { role: 'SUPER_ADMIN' } }, 'admin-lv1');
      expect(superAdmins.json()).toMatchObject({ data: [], total: 0 });
      const byName = await list({ search: 'สมปอง' }, 'admin-lv1');
      expect(byName.json()).toMatchObject({ data: [], total: 0 });
    });

    it('is refused to Admin LV2 and LV3 (403) and to no token (401)', async () => {
      for (const as of ['admin-lv2', 'admin-lv3'] as const) {
        const response = await list({}, as);
        expect([as, response.statusCode, response.json()]).toEqual([
          as,
          403,
          { message: 'FORBIDDEN' },
        ]);
      }
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/setting/user-management/list',
        payload: {},
      });
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
    });

    describe('search, filters and sort', () => {
      let rows: (typeof appUser.$inferSelect)[];
      beforeAll(async () => {
        const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
        // Inserted out of every order below, so that no order is the insertion order.
        rows = [
          await insertUser(ctx.app.db, {
            firstName: 'ข้าวหอม',
            lastName: SORTED,
            role: 'ADMIN_LV3',
            status: 'DISABLED',
            unitId: communityId,
            lastLoginAt: at(30),
            createdAt: at(1),
          }),
          await insertUser(ctx.app.db, {
            firstName: 'กมล',
            lastName: `${SORTED} ข`,
            role: 'ADMIN_LV2',
            status: 'ACTIVE',
            unitId: hospitalId,
            lastLoginAt: at(10),
            createdAt: at(3),
          }),
          await insertUser(ctx.app.db, {
            firstName: 'กมล',
            lastName: `${SORTED} ก`,
            role: 'ADMIN_LV1',
            status: 'INVITED',
            unitId: communityId,
            lastLoginAt: null,
            createdAt: at(2),
          }),
        ];
      });
      const sorted = async (field: string, direction: 'asc' | 'desc') => {
        const response = await list({ search: SORTED, sort: { field, direction } });
        expect(response.statusCode).toBe(200);
        return ids(response.json()).map((id) => rows.findIndex((row) => row.id === id));
      };

      it.each([
        ['name', 'asc', [2, 1, 0]],
        ['name', 'desc', [0, 1, 2]],
        ['role', 'asc', [2, 1, 0]],
        ['status', 'asc', [1, 0, 2]],
        ['unitName', 'asc', [0, 2, 1]],
        ['unitName', 'desc', [1, 0, 2]],
        ['lastLoginAt', 'asc', [1, 0, 2]],
        ['lastLoginAt', 'desc', [0, 1, 2]],
        ['createdAt', 'asc', [0, 2, 1]],
        ['createdAt', 'desc', [1, 2, 0]],
      ] as const)('sorts by %s %s', async (field, direction, order) => {
        expect(await sorted(field, direction)).toEqual(order);
      });

      it('sorts by first name, then last name, by default', async () => {
        const response = await list({ search: SORTED });
        expect(ids(response.json())).toEqual([rows[2]?.id, rows[1]?.id, rows[0]?.id]);
      });

      it('searches first names, last names, both together, and the unit’s hcode', async () => {
        const found = async (search: string, filters: object = {}) =>
          ids((await list({ search, filters, pageSize: 100 })).json()).sort((a, b) => a - b);
        const sortedIds = (...indexes: number[]) =>
          indexes.map((index) => rows[index]?.id).sort((a, b) => (a ?? 0) - (b ?? 0));

        expect(await found('ข้าวหอม')).toEqual(sortedIds(0));
        expect(await found(`${SORTED} ก`)).toEqual(sortedIds(2));
        expect(await found(`กมล ${SORTED}`)).toEqual(sortedIds(1, 2));
        expect(await found(`  กมล   ${SORTED}  ข `)).toEqual(sortedIds(1));
        expect(await found(DEMO_COMMUNITY_HOSPITAL.hcode, { role: 'ADMIN_LV3' })).toEqual(
          sortedIds(0),
        );
        expect(await found('%')).toEqual([]);
        expect(await found('กมล_')).toEqual([]);
      });

      it('filters by role, status and unit, together with the search', async () => {
        const filtered = async (filters: object) =>
          ids((await list({ search: SORTED, filters })).json());

        expect(await filtered({ role: 'ADMIN_LV2' })).toEqual([rows[1]?.id]);
        expect(await filtered({ status: 'INVITED' })).toEqual([rows[2]?.id]);
        expect(await filtered({ unitId: communityId })).toEqual([rows[2]?.id, rows[0]?.id]);
        expect(await filtered({ unitId: communityId, status: 'DISABLED' })).toEqual([rows[0]?.id]);
        expect((await list({ search: SORTED, pageSize: 1, page: 2 })).json()).toMatchObject({
          total: 3,
          data: [{ id: rows[1]?.id }],
        });
      });
    });

    it.each([
      ['a page size over 100', { pageSize: 101 }, '/pageSize', 'ต้องไม่เกิน 100'],
      ['a page that is text', { page: 'two' }, '/page', 'รูปแบบข้อมูลไม่ถูกต้อง'],
      [
        'a search of 10 000 characters',
        { search: 'ก'.repeat(10_000) },
        '/search',
        'ต้องไม่เกิน 100 ตัวอักษร',
      ],
      ['a search that is an object', { search: { text: 'x' } }, '/search', 'รูปแบบข้อมูลไม่ถูกต้อง'],
      [
        'an unknown sort field',
        { sort: { field: 'email', direction: 'asc' } },
        '/sort/field',
        'ไม่มีในตัวเลือกที่รองรับ',
      ],
      ['an unknown filter', { filters: { unit: 1 } }, '/filters/unit', 'ไม่รู้จักข้อมูลนี้'],
      ['an unknown role', { filters: { role: 'ROOT' } }, '/filters/role', 'ข้อมูลไม่ถูกต้อง'],
      ['an unknown status', { filters: { status: 'GONE' } }, '/filters/status', 'ข้อมูลไม่ถูกต้อง'],
      [
        'a huge unit id',
        { filters: { unitId: 99_999_999_999 } },
        '/filters/unitId',
        'ต้องไม่เกิน 2147483647',
      ],
      ['a negative unit id', { filters: { unitId: -1 } }, '/filters/unitId', 'ต้องไม่น้อยกว่า 1'],
      ['an unknown field', { extra: true }, '/extra', 'ไม่รู้จักข้อมูลนี้'],
    ])('answers 400 to %s', async (_name, query, path, message) => {
      const response = await list(query);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'VALIDATION_ERROR', errors: [{ path, message }] });
    });
  },
  { env: () => signInTestEnv(fake) },
);
