import { API_PATHS } from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../test/sign-in';
import { expectNo5xx, mutatedBody, pathParameter } from '../test/generated-input';
import { describeEachDatabase } from '../test/test-app';
import { csvBase64, validCid } from './excluded-cids/testing/cid-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Each setting route with a body it takes; generated input starts from it or ignores it. */
const BODY_ROUTES: readonly { url: string; valid: Record<string, unknown> }[] = [
  {
    url: API_PATHS.log,
    valid: { action: 'ทดสอบ', menu: 'ทดสอบ', subject: 'ทดสอบ', description: '' },
  },
  { url: API_PATHS.logList, valid: { page: 1, pageSize: 20, filters: { from: '2026-01-01' } } },
  { url: API_PATHS.logExport, valid: { format: 'csv', filters: { to: '2026-12-31' } } },
  { url: API_PATHS.cidList, valid: { page: 1, pageSize: 20, search: 'ขอ' } },
  { url: API_PATHS.cidExport, valid: { format: 'csv' } },
  { url: API_PATHS.cid, valid: { cid: validCid(5_000_001), reason: 'ทดสอบ' } },
  {
    url: API_PATHS.cidImport,
    valid: { fileName: 'ทดสอบ.csv', reason: 'ทดสอบ', base64: csvBase64([validCid(5_000_002)]) },
  },
];

/** Routes whose only input is a path parameter. */
const PATH_ROUTES: readonly { method: 'POST' | 'DELETE'; url: (id: string) => string }[] = [
  { method: 'DELETE', url: API_PATHS.cidById },
  { method: 'POST', url: API_PATHS.cidReveal },
  { method: 'POST', url: API_PATHS.cidImportById },
  { method: 'DELETE', url: API_PATHS.cidImportById },
];

describeEachDatabase(
  'generated bad input to the excluded-CID and activity-log routes',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'super-admin');
    });

    it.each(BODY_ROUTES)(
      'POST $url answers generated bodies without a 5xx',
      async ({ url, valid }) => {
        await expectNo5xx(mutatedBody(valid), (body) =>
          ctx.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          }),
        );
      },
      120_000,
    );

    it.each(PATH_ROUTES)(
      '$method with a generated path parameter answers without a 5xx',
      async ({ method, url }) => {
        await expectNo5xx(pathParameter, (id) =>
          ctx.app.inject({ method, url: url(encodeURIComponent(id)), headers: bearer(token) }),
        );
      },
      120_000,
    );
  },
  { env: () => signInTestEnv(fake) },
);
