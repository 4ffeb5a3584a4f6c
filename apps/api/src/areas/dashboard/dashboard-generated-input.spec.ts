import fc from 'fast-check';
import { API_PATHS } from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** A query-string value, plausible or not. */
const value = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc
    .tuple(fc.integer({ min: -1, max: 10_001 }), fc.integer({ min: -1, max: 13 }))
    .map(([year, month]) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`),
  fc.constantFrom('0001-01', '9999-12', '0000-12', '2147483648', '1e3', ''),
);

/** `month`, `regionId` and names no query has, each present or not, some given twice. */
const query = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom('month', 'regionId'), fc.string({ maxLength: 8 })), value),
  { maxLength: 4 },
);

describeEachDatabase(
  'generated input to the dashboard',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'super-admin');
    }, 60_000);

    it('answers generated query strings with 200 or 400, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(query, async (pairs) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `${API_PATHS.dashboard}?${new URLSearchParams(pairs).toString()}`,
            headers: bearer(token),
          });
          expect([200, 400]).toContain(response.statusCode);
        }),
        { numRuns: 150 },
      );
    }, 120_000);

    it.each(['0001-01', '9999-12'])(
      'answers the month %s at the ends of the calendar',
      async (month) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${API_PATHS.dashboard}?month=${month}`,
          headers: bearer(token),
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ data: { month, broadcastsSent: 0 } });
      },
    );
  },
  { env: () => signInTestEnv(fake) },
);
