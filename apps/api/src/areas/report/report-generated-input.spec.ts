import fc from 'fast-check';
import { API_PATHS } from '@hbc/contracts';
import { insertSentBroadcast } from './testing/report-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { mutatedBody, pathParameter } from '../../test/generated-input';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const VALID_FILTERS = {
  from: '2025-01-01',
  to: '2025-03-31',
  status: 'SENT',
  regionId: 7,
  provinceId: 40,
  unitId: 1,
};

describeEachDatabase(
  'generated input to the report routes',
  (ctx) => {
    let token: string;
    let broadcastId: number;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'super-admin');
      broadcastId = (
        await insertSentBroadcast(ctx.app.db, await unitIdOf(ctx.app.db), {
          title: 'สุ่มข้อมูล',
          status: 'SENT',
          startedAt: '2025-03-08T17:30:00.000Z',
          batches: [{ size: 3, state: 'SENT' }],
        })
      ).id;
    }, 60_000);

    const call = (method: 'POST' | 'GET', url: string, body?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    it.each([
      {
        name: 'list',
        url: () => API_PATHS.reportList,
        valid: {
          page: 1,
          pageSize: 20,
          search: 'x',
          sort: { field: 'clicks', direction: 'desc' },
          filters: VALID_FILTERS,
        },
      },
      { name: 'summary', url: () => API_PATHS.reportSummary, valid: { filters: VALID_FILTERS } },
      {
        name: 'export',
        url: () => API_PATHS.reportExport,
        valid: { format: 'csv', sort: { field: 'sent', direction: 'asc' }, filters: VALID_FILTERS },
      },
      {
        name: 'delivery export',
        url: () => API_PATHS.reportDeliveryExport(broadcastId),
        valid: { format: 'xlsx' },
      },
    ])(
      '$name answers generated bodies without a 5xx',
      async ({ url, valid }) => {
        await fc.assert(
          fc.asyncProperty(mutatedBody(valid), async (body) => {
            const response = await call('POST', url(), body);
            expect(response.statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it('answers generated filters without a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(mutatedBody(VALID_FILTERS), async (filters) => {
          const response = await call('POST', API_PATHS.reportList, { filters });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 80 },
      );
    }, 120_000);

    it.each([
      { name: 'report', method: 'GET' as const, url: API_PATHS.reportById, body: undefined },
      {
        name: 'delivery export',
        method: 'POST' as const,
        url: API_PATHS.reportDeliveryExport,
        body: { format: 'csv' },
      },
    ])(
      '$method $name with a generated path parameter answers without a 5xx',
      async ({ method, url, body }) => {
        await fc.assert(
          fc.asyncProperty(pathParameter, async (id) => {
            const response = await call(method, url(encodeURIComponent(id)), body);
            expect(response.statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );
  },
  { env: () => signInTestEnv(fake) },
);
