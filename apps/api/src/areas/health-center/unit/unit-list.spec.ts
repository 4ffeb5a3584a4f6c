import { DEMO_HOSPITAL } from '@hbc/contracts';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unit } from '../../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../../test/fake-platforms';
import { signIn, signInTestEnv } from '../../../test/sign-in';
import { insertCitizens, insertUnit, insertUser, unitIdOf } from '../../../test/staff-fixtures';
import { describeEachDatabase } from '../../../test/test-app';
import { answered, healthCenterCalls } from '../testing/health-center-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

interface UnitRow {
  id: number;
  hcode: string;
  provinceId: number;
  staffCount: number;
  citizenCount: number;
}

const rowsOf = (response: { json(): unknown }) => (response.json() as { data: UnitRow[] }).data;
const hcodes = (response: { json(): unknown }) => rowsOf(response).map((row) => row.hcode);

/** 10,000 characters: far past any limit. */
const LONG_TEXT = 'ก'.repeat(10_000);

describeEachDatabase(
  'POST /api/health-center/unit/list',
  (ctx) => {
    let superAdmin: string;
    let list: (query: object, token?: string | null) => Promise<LightMyRequestResponse>;
    let inactive: typeof unit.$inferSelect;
    let staffed: typeof unit.$inferSelect;

    beforeAll(async () => {
      superAdmin = await signIn(ctx.app, fake, 'super-admin');
      const calls = healthCenterCalls(ctx.app).unit;
      list = (query, token = superAdmin) => calls.list(token, query);
      await insertCitizens(ctx.app.db, await unitIdOf(ctx.app.db), 3);
      inactive = await insertUnit(ctx.app.db, {
        name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านปิดปรับปรุง',
        kind: 'HEALTH_PROMOTING_HOSPITAL',
        provinceId: 23,
        active: false,
      });
      staffed = await insertUnit(ctx.app.db, { provinceId: 23 });
      await insertUser(ctx.app.db, { role: 'ADMIN_LV1', unitId: staffed.id });
      await insertUser(ctx.app.db, { role: 'ADMIN_LV2', unitId: staffed.id });
      await insertCitizens(ctx.app.db, staffed.id, 1);
    }, 60_000);

    it('answers the first page in hcode order, each unit with its province, region and counts', async () => {
      const [all] = await ctx.app.db.select({ n: count() }).from(unit);
      const response = await list({});

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'SUCCESS', total: all?.n });
      expect(hcodes(response).slice(0, 3)).toEqual(['00010', '00011', '00012']);
      expect(rowsOf(response)).toHaveLength(20);
      expect(rowsOf(response)[0]).toEqual({
        id: expect.any(Number),
        hcode: '00010',
        name: 'สำนักงานสาธารณสุขจังหวัดกรุงเทพมหานคร',
        kind: 'PROVINCIAL_HEALTH_OFFICE',
        logoUrl: null,
        active: true,
        provinceId: 10,
        provinceName: 'กรุงเทพมหานคร',
        healthRegionId: 13,
        healthRegionName: 'เขตสุขภาพที่ 13',
        staffCount: 0,
        citizenCount: 0,
      });
    });

    it('counts each unit’s staff users (whatever their status) and registered citizens', async () => {
      const [hospital] = rowsOf(await list({ search: DEMO_HOSPITAL.hcode }));
      const [other] = rowsOf(await list({ search: staffed.hcode }));

      expect(hospital).toMatchObject({ hcode: '10669', staffCount: 5, citizenCount: 3 });
      expect(other).toMatchObject({ hcode: staffed.hcode, staffCount: 2, citizenCount: 1 });
    });

    it('searches the name or the hcode, trimmed, literally', async () => {
      expect(hcodes(await list({ search: '  สาธิต ' }))).toEqual(['10669', '10670']);
      expect(hcodes(await list({ search: '14012' }))).toEqual(['14012']);
      expect(hcodes(await list({ search: 'ปิดปรับปรุง' }))).toEqual([inactive.hcode]);
      const latin = await insertUnit(ctx.app.db, {
        name: 'โรงพยาบาล BNH สาขาทดสอบ',
        provinceId: 23,
      });
      expect(hcodes(await list({ search: 'bnh สาขา' }))).toEqual([latin.hcode]);
      for (const search of ['ไม่มีหน่วยนี้', '%', '_', '\\']) {
        expect((await list({ search })).json()).toEqual({ message: 'SUCCESS', data: [], total: 0 });
      }
    });

    it('filters by province, region, kind and whether active, all together', async () => {
      expect(hcodes(await list({ filters: { provinceId: 40 } }))).toEqual([
        '00040',
        '04051',
        '10669',
        '10670',
        '14001',
        '14011',
        '14012',
      ]);
      expect(hcodes(await list({ filters: { healthRegionId: 13 } }))).toEqual([
        '00010',
        '11001',
        '11002',
        '11003',
      ]);
      expect((await list({ filters: { kind: 'PROVINCIAL_HEALTH_OFFICE' } })).json()).toMatchObject({
        total: 77,
      });
      expect(hcodes(await list({ filters: { active: false } }))).toEqual([inactive.hcode]);
      const together = await list({
        filters: {
          provinceId: 23,
          healthRegionId: 6,
          kind: 'HEALTH_PROMOTING_HOSPITAL',
          active: true,
        },
      });
      expect(hcodes(together)).toEqual(['02351']);
      expect((await list({ filters: { provinceId: 23, healthRegionId: 7 } })).json()).toMatchObject(
        {
          data: [],
          total: 0,
        },
      );
    });

    it('sorts by hcode, name, kind, province name and staff count, either way', async () => {
      const khonKaen = { filters: { provinceId: 40 } };
      expect(
        hcodes(await list({ ...khonKaen, sort: { field: 'hcode', direction: 'desc' } })),
      ).toEqual(['14012', '14011', '14001', '10670', '10669', '04051', '00040']);
      // Kinds in order of their code; the same kind in the order the units were made.
      expect(
        hcodes(await list({ ...khonKaen, sort: { field: 'kind', direction: 'asc' } })),
      ).toEqual(['10670', '14011', '14012', '04051', '10669', '14001', '00040']);

      const demo = { search: 'สาธิต' };
      expect(hcodes(await list({ ...demo, sort: { field: 'name', direction: 'asc' } }))).toEqual([
        '10670',
        '10669',
      ]);
      expect(hcodes(await list({ ...demo, sort: { field: 'name', direction: 'desc' } }))).toEqual([
        '10669',
        '10670',
      ]);

      // Region 9: ชัยภูมิ (36) sorts first by Thai name, สุรินทร์ (32) last.
      const region9 = { filters: { healthRegionId: 9 }, pageSize: 5 };
      const byProvince = await list({
        ...region9,
        sort: { field: 'provinceName', direction: 'asc' },
      });
      expect(rowsOf(byProvince).map((row) => row.provinceId)).toEqual([36, 36, 36, 36, 36]);
      const byProvinceDesc = await list({
        ...region9,
        sort: { field: 'provinceName', direction: 'desc' },
      });
      expect(rowsOf(byProvinceDesc).map((row) => row.provinceId)).toEqual([32, 32, 32, 32, 32]);

      const byStaff = await list({ sort: { field: 'staffCount', direction: 'desc' }, pageSize: 2 });
      expect(hcodes(byStaff)).toEqual(['10669', staffed.hcode]);
      expect(rowsOf(byStaff).map((row) => row.staffCount)).toEqual([5, 2]);
      const fewestStaff = await list({
        sort: { field: 'staffCount', direction: 'asc' },
        pageSize: 1,
      });
      expect(rowsOf(fewestStaff)[0]?.staffCount).toBe(0);
    });

    it('pages with a stable order, and answers an empty page past the end', async () => {
      const khonKaen = { filters: { provinceId: 40 }, pageSize: 3 };

      expect(hcodes(await list({ ...khonKaen, page: 2 }))).toEqual(['10670', '14001', '14011']);
      expect((await list({ ...khonKaen, page: 3 })).json()).toMatchObject({ total: 7 });
      expect((await list({ ...khonKaen, page: 4 })).json()).toEqual({
        message: 'SUCCESS',
        data: [],
        total: 7,
      });
    });

    it.each([
      ['page 0', { page: 0 }, '/page', 'ต้องไม่น้อยกว่า 1'],
      ['pageSize 101', { pageSize: 101 }, '/pageSize', 'ต้องไม่เกิน 100'],
      ['a 10,000-character search', { search: LONG_TEXT }, '/search', 'ต้องไม่เกิน 100 ตัวอักษร'],
      [
        'an unknown sort field',
        { sort: { field: 'province', direction: 'asc' } },
        '/sort/field',
        'ไม่มีในตัวเลือกที่รองรับ',
      ],
      ['an unknown filter', { filters: { hcode: '10669' } }, '/filters/hcode', 'ไม่รู้จักข้อมูลนี้'],
      ['an unknown kind', { filters: { kind: 'CLINIC' } }, '/filters/kind', 'ไม่มีในตัวเลือกที่รองรับ'],
      [
        'a province code below 10',
        { filters: { provinceId: 5 } },
        '/filters/provinceId',
        'ต้องไม่น้อยกว่า 10',
      ],
      [
        'a region past 13',
        { filters: { healthRegionId: 14 } },
        '/filters/healthRegionId',
        'ต้องไม่เกิน 13',
      ],
      ['active as a word', { filters: { active: 'yes' } }, '/filters/active', 'รูปแบบข้อมูลไม่ถูกต้อง'],
      ['an unknown field', { unitId: 1 }, '/unitId', 'ไม่รู้จักข้อมูลนี้'],
    ])('answers 400 to %s', async (_, query, path, message) => {
      expect(answered(await list(query))).toEqual({
        status: 400,
        body: { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
      });
    });

    it('is Super Admin’s: 403 to Admin LV1 to LV3 (they read their own unit), 401 without a token', async () => {
      for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3']) {
        const response = await list({}, await signIn(ctx.app, fake, role));
        expect({ role, ...answered(response) }).toEqual({
          role,
          status: 403,
          body: { message: 'FORBIDDEN' },
        });
      }
      expect(answered(await list({}, null))).toEqual({
        status: 401,
        body: { message: 'UNAUTHORIZED' },
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
