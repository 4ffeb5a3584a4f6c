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

const VALID_BROADCAST = {
  title: 'สุ่มข้อมูล',
  messages: [{ type: 'text', text: 'สวัสดี' }],
  target: 'UNIT',
};

/** Messages of any shape, and of the composer's formats with any fields. */
const message = fc.oneof(
  fc.jsonValue(),
  fc
    .tuple(
      fc.constantFrom('text', 'imagemap', 'flex', 'video', 'template', 'image', 'sticker'),
      fc.dictionary(
        fc.constantFrom(
          'text',
          'baseUrl',
          'baseSize',
          'actions',
          'altText',
          'contents',
          'template',
          'originalContentUrl',
          'previewImageUrl',
          'area',
          'linkUri',
        ),
        fc.jsonValue(),
      ),
    )
    .map(([type, fields]) => ({ ...fields, type })),
);

describeEachDatabase(
  'generated input to the broadcast routes',
  (ctx) => {
    let token: string;
    let draftId: number;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'admin-lv3');
      const created = await call('POST', API_PATHS.broadcast, VALID_BROADCAST);
      if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
      draftId = (created.json() as { data: BroadcastRecord }).data.id;
    }, 60_000);

    const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, body?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    it('answers generated messages without a 5xx, and a body the schema takes with 200 or 400', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(message, { maxLength: 4 }), async (messages) => {
          const response = await call('PUT', API_PATHS.broadcastById(draftId), {
            ...VALID_BROADCAST,
            messages,
          });
          expect([200, 400]).toContain(response.statusCode);
        }),
        { numRuns: 150 },
      );
    }, 120_000);

    it.each([
      { method: 'POST' as const, url: () => API_PATHS.broadcast, valid: VALID_BROADCAST },
      {
        method: 'PUT' as const,
        url: () => API_PATHS.broadcastById(draftId),
        valid: VALID_BROADCAST,
      },
      {
        method: 'POST' as const,
        url: () => API_PATHS.broadcastList,
        valid: { page: 1, pageSize: 20, filters: { status: 'SENT', from: '2026-01-01' } },
      },
      {
        method: 'POST' as const,
        url: () => API_PATHS.broadcastAudience,
        valid: { target: 'SEGMENT', segmentId: 1 },
      },
      {
        method: 'POST' as const,
        url: () => API_PATHS.broadcastDeliveryList(draftId),
        valid: { page: 1, pageSize: 20, filters: { status: 'FAILED' } },
      },
      // In the past or far away: a generated scheduledAt never sends (the unit reaches no one anyway).
      {
        method: 'POST' as const,
        url: () => API_PATHS.broadcastSend(draftId),
        valid: { scheduledAt: '2000-01-01T00:00:00.000Z' },
      },
    ])(
      '$method answers generated bodies without a 5xx (%#)',
      async ({ method, url, valid }) => {
        await fc.assert(
          fc.asyncProperty(mutatedBody(valid), async (body) => {
            const response = await call(method, url(), body);
            expect(response.statusCode).toBeLessThan(500);
          }),
          { numRuns: 60 },
        );
      },
      120_000,
    );

    it.each([
      { method: 'GET' as const, url: API_PATHS.broadcastById },
      { method: 'DELETE' as const, url: API_PATHS.broadcastById },
      { method: 'POST' as const, url: API_PATHS.broadcastTest },
      { method: 'POST' as const, url: API_PATHS.broadcastCancel },
      { method: 'POST' as const, url: API_PATHS.broadcastRetryFailed },
    ])(
      '$method with a generated path parameter answers without a 5xx (%#)',
      async ({ method, url }) => {
        await fc.assert(
          fc.asyncProperty(pathParameter, async (id) => {
            const response = await call(method, url(encodeURIComponent(id)));
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
