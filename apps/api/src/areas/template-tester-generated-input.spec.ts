import { API_PATHS } from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../test/sign-in';
import { expectNo5xx, mutatedBody, pathParameter } from '../test/generated-input';
import { describeEachDatabase } from '../test/test-app';
import { validCid } from './excluded-cids/testing/cid-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

type Caller = 'admin-lv1' | 'admin-lv3';
const TEXT = [{ type: 'text', text: 'สวัสดี' }];

/** Each template and tester route with a body it takes, as a role that may call it. */
const BODY_ROUTES: readonly {
  method: 'POST' | 'PUT';
  url: string;
  as: Caller;
  valid: Record<string, unknown>;
}[] = [
  {
    method: 'POST',
    url: API_PATHS.templateList,
    as: 'admin-lv3',
    valid: { page: 1, pageSize: 20 },
  },
  {
    method: 'POST',
    url: API_PATHS.template,
    as: 'admin-lv3',
    valid: { name: 'ก', messages: TEXT },
  },
  { method: 'PUT', url: API_PATHS.templateById(1), as: 'admin-lv3', valid: { name: 'ข' } },
  { method: 'POST', url: API_PATHS.broadcastTest(1), as: 'admin-lv3', valid: { testerIds: [1] } },
  { method: 'POST', url: API_PATHS.testerList, as: 'admin-lv1', valid: { page: 1, pageSize: 20 } },
  {
    method: 'POST',
    url: API_PATHS.tester,
    as: 'admin-lv1',
    valid: { name: 'ก', cid: validCid(5_100_001) },
  },
  { method: 'POST', url: API_PATHS.testerCode, as: 'admin-lv1', valid: { name: 'ก' } },
  { method: 'PUT', url: API_PATHS.testerById(1), as: 'admin-lv1', valid: { name: 'ข' } },
];

/** Routes whose only input is a path parameter. */
const PATH_ROUTES: readonly {
  method: 'GET' | 'DELETE';
  url: (id: string) => string;
  as: Caller;
}[] = [
  { method: 'GET', url: API_PATHS.templateById, as: 'admin-lv3' },
  { method: 'DELETE', url: API_PATHS.templateById, as: 'admin-lv3' },
  { method: 'DELETE', url: API_PATHS.testerById, as: 'admin-lv1' },
  { method: 'GET', url: API_PATHS.testerCodeById, as: 'admin-lv1' },
  { method: 'DELETE', url: API_PATHS.testerCodeById, as: 'admin-lv1' },
];

describeEachDatabase(
  'generated bad input to the template and tester routes',
  (ctx) => {
    const tokens = {} as Record<Caller, string>;
    beforeAll(async () => {
      tokens['admin-lv1'] = await signIn(ctx.app, fake, 'admin-lv1');
      tokens['admin-lv3'] = await signIn(ctx.app, fake, 'admin-lv3');
    });

    it.each(BODY_ROUTES)(
      '$method $url answers generated bodies without a 5xx',
      async ({ method, url, as, valid }) => {
        await expectNo5xx(mutatedBody(valid), (body) =>
          ctx.app.inject({
            method,
            url,
            headers: { ...bearer(tokens[as]), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          }),
        );
      },
      120_000,
    );

    it.each(PATH_ROUTES)(
      '$method with a generated path parameter answers without a 5xx',
      async ({ method, url, as }) => {
        await expectNo5xx(pathParameter, (id) =>
          ctx.app.inject({ method, url: url(encodeURIComponent(id)), headers: bearer(tokens[as]) }),
        );
      },
      120_000,
    );
  },
  { env: () => signInTestEnv(fake) },
);
