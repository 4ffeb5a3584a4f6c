import { API_PATHS, DEMO_HOSPITAL } from '@hbc/contracts';
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

/** Values a row's fields might be sent, plausible or not. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.integer({ min: -1, max: 100 }),
  fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '2025-02-29', '29/02/2567', ''),
  fc.constantFrom('MALE', 'FEMALE', 'UNKNOWN', 'FOLLOWING', "x') or true --", DEMO_HOSPITAL.hcode),
  fc.constantFrom(validCid(8_000_001), '1-2345-67890-12-1', 'U'.padEnd(33, 'a')),
  fc.array(fc.string({ maxLength: 60 }), { maxLength: 3 }),
);
/** A registry row with any of the row's fields, CID and unit usually valid. */
const row = fc
  .tuple(
    fc.dictionary(
      fc.constantFrom(
        'cid',
        'unitHcode',
        'provinceCode',
        'birthDate',
        'sex',
        'tags',
        'lineUserId',
        'followStatus',
        'followedAt',
        'other',
      ),
      fieldValue,
    ),
    fc.integer({ min: 8_100_000, max: 8_199_999 }),
  )
  .map(([fields, n]) => ({ cid: validCid(n), unitHcode: DEMO_HOSPITAL.hcode, ...fields }));

describeEachDatabase(
  'generated input to the citizen routes',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'super-admin');
    }, 60_000);

    const post = (url: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('POST the registry import answers generated batches without a 5xx', async () => {
      const plain = { rows: [{ cid: validCid(8_300_001), unitHcode: DEMO_HOSPITAL.hcode }] };
      expect((await post(API_PATHS.citizenImport, plain)).statusCode).toBe(200);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.record({ rows: fc.array(row, { minLength: 1, maxLength: 5 }) }),
            fc.jsonValue(),
          ),
          async (body) => {
            expect((await post(API_PATHS.citizenImport, body)).statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
    }, 120_000);

    it('POST the file import and GET its progress answer generated input without a 5xx', async () => {
      const valid = {
        fileName: 'ประชาชน.csv',
        base64: csvBase64([
          'เลขประจำตัวประชาชน,รหัสหน่วยบริการ',
          `${validCid(8_200_001)},${DEMO_HOSPITAL.hcode}`,
        ]),
      };
      expect((await post(API_PATHS.citizenImportFile, valid)).statusCode).toBe(200);
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
            expect((await post(API_PATHS.citizenImportFile, body)).statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })), async (id) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: API_PATHS.citizenImportFileById(encodeURIComponent(id)),
            headers: bearer(token),
          });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }, 120_000);
  },
  { env: () => signInTestEnv(fake) },
);
