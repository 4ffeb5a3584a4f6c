import { API_PATHS, SEGMENT_CONDITION_KINDS } from '@hbc/contracts';
import fc from 'fast-check';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { describeEachDatabase } from '../../test/test-app';
import { csvBase64, validCid } from '../excluded-cids/testing/cid-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Values a condition's fields might be sent, plausible or not. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.integer({ min: -1, max: 200 }),
  fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '2025-02-29', '0000-01-01'),
  fc.uuid(),
  fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 4 }),
  fc.subarray(['MALE', 'FEMALE', 'UNKNOWN', 'ALL', 'ANY', 'DM', "x') or true --"]),
);
/** A condition of a known or unknown kind with any of the fields conditions have. */
const condition = fc
  .tuple(
    fc.constantFrom(...SEGMENT_CONDITION_KINDS, 'OTHER'),
    fc.dictionary(
      fc.constantFrom(
        'min',
        'max',
        'sexes',
        'provinceIds',
        'match',
        'tags',
        'from',
        'to',
        'listId',
      ),
      fieldValue,
    ),
  )
  .map(([kind, fields]) => ({ ...fields, kind }));
/** A condition the schema takes, with values at the edges of what it takes. */
const day = fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01');
const edgeCondition = fc.oneof(
  fc.record(
    { kind: fc.constant('AGE'), min: fc.constantFrom(0, 130), max: fc.constantFrom(0, 130) },
    { requiredKeys: ['kind'] },
  ),
  fc.record({ kind: fc.constant('FOLLOW_DATE'), from: day, to: day }, { requiredKeys: ['kind'] }),
  fc.record({
    kind: fc.constant('TAGS'),
    match: fc.constantFrom('ALL', 'ANY'),
    tags: fc.uniqueArray(fc.constantFrom("x') or true --", 'ก', '%_\\', 'a'.repeat(50)), {
      minLength: 1,
    }),
  }),
  fc.record({
    kind: fc.constant('PROVINCE'),
    provinceIds: fc.uniqueArray(fc.integer({ min: 10, max: 99 }), { minLength: 1, maxLength: 77 }),
  }),
  fc.record({ kind: fc.constant('CID_LIST'), listId: fc.uuid() }),
);
/** Rules with anything in them, or (more often) rules the schema takes, at its edges. */
const rules = fc.oneof(
  fc.record({
    match: fc.oneof(fc.constantFrom('ALL', 'ANY'), fc.jsonValue()),
    conditions: fc.array(fc.oneof(condition, edgeCondition), { maxLength: 4 }),
  }),
  {
    arbitrary: fc.record({
      match: fc.constantFrom('ALL', 'ANY'),
      conditions: fc.array(edgeCondition, { maxLength: 3 }),
    }),
    weight: 2,
  },
);

describeEachDatabase(
  'generated input to the segment routes',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'admin-lv3');
    }, 60_000);

    const post = (url: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it.each([
      [API_PATHS.segmentCount, (generated: unknown) => ({ rules: generated, breakdown: true })],
      [API_PATHS.segment, (generated: unknown) => ({ name: 'สร้างจากข้อมูลสุ่ม', rules: generated })],
    ])(
      'POST %s answers generated rules without a 5xx',
      async (url, bodyOf) => {
        await fc.assert(
          fc.asyncProperty(rules, async (generated) => {
            const response = await post(url, bodyOf(generated));
            expect(response.statusCode).toBeLessThan(500);
            // A created segment frees its name for the next generated one.
            if (response.statusCode === 200 && url === API_PATHS.segment) {
              const { id } = (response.json() as { data: { id: number } }).data;
              await ctx.app.inject({
                method: 'DELETE',
                url: API_PATHS.segmentById(id),
                headers: bearer(token),
              });
            }
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it('POST the CID-list upload answers generated bodies without a 5xx', async () => {
      const valid = { fileName: 'รายชื่อ.csv', base64: csvBase64([validCid(9_000_001)]) };
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc
              .tuple(fc.constantFrom('fileName', 'base64'), fc.jsonValue())
              .map(([key, value]) => ({ ...valid, [key]: value })),
            fc.string().map((text) => ({ ...valid, base64: Buffer.from(text).toString('base64') })),
            fc.jsonValue(),
          ),
          async (body) => {
            expect((await post(API_PATHS.segmentCidList, body)).statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
    }, 120_000);
  },
  { env: () => signInTestEnv(fake) },
);
