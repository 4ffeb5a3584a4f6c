import { API_PATHS, LIST_PAGE_SIZE_DEFAULT } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { healthRegion } from '../../../../db/schema';
import { readProvinces } from '../../../../db/seed/reference-data';
import { startFakePlatforms, type FakePlatforms } from '../../../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../../../test/sign-in';
import { describeEachDatabase } from '../../../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

interface RegionRow {
  id: number;
  nameTh: string;
  nameEn: string;
  provinceCount: number;
}

const ids = (body: { data: RegionRow[] }) => body.data.map((row) => row.id);

describeEachDatabase(
  'POST /api/health-center/region/list',
  (ctx) => {
    let superAdmin: string;
    beforeAll(async () => {
      superAdmin = await signIn(ctx.app, fake, 'super-admin');
    }, 60_000);

    const list = (payload: object, token: string | null = superAdmin) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.healthRegionList,
        payload,
        headers: token ? bearer(token) : {},
      });

    it('answers the first page in region order with each region’s province count', async () => {
      const response = await list({});

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ message: 'SUCCESS', total: 13 });
      expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(body.data.length).toBeLessThanOrEqual(LIST_PAGE_SIZE_DEFAULT);
      const seeded = readProvinces();
      for (const row of body.data as RegionRow[]) {
        const provinces = seeded.filter((p) => p.healthRegionId === row.id).length;
        expect(row).toEqual({
          id: row.id,
          nameTh: `เขตสุขภาพที่ ${row.id}`,
          nameEn: expect.stringContaining(`Health Region ${row.id}`),
          provinceCount: provinces,
        });
      }
      expect(body.data.find((row: RegionRow) => row.id === 13)?.provinceCount).toBe(1);
    });

    it('pages: page 2 of 5 is regions 6 to 10, with the total of all pages', async () => {
      const response = await list({ page: 2, pageSize: 5 });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 13 });
      expect(ids(response.json())).toEqual([6, 7, 8, 9, 10]);
      expect(ids((await list({ page: 3, pageSize: 5 })).json())).toEqual([11, 12, 13]);
      expect((await list({ page: 4, pageSize: 5 })).json()).toEqual({
        message: 'SUCCESS',
        data: [],
        total: 13,
      });
    });

    it('sorts by number or by Thai name, either way', async () => {
      const byNumberDesc = await list({ sort: { field: 'number', direction: 'desc' } });
      expect(ids(byNumberDesc.json())).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

      // The names differ only in the number after a common prefix, so as text "10" sorts before "2".
      const byName = await list({ sort: { field: 'name', direction: 'asc' } });
      expect(ids(byName.json())).toEqual([1, 10, 11, 12, 13, 2, 3, 4, 5, 6, 7, 8, 9]);
      const byNameDesc = await list({ sort: { field: 'name', direction: 'desc' } });
      expect(ids(byNameDesc.json())).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 13, 12, 11, 10, 1]);
    });

    it('searches the Thai and English names, case-insensitively, counting only matches', async () => {
      const thai = (await list({ search: 'ที่ 1', pageSize: 2 })).json();
      expect(thai).toMatchObject({ total: 5 });
      expect(ids(thai)).toEqual([1, 10]);

      expect(ids((await list({ search: '  BANGKOK ' })).json())).toEqual([13]);
      expect((await list({ search: 'ไม่มีเขตนี้' })).json()).toEqual({
        message: 'SUCCESS',
        data: [],
        total: 0,
      });
    });

    it('takes %, _ and \\ in the search text literally', async () => {
      for (const search of ['%', '_', '\\', 'ที่_1']) {
        expect((await list({ search })).json()).toMatchObject({ data: [], total: 0 });
      }

      await ctx.app.db
        .insert(healthRegion)
        .values({ id: 99, nameTh: 'เขตทดสอบ 50%_\\ส่วน', nameEn: 'Test region' });
      try {
        for (const search of ['50%', '%_\\', '0%_\\ส']) {
          expect(ids((await list({ search })).json())).toEqual([99]);
        }
      } finally {
        await ctx.app.db.delete(healthRegion).where(eq(healthRegion.id, 99));
      }
    });

    it.each([
      [{ pageSize: 101 }, '/pageSize', 'ต้องไม่เกิน 100'],
      [{ pageSize: 0 }, '/pageSize', 'ต้องไม่น้อยกว่า 1'],
      [{ page: 0 }, '/page', 'ต้องไม่น้อยกว่า 1'],
      [{ page: 1.5 }, '/page', 'รูปแบบข้อมูลไม่ถูกต้อง'],
      [{ search: 'ก'.repeat(101) }, '/search', 'ต้องไม่เกิน 100 ตัวอักษร'],
      [{ search: 'เขต\u0000' }, '/search', 'มีอักขระที่ไม่อนุญาต'],
      [{ sort: { field: 'nameTh', direction: 'asc' } }, '/sort/field', 'ไม่มีในตัวเลือกที่รองรับ'],
      [{ sort: { field: 'name', direction: 'up' } }, '/sort/direction', 'ไม่มีในตัวเลือกที่รองรับ'],
      [{ sort: { field: 'name' } }, '/sort/direction', 'กรุณากรอกข้อมูล'],
      [{ filters: { regionId: 1 } }, '/filters/regionId', 'ไม่รู้จักข้อมูลนี้'],
    ])('answers 400 to %j at %s', async (payload, path, message) => {
      const response = await list(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'VALIDATION_ERROR', errors: [{ path, message }] });
    });

    it('is Super Admin’s: 403 to Admin LV1 to LV3 (their own unit only), 401 without a token', async () => {
      for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3']) {
        const response = await list({}, await signIn(ctx.app, fake, role));
        expect({ role, status: response.statusCode, body: response.json() }).toEqual({
          role,
          status: 403,
          body: { message: 'FORBIDDEN' },
        });
      }
      const anonymous = await list({}, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });
    });
  },
  { env: () => signInTestEnv(fake) },
);
