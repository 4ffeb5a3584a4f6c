import fc from 'fast-check';
import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { mutatedBody, pathParameter } from '../../test/generated-input';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Urgent: it waits for approval whoever it reaches. */
const URGENT = {
  title: 'สุ่มข้อมูล',
  messages: [{ type: 'text', text: 'สวัสดี' }],
  target: 'UNIT',
  urgent: true,
  urgentReason: 'ด่วน',
};

describeEachDatabase(
  'generated input to the approval routes',
  (ctx) => {
    const tokens = { maker: '', approver: '' };
    let pendingId: number;

    const call = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    beforeAll(async () => {
      tokens.maker = await signIn(ctx.app, fake, 'admin-lv3');
      tokens.approver = await signIn(ctx.app, fake, 'super-admin');
      const created = await call(tokens.maker, 'POST', API_PATHS.broadcast, URGENT);
      pendingId = (created.json() as { data: BroadcastRecord }).data.id;
      const later = { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() };
      const sent = await call(tokens.maker, 'POST', API_PATHS.broadcastSend(pendingId), later);
      if ((sent.json() as { data: BroadcastRecord }).data.status !== 'PENDING_APPROVAL') {
        throw new Error(`send: ${sent.body}`);
      }
    }, 60_000);

    const bodies: { method: 'POST' | 'PUT'; url: () => string; bodies: fc.Arbitrary<unknown> }[] = [
      {
        method: 'POST',
        url: () => API_PATHS.approvalList,
        bodies: mutatedBody({
          page: 1,
          pageSize: 20,
          search: 'สุ่ม',
          sort: { field: 'title', direction: 'asc' },
        }),
      },
      {
        method: 'POST',
        url: () => API_PATHS.broadcastReject(pendingId),
        bodies: mutatedBody({ reason: 'ไม่' }),
      },
      // No field to mutate: any JSON at all.
      { method: 'POST', url: () => API_PATHS.broadcastApprove(pendingId), bodies: fc.jsonValue() },
      {
        method: 'PUT',
        url: () => API_PATHS.approvalSetting,
        bodies: mutatedBody({ minRecipients: 10 }),
      },
    ];
    it.each(bodies)(
      '$method answers generated bodies without a 5xx (%#)',
      async ({ method, url, bodies: generated }) => {
        await fc.assert(
          fc.asyncProperty(generated, async (body) => {
            const response = await call(tokens.approver, method, url(), body);
            expect(response.statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it.each([
      { method: 'GET' as const, url: API_PATHS.approvalById },
      { method: 'POST' as const, url: API_PATHS.broadcastApprove },
    ])(
      '$method with a generated path parameter answers without a 5xx (%#)',
      async ({ method, url }) => {
        await fc.assert(
          fc.asyncProperty(pathParameter, async (id) => {
            const response = await call(tokens.approver, method, url(encodeURIComponent(id)), {});
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
