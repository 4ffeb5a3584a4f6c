import { API_PATHS, formatThaiDateStamp, LIST_PAGE_SIZE_DEFAULT } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { healthRegion } from '../../../db/schema';
import { demoUnits } from '../../../db/seed/demo-units';
import { readProvinces } from '../../../db/seed/reference-data';
import { csvLines, xlsxRows } from '../../../export/testing/read-export';
import { startFakePlatforms, type FakePlatforms } from '../../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../../test/sign-in';
import {
  insertCitizens,
  insertUnit,
  insertUser,
  lastLogId,
  logSince,
} from '../../../test/staff-fixtures';
import { describeEachDatabase } from '../../../test/test-app';

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
  unitCount: number;
  staffCount: number;
  citizenCount: number;
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

    it('answers the first page in region order with each region’s province, unit, staff and citizen counts', async () => {
      // Region 12 (Pattani, code 94): one more unit, with two users and three citizens.
      const extra = await insertUnit(ctx.app.db, { provinceId: 94 });
      await insertUser(ctx.app.db, { role: 'ADMIN_LV1', unitId: extra.id });
      await insertUser(ctx.app.db, { role: 'ADMIN_LV2', unitId: extra.id, status: 'DISABLED' });
      await insertCitizens(ctx.app.db, extra.id, 3);
      const response = await list({});

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ message: 'SUCCESS', total: 13 });
      expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(body.data.length).toBeLessThanOrEqual(LIST_PAGE_SIZE_DEFAULT);
      const seeded = readProvinces();
      const seededUnits = demoUnits(seeded);
      for (const row of body.data as RegionRow[]) {
        const provinces = seeded.filter((p) => p.healthRegionId === row.id);
        const units = seededUnits.filter((u) => provinces.some((p) => p.id === u.provinceId));
        // The 5 demo staff work at the demo hospital of Khon Kaen (region 7).
        const staff = { 7: 5, 12: 2 }[row.id] ?? 0;
        expect(row).toEqual({
          id: row.id,
          nameTh: `เขตสุขภาพที่ ${row.id}`,
          nameEn: expect.stringContaining(`Health Region ${row.id}`),
          provinceCount: provinces.length,
          unitCount: units.length + (row.id === 12 ? 1 : 0),
          staffCount: staff,
          citizenCount: row.id === 12 ? 3 : 0,
        });
      }
      // Khon Kaen, Maha Sarakham, Roi Et, Kalasin: 5 units each, and the 2 demo units.
      expect(body.data.find((row: RegionRow) => row.id === 7)?.unitCount).toBe(22);
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

const EXPORT_HEADERS = ['เขตสุขภาพ', 'ชื่อ (ไทย)', 'ชื่อ (อังกฤษ)', 'จำนวนจังหวัด'];

describeEachDatabase(
  'POST /api/health-center/region/export',
  (ctx) => {
    let superAdmin: string;
    beforeAll(async () => {
      superAdmin = await signIn(ctx.app, fake, 'super-admin');
    }, 60_000);

    const post = (url: string, payload: object, token: string | null = superAdmin) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const exportOf = (payload: object, token?: string | null) =>
      post(API_PATHS.healthRegionExport, payload, token);
    /** Every row the list shows for the same criteria, in its order. */
    const listed = async (criteria: object) =>
      (await post(API_PATHS.healthRegionList, { ...criteria, pageSize: 100 })).json() as {
        data: RegionRow[];
        total: number;
      };
    const cells = (row: RegionRow) => [row.id, row.nameTh, row.nameEn, row.provinceCount];

    it('exports the list’s rows as CSV with a BOM, Thai headers and the file’s headers', async () => {
      const before = formatThaiDateStamp(new Date());
      const response = await exportOf({ format: 'csv' });
      const after = formatThaiDateStamp(new Date());

      expect(response.statusCode).toBe(200);
      const { data, total } = await listed({});
      expect(csvLines(response.body)).toEqual([
        EXPORT_HEADERS.join(','),
        ...data.map((row) => cells(row).join(',')),
      ]);
      expect(data).toHaveLength(13);
      expect(response.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'cache-control': 'no-store',
        'x-total-count': String(total),
      });
      const names = [before, after].map(
        (stamp) =>
          `attachment; filename="health-regions-${stamp}.csv"; ` +
          `filename*=UTF-8''${encodeURIComponent(`เขตสุขภาพ-${stamp}.csv`)}`,
      );
      expect(names).toContain(response.headers['content-disposition']);
    });

    it('exports the same rows as XLSX, which exceljs reads back', async () => {
      const response = await exportOf({ format: 'xlsx' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const { data } = await listed({});
      expect(await xlsxRows(response.rawPayload, EXPORT_HEADERS.length)).toEqual([
        EXPORT_HEADERS,
        ...data.map(cells),
      ]);
    });

    it.each([
      [{ search: 'ที่ 1' }],
      [{ search: '  BANGKOK ' }],
      [{ search: 'ไม่มีเขตนี้' }],
      [{ sort: { field: 'name', direction: 'desc' } }],
      [{ search: 'ที่ 1', sort: { field: 'number', direction: 'desc' } }],
    ])('takes the list’s search and sort: %j', async (criteria) => {
      const response = await exportOf({ format: 'xlsx', ...criteria });

      const { data, total } = await listed(criteria);
      expect(response.headers['x-total-count']).toBe(String(total));
      const rows = await xlsxRows(response.rawPayload, EXPORT_HEADERS.length);
      expect(rows.slice(1)).toEqual(data.map(cells));
    });

    it('keeps text with commas, quotes, line breaks and formula starters as text', async () => {
      await ctx.app.db.insert(healthRegion).values({
        id: 98,
        nameTh: '=เขต "ทดสอบ", ภาคใต้',
        nameEn: 'Test\nregion\r\nline',
      });
      try {
        const csv = await exportOf({ format: 'csv', search: 'ทดสอบ' });
        const xlsx = await exportOf({ format: 'xlsx', search: 'ทดสอบ' });

        expect(csv.body).toBe(
          `\uFEFF${EXPORT_HEADERS.join(',')}\r\n` +
            `98,"'=เขต ""ทดสอบ"", ภาคใต้","Test\nregion\r\nline",0\r\n`,
        );
        expect((await xlsxRows(xlsx.rawPayload, 4))[1]).toEqual([
          98,
          '=เขต "ทดสอบ", ภาคใต้',
          // XML reads every line end as LF.
          'Test\nregion\nline',
          0,
        ]);
      } finally {
        await ctx.app.db.delete(healthRegion).where(eq(healthRegion.id, 98));
      }
    });

    it('writes the export to the activity log: who, the area, the format and the row count', async () => {
      const since = await lastLogId(ctx.app.db);

      await exportOf({ format: 'xlsx', search: 'ที่ 1' });
      await exportOf({ format: 'csv' });

      const entries = await logSince(ctx.app.db, since);
      expect(
        entries.map(({ role, unitId, action, menu, subject, description }) => ({
          role,
          unitId,
          action,
          menu,
          subject,
          description,
        })),
      ).toEqual([
        {
          role: 'SUPER_ADMIN',
          unitId: null,
          action: 'ส่งออกข้อมูล',
          menu: 'หน่วยบริการ',
          subject: 'เขตสุขภาพ',
          description: 'ส่งออกไฟล์ Excel (XLSX) จำนวน 5 แถว',
        },
        {
          role: 'SUPER_ADMIN',
          unitId: null,
          action: 'ส่งออกข้อมูล',
          menu: 'หน่วยบริการ',
          subject: 'เขตสุขภาพ',
          description: 'ส่งออกไฟล์ CSV (UTF-8) จำนวน 13 แถว',
        },
      ]);
      expect(entries[0]?.userId).toEqual(expect.any(Number));
    });

    it.each([
      [{}, '/format', 'กรุณากรอกข้อมูล'],
      [{ format: 'pdf' }, '/format', 'ไม่มีในตัวเลือกที่รองรับ'],
      [{ format: 7 }, '/format', 'ไม่มีในตัวเลือกที่รองรับ'],
      [{ format: 'csv', page: 1 }, '/page', 'ไม่รู้จักข้อมูลนี้'],
      [
        { format: 'csv', sort: { field: 'nameTh', direction: 'asc' } },
        '/sort/field',
        'ไม่มีในตัวเลือกที่รองรับ',
      ],
      [{ format: 'csv', search: 'ก'.repeat(101) }, '/search', 'ต้องไม่เกิน 100 ตัวอักษร'],
      [{ format: 'csv', filters: { regionId: 1 } }, '/filters/regionId', 'ไม่รู้จักข้อมูลนี้'],
    ])('answers 400 to %j at %s, in Thai, and logs nothing', async (payload, path, message) => {
      const since = await lastLogId(ctx.app.db);

      const response = await exportOf(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'VALIDATION_ERROR', errors: [{ path, message }] });
      expect(await logSince(ctx.app.db, since)).toEqual([]);
    });

    it('is Super Admin’s: 403 to Admin LV1 to LV3, 401 without a token', async () => {
      for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3']) {
        const response = await exportOf({ format: 'csv' }, await signIn(ctx.app, fake, role));
        expect({ role, status: response.statusCode, body: response.json() }).toEqual({
          role,
          status: 403,
          body: { message: 'FORBIDDEN' },
        });
      }
      const anonymous = await exportOf({ format: 'csv' }, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });
    });
  },
  { env: () => signInTestEnv(fake) },
);
