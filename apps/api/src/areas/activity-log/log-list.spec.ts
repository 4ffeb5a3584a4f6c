import {
  ACTIVITY_LOG_COUNT_LIMIT,
  ACTIVITY_LOG_SEARCH_COUNT_LIMIT,
  ACTIVITY_LOG_MESSAGES,
  API_PATHS,
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  type ActivityLogListAnswer,
  type ActivityLogRecord,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activityLog } from '../../db/schema';
import type { BatchOptions } from '../../export/batched-rows';
import { csvLines } from '../../export/testing/read-export';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import { insertUser, lastLogId, logSince, unitIdOf, userByLineId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signInEachRole, type RoleIdentity } from '../users/testing/user-calls';

/** The keyset batches the export read: the id each started after (undefined: the first). */
const mockBatchStarts: (number | undefined)[] = [];
// Batches of 3 entries, so that an export takes many and entries of one instant straddle them.
jest.mock('../../export/batched-rows', () => {
  const actual = jest.requireActual<typeof import('../../export/batched-rows')>(
    '../../export/batched-rows',
  );
  return {
    ...actual,
    keysetBatchedRows: <Row extends { id: number }>(
      read: (after: Row | undefined, limit: number) => Promise<readonly Row[]>,
      options: BatchOptions,
    ) =>
      actual.keysetBatchedRows<Row>(
        (after, limit) => {
          mockBatchStarts.push(after?.id);
          return read(after, limit);
        },
        { ...options, batchSize: 3 },
      ),
  };
});

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

type NewEntry = Partial<Omit<typeof activityLog.$inferInsert, 'createdAt'>> & {
  /** An instant as PostgreSQL reads it, to the microsecond. */
  at: string;
};

/** Writes entries as they would have been written at `at` (oldest first); answers their ids. */
async function insertEntries(db: Database, entries: readonly NewEntry[]): Promise<number[]> {
  const rows = await db
    .insert(activityLog)
    .values(
      entries.map(({ at, ...entry }) => ({
        action: 'เพิ่ม',
        menu: 'ทดสอบ',
        subject: 'หัวข้อ',
        description: '',
        ...entry,
        createdAt: sql`${at}::timestamptz`,
      })),
    )
    .returning({ id: activityLog.id });
  return rows.map((row) => row.id);
}

/** The menu of the entries of the role and filter tests, which no other entry has. */
const MENU = 'ทดสอบประวัติการใช้งาน';

describeEachDatabase(
  'POST /api/setting/log/list and /export',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let hospitalId: number;
    let communityId: number;
    let lv1UserId: number;
    let otherUserId: number;
    /** The entries of MENU by name, with their ids. */
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const db = ctx.app.db;
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db, DEMO_HOSPITAL.hcode);
      communityId = await unitIdOf(db, DEMO_COMMUNITY_HOSPITAL.hcode);
      lv1UserId = (await userByLineId(db, lineUserIdOf('admin-lv1'))).id;
      otherUserId = (
        await insertUser(db, {
          firstName: 'สมศรี',
          lastName: 'ชุมชน',
          role: 'ADMIN_LV1',
          unitId: communityId,
        })
      ).id;
      const [lastOfEighth, firstOfNinth, lastOfNinth, firstOfTenth] = await insertEntries(db, [
        {
          // 2025-03-08 23:59:59.999999 in Bangkok
          at: '2025-03-08T16:59:59.999999Z',
          menu: MENU,
          userId: lv1UserId,
          actorName: 'ธนกร ศรีสุข',
          role: 'ADMIN_LV1',
          unitId: hospitalId,
          action: 'เพิ่ม',
          subject: 'วัคซีน 100% ครบ',
          description: 'บันทึกผ่าน LINE Login',
          ip: '203.0.113.7',
        },
        {
          // 2025-03-09 00:00 in Bangkok
          at: '2025-03-08T17:00:00Z',
          menu: MENU,
          userId: otherUserId,
          actorName: 'สมศรี ชุมชน',
          role: 'ADMIN_LV1',
          unitId: communityId,
          action: 'แก้ไข',
          subject: 'ไฟล์_สำรอง',
          ip: '198.51.100.23',
        },
        {
          // 2025-03-09 23:59:59.999999 in Bangkok
          at: '2025-03-09T16:59:59.999999Z',
          menu: MENU,
          role: null,
          action: 'เข้าสู่ระบบไม่สำเร็จ',
          subject: 'วัคซีน 100 โดส',
          ip: '192.0.2.1',
        },
        {
          // 2025-03-10 00:00 in Bangkok
          at: '2025-03-09T17:00:00Z',
          menu: MENU,
          userId: lv1UserId,
          actorName: 'ธนกร ศรีสุข',
          role: 'ADMIN_LV1',
          unitId: hospitalId,
          action: 'แก้ไข',
          subject: 'ไฟล์Xสำรอง',
          ip: '203.0.113.7',
        },
      ]);
      Object.assign(ids, { lastOfEighth, firstOfNinth, lastOfNinth, firstOfTenth });
    }, 120_000);

    const post = (url: string, as: RoleIdentity, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: bearer(tokens[as]) });
    const list = async (payload: object, as: RoleIdentity = 'super-admin') => {
      const response = await post(API_PATHS.logList, as, payload);
      expect(response.statusCode).toBe(200);
      return response.json() as ActivityLogListAnswer;
    };
    /** The ids of the entries of MENU the criteria give, in the list's order. */
    const listed = async (
      criteria: { search?: string; filters?: object } = {},
      as: RoleIdentity = 'super-admin',
    ) => {
      const answer = await list({ ...criteria, filters: { menu: MENU, ...criteria.filters } }, as);
      expect(answer.total).toBe(answer.data.length);
      return answer.data.map((entry) => entry.id);
    };

    describe('who reads what', () => {
      it('shows Super Admin every unit’s entries, newest first, each as it was written', async () => {
        const answer = await list({ filters: { menu: MENU } });

        expect(answer).toMatchObject({ message: 'SUCCESS', total: 4, totalIsLowerBound: false });
        expect(answer.data.map((entry) => entry.id)).toEqual([
          ids['firstOfTenth'],
          ids['lastOfNinth'],
          ids['firstOfNinth'],
          ids['lastOfEighth'],
        ]);
        expect(answer.data[3]).toEqual<ActivityLogRecord>({
          id: ids['lastOfEighth'] ?? 0,
          createdAt: '2025-03-08T16:59:59.999999Z',
          userId: lv1UserId,
          actorName: 'ธนกร ศรีสุข',
          role: 'ADMIN_LV1',
          unitId: hospitalId,
          unitName: DEMO_HOSPITAL.name_th,
          action: 'เพิ่ม',
          menu: MENU,
          subject: 'วัคซีน 100% ครบ',
          description: 'บันทึกผ่าน LINE Login',
          ip: '203.0.113.7',
        });
        expect(answer.data[1]).toMatchObject({ userId: null, actorName: null, unitName: null });
      });

      it('shows an Admin LV1 their own unit’s entries only, whatever the filters ask', async () => {
        expect(await listed({}, 'admin-lv1')).toEqual([ids['firstOfTenth'], ids['lastOfEighth']]);
        expect(await listed({ filters: { userId: otherUserId } }, 'admin-lv1')).toEqual([]);
        expect(await listed({ filters: { userId: otherUserId } })).toEqual([ids['firstOfNinth']]);
      });

      it.each(['admin-lv2', 'admin-lv3'] as const)('refuses %s (403)', async (as) => {
        for (const url of [API_PATHS.logList, API_PATHS.logExport]) {
          const response = await post(url, as, { format: 'csv' });
          expect([response.statusCode, response.json()]).toEqual([403, { message: 'FORBIDDEN' }]);
        }
      });
    });

    describe('filters', () => {
      it('takes the days from–to inclusive in Bangkok time', async () => {
        const ninth = { from: '2025-03-09', to: '2025-03-09' };
        expect(await listed({ filters: ninth })).toEqual([ids['lastOfNinth'], ids['firstOfNinth']]);
        expect(await listed({ filters: { to: '2025-03-08' } })).toEqual([ids['lastOfEighth']]);
        expect(await listed({ filters: { from: '2025-03-10' } })).toEqual([ids['firstOfTenth']]);
      });

      it('takes the user, the menu and the action exactly', async () => {
        expect(await listed({ filters: { userId: lv1UserId } })).toEqual([
          ids['firstOfTenth'],
          ids['lastOfEighth'],
        ]);
        expect(await listed({ filters: { action: 'แก้ไข' } })).toEqual([
          ids['firstOfTenth'],
          ids['firstOfNinth'],
        ]);
        expect(await listed({ filters: { action: 'แก้' } })).toEqual([]);
        expect(await listed({ filters: { menu: 'ทดสอบประวัติ' } })).toEqual([]);
      });

      it('searches the name, action, menu, subject and description, % and _ literally', async () => {
        expect(await listed({ search: '100%' })).toEqual([ids['lastOfEighth']]);
        expect(await listed({ search: 'ไฟล์_' })).toEqual([ids['firstOfNinth']]);
        expect(await listed({ search: 'line login' })).toEqual([ids['lastOfEighth']]);
        expect(await listed({ search: 'สมศรี' })).toEqual([ids['firstOfNinth']]);
        expect(await listed({ search: 'ไม่สำเร็จ' })).toEqual([ids['lastOfNinth']]);
        expect(await listed({ search: '  ' })).toHaveLength(4);
      });

      it.each([
        [
          { from: '2025-03-10', to: '2025-03-09' },
          '/filters/to',
          ACTIVITY_LOG_MESSAGES.rangeReversed,
        ],
        [{ from: '2025-02-29' }, '/filters/from', ACTIVITY_LOG_MESSAGES.badDate],
        [{ to: '0000-01-01' }, '/filters/to', ACTIVITY_LOG_MESSAGES.badDate],
        [{ from: '2025-3-9' }, '/filters/from', ACTIVITY_LOG_MESSAGES.badDate],
      ])('answers 400 to the days %j, at the day', async (filters, path, message) => {
        for (const [url, format] of [
          [API_PATHS.logList, {}],
          [API_PATHS.logExport, { format: 'csv' }],
        ] as const) {
          const response = await post(url, 'super-admin', { ...format, filters });
          expect([response.statusCode, response.json()]).toEqual([
            400,
            { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
          ]);
        }
      });

      it('answers 400 to a cursor PostgreSQL could not read', async () => {
        const response = await post(API_PATHS.logList, 'super-admin', {
          after: { createdAt: '0000-01-01T00:00:00Z', id: 1e300 },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
          '/after/createdAt',
          '/after/id',
        ]);
      });
    });

    describe('paging', () => {
      const PAGED = 'ทดสอบการแบ่งหน้า';
      let pagedIds: number[];
      beforeAll(async () => {
        // 23 entries, several of one instant, two a few microseconds apart in one millisecond.
        const instants = [
          ...Array.from({ length: 8 }, (_, i) => `2025-05-01T0${i}:00:00Z`),
          ...Array.from({ length: 5 }, () => '2025-05-01T09:00:00.123456Z'),
          '2025-05-01T09:00:00.123789Z',
          '2025-05-01T09:00:00.123457Z',
          ...Array.from({ length: 8 }, () => '2025-05-02T00:00:00Z'),
        ];
        pagedIds = await insertEntries(
          ctx.app.db,
          instants.map((at) => ({ at, menu: PAGED })),
        );
      });

      const page = (body: object) => list({ pageSize: 4, ...body, filters: { menu: PAGED } });
      /** Every page in turn, each after the last entry of the one before. */
      const byKeyset = async (sort?: object) => {
        const seen: ActivityLogRecord[] = [];
        for (let n = 1; n <= 7; n++) {
          const last = seen[seen.length - 1];
          const answer = await page({
            page: n,
            ...(sort ? { sort } : {}),
            ...(last ? { after: { createdAt: last.createdAt, id: last.id } } : {}),
          });
          expect(answer.total).toBe(23);
          seen.push(...answer.data);
        }
        return seen.map((entry) => entry.id);
      };
      const byOffset = async (sort?: object) => {
        const seen: number[] = [];
        for (let n = 1; n <= 7; n++) {
          const answer = await page({ page: n, ...(sort ? { sort } : {}) });
          seen.push(...answer.data.map((entry) => entry.id));
        }
        return seen;
      };

      it('gives the same entries by keyset as by offset, newest first, none twice', async () => {
        const keyset = await byKeyset();
        expect(keyset).toEqual(await byOffset());
        expect([...keyset].sort((a, b) => a - b)).toEqual(pagedIds);
        const ascending = { field: 'createdAt', direction: 'asc' };
        expect(await byKeyset(ascending)).toEqual(await byOffset(ascending));
      });

      it('tells apart two entries of one millisecond by their microseconds', async () => {
        const newest = await page({ pageSize: 10 });
        const inMillisecond = newest.data.filter((entry) =>
          entry.createdAt.startsWith('2025-05-01T09:00:00.123'),
        );
        expect(inMillisecond.map((entry) => entry.createdAt).slice(0, 2)).toEqual([
          '2025-05-01T09:00:00.123789Z',
          '2025-05-01T09:00:00.123457Z',
        ]);
        const [later] = inMillisecond;

        const next = await page({
          pageSize: 1,
          after: { createdAt: later?.createdAt, id: later?.id },
        });

        expect(next.data.map((entry) => entry.createdAt)).toEqual(['2025-05-01T09:00:00.123457Z']);
      });
    });

    it('counts up to ACTIVITY_LOG_COUNT_LIMIT, then says the total is a lower bound', async () => {
      const COUNTED = 'ทดสอบการนับ';
      await ctx.app.db.execute(sql`
        insert into activity_log (action, menu, subject, description, created_at)
        select case when n = 1 then 'ลบ' else 'เพิ่ม' end, ${COUNTED}, 'หัวข้อ ' || n, '',
               timestamptz '2025-06-01T00:00:00Z' + n * interval '1 second'
        from generate_series(1, ${ACTIVITY_LOG_COUNT_LIMIT + 1}) as n`);

      const all = await list({ filters: { menu: COUNTED } });
      const exactly = await list({ filters: { menu: COUNTED, action: 'เพิ่ม' } });

      expect([all.total, all.totalIsLowerBound, all.data.length]).toEqual([
        ACTIVITY_LOG_COUNT_LIMIT,
        true,
        20,
      ]);
      expect([exactly.total, exactly.totalIsLowerBound]).toEqual([ACTIVITY_LOG_COUNT_LIMIT, false]);
      // A search counts to ACTIVITY_LOG_SEARCH_COUNT_LIMIT only.
      const searched = await list({ filters: { menu: COUNTED }, search: 'หัวข้อ' });
      expect([searched.total, searched.totalIsLowerBound]).toEqual([
        ACTIVITY_LOG_SEARCH_COUNT_LIMIT,
        true,
      ]);
    }, 60_000);

    describe('export', () => {
      const exportCsv = async (payload: object, as: RoleIdentity = 'super-admin') => {
        const response = await post(API_PATHS.logExport, as, { format: 'csv', ...payload });
        expect(response.statusCode).toBe(200);
        return csvLines(response.body);
      };

      it('writes the filtered entries in Thai time and labels, and logs the export', async () => {
        const before = await lastLogId(ctx.app.db);

        const lines = await exportCsv({ filters: { menu: MENU, to: '2025-03-09' } });

        expect(lines).toEqual([
          'วันเวลา,ผู้ใช้งาน,บทบาท,หน่วยบริการ,การกระทำ,เมนู,หัวข้อ,รายละเอียด,IP',
          `09/03/2568 23:59,,,,เข้าสู่ระบบไม่สำเร็จ,${MENU},วัคซีน 100 โดส,,192.0.2.1`,
          `09/03/2568 00:00,สมศรี ชุมชน,Admin LV1,${DEMO_COMMUNITY_HOSPITAL.name_th},แก้ไข,${MENU},ไฟล์_สำรอง,,198.51.100.23`,
          `08/03/2568 23:59,ธนกร ศรีสุข,Admin LV1,${DEMO_HOSPITAL.name_th},เพิ่ม,${MENU},วัคซีน 100% ครบ,บันทึกผ่าน LINE Login,203.0.113.7`,
        ]);
        expect(await logSince(ctx.app.db, before)).toEqual([
          expect.objectContaining({
            role: 'SUPER_ADMIN',
            action: 'ส่งออกข้อมูล',
            menu: 'ประวัติการใช้งาน',
            subject: 'ประวัติการใช้งาน',
            description: 'ส่งออกไฟล์ CSV (UTF-8) จำนวน 3 แถว',
            ip: '127.0.0.1',
          }),
        ]);
      });

      it('exports an Admin LV1 their own unit’s entries only', async () => {
        const lines = await exportCsv({ filters: { menu: MENU } }, 'admin-lv1');
        expect(lines.slice(1).map((line) => line.slice(0, 16))).toEqual([
          '10/03/2568 00:00',
          '08/03/2568 23:59',
        ]);
      });

      it('reads by keyset batches, in the list’s order, entries of one instant included', async () => {
        const PAGED = 'ทดสอบการแบ่งหน้า';
        const listedIds = (await list({ pageSize: 100, filters: { menu: PAGED } })).data.map(
          (entry) => entry.id,
        );
        mockBatchStarts.length = 0;

        const response = await post(API_PATHS.logExport, 'super-admin', {
          format: 'xlsx',
          filters: { menu: PAGED },
        });

        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(listedIds.length));
        expect(mockBatchStarts).toEqual([
          undefined,
          ...listedIds.filter((_, i) => (i + 1) % 3 === 0),
        ]);
      });
    });

    it.each([
      ['PUT', API_PATHS.log],
      ['PATCH', API_PATHS.log],
      ['DELETE', API_PATHS.log],
      ['GET', `${API_PATHS.log}/1`],
      ['PUT', `${API_PATHS.log}/1`],
      ['PATCH', `${API_PATHS.log}/1`],
      ['DELETE', `${API_PATHS.log}/1`],
      ['DELETE', API_PATHS.logList],
      ['PUT', API_PATHS.logList],
    ] as const)('has no route that changes or deletes an entry: %s %s', async (method, url) => {
      const before = await lastLogId(ctx.app.db);
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(tokens['super-admin']),
        payload: { action: 'ลบ', menu: MENU, subject: 'x', description: '' },
      });
      expect([404, 405]).toContain(response.statusCode);
      expect(await listed()).toHaveLength(4);
      expect(await lastLogId(ctx.app.db)).toBe(before);
    });
  },
  { env: () => signInTestEnv(fake) },
);
