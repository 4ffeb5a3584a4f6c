import { PROVINCE_MESSAGES } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { citizen, healthRegion, province } from '../../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../../test/fake-platforms';
import { signIn, signInTestEnv } from '../../../test/sign-in';
import {
  insertCitizens,
  insertUnit,
  insertUser,
  lastLogId,
  logSince,
} from '../../../test/staff-fixtures';
import { describeEachDatabase } from '../../../test/test-app';
import { answered, healthCenterCalls } from '../testing/health-center-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

interface ProvinceRow {
  id: number;
  nameTh: string;
  unitCount: number;
  staffCount: number;
  citizenCount: number;
}

const ids = (response: { json(): unknown }) =>
  (response.json() as { data: ProvinceRow[] }).data.map((row) => row.id);

/** 10,000 characters: far past any limit (test titles print it shortened). */
const LONG_TEXT = 'ก'.repeat(10_000);

const LIMITED_ROLES = ['admin-lv1', 'admin-lv2', 'admin-lv3'] as const;
const BAD_IDS = [
  ['abc', 'รูปแบบข้อมูลไม่ถูกต้อง'],
  ['-1', 'ต้องไม่น้อยกว่า 1'],
  ['0', 'ต้องไม่น้อยกว่า 1'],
  ['1.5', 'รูปแบบข้อมูลไม่ถูกต้อง'],
  ['99999999999', 'ต้องไม่เกิน 32767'],
] as const;

describeEachDatabase(
  'provinces: /api/health-center/province',
  (ctx) => {
    const tokens = {} as Record<'super-admin' | (typeof LIMITED_ROLES)[number], string>;
    let api: ReturnType<typeof healthCenterCalls>['province'];
    const db = () => ctx.app.db;

    beforeAll(async () => {
      api = healthCenterCalls(ctx.app).province;
      for (const id of ['super-admin', ...LIMITED_ROLES] as const) {
        tokens[id] = await signIn(ctx.app, fake, id);
      }
    }, 60_000);

    describe('GET /names', () => {
      it("answers every province's code and Thai name to any staff member", async () => {
        const all = await db().select({ id: province.id }).from(province);
        for (const role of ['super-admin', ...LIMITED_ROLES] as const) {
          const response = await ctx.app.inject({
            method: 'GET',
            url: '/api/health-center/province/names',
            headers: { authorization: `Bearer ${tokens[role]}` },
          });
          expect(response.statusCode).toBe(200);
          const names = (response.json() as { data: { id: number; nameTh: string }[] }).data;
          expect(names).toHaveLength(all.length);
          expect(Object.keys(names[0] ?? {}).sort()).toEqual(['id', 'nameTh']);
          expect(names.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
        }
      });
    });

    describe('POST /list', () => {
      const list = (query: object) => api.list(tokens['super-admin'], query);

      it('answers the provinces in code order with their region and counts', async () => {
        // Narathiwat's demo units plus one with two staff users and three citizens.
        const extra = await insertUnit(db(), { provinceId: 96 });
        await insertUser(db(), { role: 'ADMIN_LV1', unitId: extra.id });
        await insertUser(db(), { role: 'ADMIN_LV3', unitId: extra.id, status: 'INVITED' });
        await insertCitizens(db(), extra.id, 3);

        const first = await list({});
        const last = await list({ page: 77, pageSize: 1 });

        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({ message: 'SUCCESS', total: 77 });
        expect(ids(first).slice(0, 4)).toEqual([10, 11, 12, 13]);
        expect((first.json() as { data: ProvinceRow[] }).data[0]).toEqual({
          id: 10,
          nameTh: 'กรุงเทพมหานคร',
          nameEn: 'Bangkok',
          healthRegionId: 13,
          healthRegionName: 'เขตสุขภาพที่ 13',
          unitCount: 4,
          staffCount: 0,
          citizenCount: 0,
        });
        expect(last.json()).toEqual({
          message: 'SUCCESS',
          total: 77,
          data: [
            {
              id: 96,
              nameTh: 'นราธิวาส',
              nameEn: 'Narathiwat',
              healthRegionId: 12,
              healthRegionName: 'เขตสุขภาพที่ 12',
              unitCount: 6,
              staffCount: 2,
              citizenCount: 3,
            },
          ],
        });
      });

      it('counts the demo staff of Khon Kaen’s demo hospital', async () => {
        const [khonKaen] = ((await list({ search: 'Kaen' })).json() as { data: ProvinceRow[] })
          .data;

        // 5 units of its own, the 2 demo units; the 5 demo users of the demo hospital.
        expect(khonKaen).toMatchObject({ id: 40, unitCount: 7, staffCount: 5, citizenCount: 0 });
      });

      it('sorts by code, by Thai name and by unit count, either way', async () => {
        const inRegion9 = { filters: { healthRegionId: 9 } };
        expect(ids(await list({ ...inRegion9 }))).toEqual([30, 31, 32, 36]);
        expect(
          ids(await list({ ...inRegion9, sort: { field: 'code', direction: 'desc' } })),
        ).toEqual([36, 32, 31, 30]);
        expect(
          ids(await list({ ...inRegion9, sort: { field: 'name', direction: 'asc' } })),
        ).toEqual([36, 30, 31, 32]);
        expect(
          ids(await list({ ...inRegion9, sort: { field: 'name', direction: 'desc' } })),
        ).toEqual([32, 31, 30, 36]);

        const byUnits = await list({
          sort: { field: 'unitCount', direction: 'desc' },
          pageSize: 3,
        });
        // Khon Kaen (7 units), Narathiwat (6), then the provinces of 5 in code order.
        expect(ids(byUnits)).toEqual([40, 96, 11]);
        const fewest = await list({ sort: { field: 'unitCount', direction: 'asc' }, pageSize: 2 });
        expect(ids(fewest)).toEqual([10, 11]);
      });

      it('searches the Thai and English names, and filters by region', async () => {
        expect(ids(await list({ search: 'ชลบุรี' }))).toEqual([20]);
        expect(ids(await list({ search: '  CHON buri ' }))).toEqual([20]);
        // Sakon Nakhon and Nakhon Phanom.
        expect(ids(await list({ search: 'นคร', filters: { healthRegionId: 8 } }))).toEqual([
          47, 48,
        ]);
        expect(ids(await list({ filters: { healthRegionId: 13 } }))).toEqual([10]);
        expect((await list({ search: '%' })).json()).toEqual({
          message: 'SUCCESS',
          data: [],
          total: 0,
        });
      });

      it.each([
        [{ pageSize: 101 }, '/pageSize', 'ต้องไม่เกิน 100'],
        [{ search: LONG_TEXT }, '/search', 'ต้องไม่เกิน 100 ตัวอักษร'],
        [{ sort: { field: 'nameTh', direction: 'asc' } }, '/sort/field', 'ไม่มีในตัวเลือกที่รองรับ'],
        [{ filters: { regionId: 1 } }, '/filters/regionId', 'ไม่รู้จักข้อมูลนี้'],
        [{ filters: { healthRegionId: 14 } }, '/filters/healthRegionId', 'ต้องไม่เกิน 13'],
        [{ filters: { healthRegionId: 'หนึ่ง' } }, '/filters/healthRegionId', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        [{ province: 10 }, '/province', 'ไม่รู้จักข้อมูลนี้'],
      ])('answers 400 to %p at %s', async (query, path, message) => {
        expect(answered(await list(query))).toEqual({
          status: 400,
          body: { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
        });
      });
    });

    describe('GET /{id}', () => {
      it('answers a province with its counts', async () => {
        expect(answered(await api.get(tokens['super-admin'], 40))).toEqual({
          status: 200,
          body: {
            message: 'SUCCESS',
            data: {
              id: 40,
              nameTh: 'ขอนแก่น',
              nameEn: 'Khon Kaen',
              healthRegionId: 7,
              healthRegionName: 'เขตสุขภาพที่ 7',
              unitCount: 7,
              staffCount: 5,
              citizenCount: 0,
            },
          },
        });
      });

      it('answers 404 for a code no province has, 400 for what cannot be a code', async () => {
        for (const id of [28, 100, 32_767]) {
          expect(answered(await api.get(tokens['super-admin'], id))).toEqual({
            status: 404,
            body: { message: 'NOT_FOUND' },
          });
        }
        for (const [id, message] of BAD_IDS) {
          expect(answered(await api.get(tokens['super-admin'], id))).toEqual({
            status: 400,
            body: { message: 'VALIDATION_ERROR', errors: [{ path: 'params/id', message }] },
          });
        }
      });
    });

    describe('changes, each logged with it', () => {
      const superAdmin = () => tokens['super-admin'];
      const created = { id: 28, nameTh: 'ทดสอบ', nameEn: 'Test Province', healthRegionId: 9 };

      it('creates, edits and deletes a province, logging each in Thai', async () => {
        const since = await lastLogId(db());

        const create = await api.create(superAdmin(), created);
        expect(answered(create)).toEqual({
          status: 200,
          body: {
            message: 'SUCCESS',
            data: {
              ...created,
              healthRegionName: 'เขตสุขภาพที่ 9',
              unitCount: 0,
              staffCount: 0,
              citizenCount: 0,
            },
          },
        });
        const update = await api.update(superAdmin(), 28, {
          nameTh: 'ทดสอบสอง',
          nameEn: 'Test Province',
          healthRegionId: 10,
        });
        expect(update.json()).toMatchObject({
          data: {
            id: 28,
            nameTh: 'ทดสอบสอง',
            healthRegionId: 10,
            healthRegionName: 'เขตสุขภาพที่ 10',
          },
        });
        const unchanged = await api.update(superAdmin(), 28, {
          nameTh: 'ทดสอบสอง',
          nameEn: 'Test Province',
          healthRegionId: 10,
        });
        expect(unchanged.statusCode).toBe(200);
        expect(answered(await api.remove(superAdmin(), 28))).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: null },
        });
        expect((await api.get(superAdmin(), 28)).statusCode).toBe(404);

        const logged = await logSince(db(), since);
        expect(
          logged.map(({ role, unitId, action, menu, subject, description }) => ({
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
            action: 'เพิ่ม',
            menu: 'หน่วยบริการ',
            subject: 'จังหวัดทดสอบ (28)',
            description:
              'เพิ่มจังหวัด รหัสจังหวัด: 28, ชื่อภาษาไทย: ทดสอบ, ชื่อภาษาอังกฤษ: Test Province, ' +
              'เขตสุขภาพ: เขตสุขภาพที่ 9',
          },
          {
            role: 'SUPER_ADMIN',
            unitId: null,
            action: 'แก้ไข',
            menu: 'หน่วยบริการ',
            subject: 'จังหวัดทดสอบสอง (28)',
            description: 'ชื่อภาษาไทย: ทดสอบ → ทดสอบสอง, เขตสุขภาพ: เขตสุขภาพที่ 9 → เขตสุขภาพที่ 10',
          },
          {
            role: 'SUPER_ADMIN',
            unitId: null,
            action: 'แก้ไข',
            menu: 'หน่วยบริการ',
            subject: 'จังหวัดทดสอบสอง (28)',
            description: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
          },
          {
            role: 'SUPER_ADMIN',
            unitId: null,
            action: 'ลบ',
            menu: 'หน่วยบริการ',
            subject: 'จังหวัดทดสอบสอง (28)',
            description:
              'ลบจังหวัด รหัสจังหวัด: 28, ชื่อภาษาไทย: ทดสอบสอง, ชื่อภาษาอังกฤษ: Test Province, ' +
              'เขตสุขภาพ: เขตสุขภาพที่ 10',
          },
        ]);
        expect(logged.every((entry) => entry.userId !== null)).toBe(true);
      });

      it('refuses a taken code (409 at /id) and writes nothing', async () => {
        const since = await lastLogId(db());

        const taken = await api.create(superAdmin(), { ...created, id: 40 });

        expect(answered(taken)).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/id', message: PROVINCE_MESSAGES.codeTaken }],
          },
        });
        expect(await logSince(db(), since)).toEqual([]);
        const [khonKaen] = await db().select().from(province).where(eq(province.id, 40));
        expect(khonKaen?.nameTh).toBe('ขอนแก่น');
      });

      it('refuses a region that does not exist (400 at /healthRegionId) and writes nothing', async () => {
        // Region 13 holds Bangkok only: move Bangkok away and the region can go for a moment.
        await db().update(province).set({ healthRegionId: 12 }).where(eq(province.id, 10));
        const [region13] = await db()
          .delete(healthRegion)
          .where(eq(healthRegion.id, 13))
          .returning();
        const since = await lastLogId(db());
        try {
          const refused = [
            await api.create(superAdmin(), { ...created, healthRegionId: 13 }),
            await api.update(superAdmin(), 40, {
              nameTh: 'ขอนแก่น',
              nameEn: 'Khon Kaen',
              healthRegionId: 13,
            }),
          ];

          for (const response of refused) {
            expect(answered(response)).toEqual({
              status: 400,
              body: {
                message: 'VALIDATION_ERROR',
                errors: [{ path: '/healthRegionId', message: PROVINCE_MESSAGES.regionUnknown }],
              },
            });
          }
          expect(await logSince(db(), since)).toEqual([]);
          expect((await api.get(superAdmin(), 28)).statusCode).toBe(404);
        } finally {
          if (region13) await db().insert(healthRegion).values(region13);
          await db().update(province).set({ healthRegionId: 13 }).where(eq(province.id, 10));
        }
      });

      it('refuses to delete a province with units, or with citizens living in it (409)', async () => {
        await api.create(superAdmin(), { ...created, id: 29 });
        await insertCitizens(db(), (await insertUnit(db(), { provinceId: 20 })).id, 1, {
          provinceId: 29,
        });
        const since = await lastLogId(db());

        expect(answered(await api.remove(superAdmin(), 40))).toEqual({
          status: 409,
          body: { message: 'CONFLICT', errors: [{ path: '', message: PROVINCE_MESSAGES.inUse }] },
        });
        expect(answered(await api.remove(superAdmin(), 29))).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '', message: PROVINCE_MESSAGES.inUseByCitizens }],
          },
        });
        expect(await logSince(db(), since)).toEqual([]);

        await db().update(citizen).set({ provinceId: null }).where(eq(citizen.provinceId, 29));
        expect((await api.remove(superAdmin(), 29)).statusCode).toBe(200);
      });

      it('answers 404 to an edit or delete of a province that does not exist', async () => {
        const body = { nameTh: 'ไม่มี', nameEn: 'None', healthRegionId: 1 };
        expect(answered(await api.update(superAdmin(), 28, body))).toEqual({
          status: 404,
          body: { message: 'NOT_FOUND' },
        });
        expect(answered(await api.remove(superAdmin(), 99))).toEqual({
          status: 404,
          body: { message: 'NOT_FOUND' },
        });
        for (const [id, message] of BAD_IDS) {
          expect((await api.update(superAdmin(), id, body)).json()).toEqual({
            message: 'VALIDATION_ERROR',
            errors: [{ path: 'params/id', message }],
          });
          expect((await api.remove(superAdmin(), id)).json()).toEqual({
            message: 'VALIDATION_ERROR',
            errors: [{ path: 'params/id', message }],
          });
        }
      });

      it.each([
        [{ nameEn: 'X', healthRegionId: 1 }, '/nameTh', 'กรุณากรอกข้อมูล'],
        [{ nameTh: '', nameEn: 'X', healthRegionId: 1 }, '/nameTh', 'กรุณากรอกข้อมูล'],
        [{ nameTh: '   ', nameEn: 'X', healthRegionId: 1 }, '/nameTh', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        [{ nameTh: LONG_TEXT, nameEn: 'X', healthRegionId: 1 }, '/nameTh', 'ต้องไม่เกิน 200 ตัวอักษร'],
        [{ nameTh: 'ก', nameEn: 'X', healthRegionId: 0 }, '/healthRegionId', 'ต้องไม่น้อยกว่า 1'],
        [
          { nameTh: 'ก', nameEn: 'X', healthRegionId: 'เจ็ด' },
          '/healthRegionId',
          'รูปแบบข้อมูลไม่ถูกต้อง',
        ],
        [{ nameTh: 'ก', nameEn: 'X', healthRegionId: 1, id: 40 }, '/id', 'ไม่รู้จักข้อมูลนี้'],
        [{ nameTh: 'ก', nameEn: 'X\u0000', healthRegionId: 1 }, '/nameEn', 'มีอักขระที่ไม่อนุญาต'],
      ])('PUT answers 400 to %p at %s', async (body, path, message) => {
        const since = await lastLogId(db());
        expect(answered(await api.update(superAdmin(), 40, body))).toEqual({
          status: 400,
          body: { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
        });
        expect(await logSince(db(), since)).toEqual([]);
      });

      it.each([
        [{ nameTh: 'ก', nameEn: 'X', healthRegionId: 1 }, '/id', 'กรุณากรอกข้อมูล'],
        [{ id: 9, nameTh: 'ก', nameEn: 'X', healthRegionId: 1 }, '/id', 'ต้องไม่น้อยกว่า 10'],
        [{ id: 100, nameTh: 'ก', nameEn: 'X', healthRegionId: 1 }, '/id', 'ต้องไม่เกิน 99'],
        [{ id: 'สิบ', nameTh: 'ก', nameEn: 'X', healthRegionId: 1 }, '/id', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        [
          { id: 28, nameTh: 'ก', nameEn: 'X', healthRegionId: 14 },
          '/healthRegionId',
          'ต้องไม่เกิน 13',
        ],
        [
          { id: 28, nameTh: 'ก', nameEn: 'X', healthRegionId: 1, unitCount: 3 },
          '/unitCount',
          'ไม่รู้จักข้อมูลนี้',
        ],
      ])('POST answers 400 to %p at %s', async (body, path, message) => {
        expect(answered(await api.create(superAdmin(), body))).toEqual({
          status: 400,
          body: { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
        });
      });
    });

    it('is Super Admin’s: 403 to Admin LV1 to LV3 on every call, 401 without a token', async () => {
      const body = { nameTh: 'ก', nameEn: 'X', healthRegionId: 1 };
      const calls = (token: string | null) => [
        api.list(token, {}),
        api.create(token, { ...body, id: 28 }),
        api.get(token, 40),
        api.update(token, 40, body),
        api.remove(token, 40),
      ];
      const since = await lastLogId(db());
      for (const role of LIMITED_ROLES) {
        const statuses = (await Promise.all(calls(tokens[role]))).map(answered);
        expect({ role, statuses }).toEqual({
          role,
          statuses: Array(5).fill({ status: 403, body: { message: 'FORBIDDEN' } }),
        });
      }
      const anonymous = (await Promise.all(calls(null))).map(answered);
      expect(anonymous).toEqual(Array(5).fill({ status: 401, body: { message: 'UNAUTHORIZED' } }));
      expect(await logSince(db(), since)).toEqual([]);
    });
  },
  { env: () => signInTestEnv(fake) },
);
