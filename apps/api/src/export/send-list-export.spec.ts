import {
  listExportSchema,
  listQuerySchema,
  type ListExportQuery,
  type ListQuery,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { App } from '../app';
import type { Database } from '../db/database';
import { listPage, type ListSource } from '../db/list-query';
import { province } from '../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../test/sign-in';
import { lastLogId, logSince } from '../test/staff-fixtures';
import { describeEachDatabase } from '../test/test-app';
import type { BatchOptions } from './batched-rows';
import { sendListExport } from './send-list-export';
import { csvLines } from './testing/read-export';

/** The most rows of one export, lowered by each test that needs it. */
let mockMaxRows = 1_000_000;
/** The batches read from the database: [offset, limit]. */
const mockReads: [number, number][] = [];

jest.mock('@hbc/contracts', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@hbc/contracts');
  return Object.defineProperty({ ...actual }, 'EXPORT_MAX_ROWS', {
    enumerable: true,
    get: () => mockMaxRows,
  });
});
// Batches of 5 rows, so that the 77 provinces take many and ties straddle their boundaries.
jest.mock('./batched-rows', () => {
  const actual = jest.requireActual<typeof import('./batched-rows')>('./batched-rows');
  return {
    ...actual,
    batchedRows: <Row>(
      read: (offset: number, limit: number) => Promise<readonly Row[]>,
      options: BatchOptions,
    ) =>
      actual.batchedRows(
        (offset, limit) => {
          mockReads.push([offset, limit]);
          return read(offset, limit);
        },
        { ...options, batchSize: 5 },
      ),
  };
});

const PROVINCE_LIST = {
  sort: ['name', 'region'],
  filters: { regionId: Type.Integer({ minimum: 1 }) },
} as const;
type ProvinceSort = (typeof PROVINCE_LIST.sort)[number];
type ProvinceFilters = { regionId: number };

/** A province list, as an area would declare it: rows, count, sort, search and its filter. */
function provinceSource(db: Database, filters: Partial<ProvinceFilters> | undefined) {
  const rows = db
    .select({ id: province.id, nameTh: province.nameTh, regionId: province.healthRegionId })
    .from(province)
    .$dynamic();
  const total = db.select({ total: count() }).from(province).$dynamic();
  const source: ListSource<ProvinceSort, typeof rows, typeof total> = {
    rows,
    total,
    sortColumns: { name: province.nameTh, region: province.healthRegionId },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreak: province.id,
    searchColumns: [province.nameTh, province.nameEn],
    conditions: [filters?.regionId ? eq(province.healthRegionId, filters.regionId) : undefined],
  };
  return source;
}

const LIST_PATH = '/api/probe/province/list';
const EXPORT_PATH = '/api/probe/province/export';
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    LIST_PATH,
    { onRequest: app.requireAccessToken, schema: { body: listQuerySchema(PROVINCE_LIST) } },
    async (request) => {
      const query = request.body as ListQuery<ProvinceSort, ProvinceFilters>;
      return listPage(query, provinceSource(app.db, query.filters));
    },
  );
  app.post(
    EXPORT_PATH,
    { onRequest: app.requireAccessToken, schema: { body: listExportSchema(PROVINCE_LIST) } },
    async (request, reply) => {
      const query = request.body as ListExportQuery<ProvinceSort, ProvinceFilters>;
      return sendListExport(request, reply, query, {
        source: provinceSource(app.db, query.filters),
        columns: [
          { header: 'รหัสจังหวัด', value: (row) => row.id },
          { header: 'ชื่อจังหวัด', value: (row) => row.nameTh },
          { header: 'เขตสุขภาพ', value: (row) => row.regionId },
        ],
        file: { ascii: 'provinces', thai: 'จังหวัด' },
        activity: { menu: 'หน่วยบริการ', subject: 'จังหวัด' },
      });
    },
  );
};

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'sendListExport',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'super-admin');
    }, 60_000);
    beforeEach(() => {
      mockMaxRows = 1_000_000;
      mockReads.length = 0;
    });

    const post = (app: App, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    /** The ids of the list's rows for `criteria` (one page holds them all), and the export's. */
    const listIds = async (criteria: object) =>
      (
        (await post(ctx.app, LIST_PATH, { ...criteria, pageSize: 100 })).json().data as {
          id: number;
        }[]
      ).map((row) => row.id);
    const exportIds = async (criteria: object) => {
      const response = await post(ctx.app, EXPORT_PATH, { format: 'csv', ...criteria });
      expect(response.statusCode).toBe(200);
      return csvLines(response.body)
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
    };

    it.each([
      [{}],
      [{ sort: { field: 'region', direction: 'desc' } }],
      [{ sort: { field: 'region', direction: 'asc' }, search: 'บุรี' }],
      [{ sort: { field: 'name', direction: 'desc' }, filters: { regionId: 4 } }],
    ])('reads the rows batch by batch in the list’s order, ties included: %j', async (criteria) => {
      const listed = await listIds(criteria);

      expect(await exportIds(criteria)).toEqual(listed);
      expect(listed.length).toBeGreaterThan(5);
      expect(mockReads.length).toBe(Math.floor(listed.length / 5) + 1);
      expect(mockReads.every(([offset, limit], i) => offset === i * 5 && limit === 5)).toBe(true);
    });

    it('refuses in Thai, before logging or reading, more rows than one export holds', async () => {
      mockMaxRows = 76;
      const since = await lastLogId(ctx.app.db);

      const refused = await post(ctx.app, EXPORT_PATH, { format: 'xlsx' });

      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [
          {
            path: '',
            message: 'ข้อมูลที่จะส่งออกมี 77 แถว เกินกว่า 76 แถวที่ส่งออกได้ต่อครั้ง กรุณาค้นหาหรือกรองข้อมูลให้น้อยลง',
          },
        ],
      });
      expect(mockReads).toEqual([]);
      expect(await logSince(ctx.app.db, since)).toEqual([]);

      const filtered = await post(ctx.app, EXPORT_PATH, {
        format: 'csv',
        filters: { regionId: 1 },
      });
      expect(filtered.statusCode).toBe(200);
      expect(filtered.headers['x-total-count']).toBe('8');
    });

    it('logs the export in its own entry, with the area’s menu and subject', async () => {
      const since = await lastLogId(ctx.app.db);

      await post(ctx.app, EXPORT_PATH, { format: 'csv', filters: { regionId: 13 } });

      expect(await logSince(ctx.app.db, since)).toEqual([
        expect.objectContaining({
          role: 'SUPER_ADMIN',
          action: 'ส่งออกข้อมูล',
          menu: 'หน่วยบริการ',
          subject: 'จังหวัด',
          description: 'ส่งออกไฟล์ CSV (UTF-8) จำนวน 1 แถว',
        }),
      ]);
    });
  },
  { env: () => signInTestEnv(fake), routes: [probeRoutes] },
);
