import { API_PATHS, type TrackingUrlRecord } from '@hbc/contracts';
import fc from 'fast-check';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { mutatedBody, pathParameter } from '../../test/generated-input';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const VALID_LINK = { name: 'สุ่มข้อมูล', targetUrl: 'https://example.org/a?b=c' };

/** Names and destinations at the edges of what the schema takes, and past them. */
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'ก'.repeat(200), 'ก'.repeat(201), "x') or true --", '%_\\', '\u0000'),
);
const target = fc.oneof(
  fc.webUrl(),
  fc.string().map((rest) => `https://${rest}`),
  fc.constantFrom(
    'https://',
    'http://a',
    `https://example.org/${'a'.repeat(1990)}`,
    `https://example.org/${'a'.repeat(2000)}`,
    'javascript:alert(1)',
    'https://example.org/วัคซีน',
  ),
);

describeEachDatabase(
  'generated input to the tracking-link routes and the redirect',
  (ctx) => {
    let token: string;
    let linkId: number;
    let code: string;
    const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, body?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'admin-lv3');
      const created = await call('POST', API_PATHS.trackingUrl, VALID_LINK);
      if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
      ({ id: linkId, code } = (created.json() as { data: TrackingUrlRecord }).data);
    }, 60_000);

    it('answers generated names and destinations with 200, 400 or 409, never a 5xx', async () => {
      let serial = 0;
      await fc.assert(
        fc.asyncProperty(
          text,
          target,
          fc.option(fc.boolean()),
          async (name, targetUrl, enabled) => {
            const body = {
              name: `${name}${++serial}`,
              targetUrl,
              ...(enabled === null ? {} : { enabled }),
            };
            const created = await call('POST', API_PATHS.trackingUrl, body);
            const updated = await call('PUT', API_PATHS.trackingUrlById(linkId), body);
            expect([200, 400, 409]).toContain(created.statusCode);
            expect([200, 400, 409]).toContain(updated.statusCode);
          },
        ),
        { numRuns: 80 },
      );
    }, 120_000);

    it.each([
      { method: 'POST' as const, url: () => API_PATHS.trackingUrl, valid: VALID_LINK },
      { method: 'PUT' as const, url: () => API_PATHS.trackingUrlById(linkId), valid: VALID_LINK },
      {
        method: 'POST' as const,
        url: () => API_PATHS.trackingUrlList,
        valid: {
          page: 1,
          pageSize: 20,
          search: 'a',
          sort: { field: 'clicks', direction: 'desc' },
          filters: { status: 'ENABLED' },
        },
      },
    ])(
      '$method answers generated bodies without a 5xx (%#)',
      async ({ method, url, valid }) => {
        await fc.assert(
          fc.asyncProperty(mutatedBody(valid), async (body) => {
            expect((await call(method, url(), body)).statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it.each([
      { method: 'GET' as const, url: API_PATHS.trackingUrlById },
      { method: 'DELETE' as const, url: API_PATHS.trackingUrlById },
    ])(
      '$method with a generated path parameter answers without a 5xx (%#)',
      async ({ method, url }) => {
        await fc.assert(
          fc.asyncProperty(pathParameter, async (id) => {
            expect((await call(method, url(encodeURIComponent(id)))).statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it('answers generated codes and queries on /t/ with a redirect or the not-found page', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(pathParameter, fc.constant(code)),
          fc.dictionary(
            fc.constantFrom('b', 'x', 'b[]'),
            fc.oneof(fc.string(), fc.integer().map(String)),
          ),
          fc.constantFrom('GET' as const, 'HEAD' as const),
          async (generated, query, method) => {
            const response = await ctx.app.inject({
              method,
              url: `/t/${encodeURIComponent(generated)}`,
              query,
              headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari Line/14.3.0' },
            });
            expect(response.statusCode).toBe(generated === code ? 302 : 404);
          },
        ),
        { numRuns: 150 },
      );
      await ctx.app.tracking.visits.flush();
    }, 120_000);
  },
  { env: () => signInTestEnv(fake) },
);
