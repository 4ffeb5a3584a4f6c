import { API_ERRORS } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../http-errors';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { signInTestEnv } from '../test/sign-in';
import { signedInRoles } from '../test/signed-in-roles';
import { describeEachDatabase } from '../test/test-app';
import { declareRoute, defineAppResource, unitStaffOf } from '.';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Bodies past 2 KiB are refused unread; a text past 100 characters is refused in words first. */
const LIMIT = 2048;
const Upload = Type.Object(
  { text: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);

/** A made-up area on the user permissions, whose declaration is made from the app. */
const uploadResource = defineAppResource((app) => ({
  tag: 'probe-upload',
  area: 'user',
  routes: [
    declareRoute({
      method: 'POST',
      url: '/api/probe-upload',
      summary: 'Takes a short text',
      access: { need: 'read' },
      body: Upload,
      bodyLimit: LIMIT,
      preValidation: async (request) => {
        const { text } = (request.body ?? {}) as { text?: unknown };
        if (typeof text === 'string' && text.length > 100) {
          throw badRequest([{ path: '/text', message: 'too long' }]);
        }
      },
      answer: {
        kind: 'data',
        schema: Type.Object({ length: Type.Integer(), unit: Type.Integer() }),
      },
      handler: async (request, { staff }) => ({
        length: request.body.text.length,
        // The declaration could read the app: its configuration is there.
        unit: app.config.nodeEnv === 'test' ? unitStaffOf(staff).unitId : -1,
      }),
    }),
  ],
}));

describeEachDatabase(
  'a declared route with a body limit',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const upload = (token: string, text: string) =>
      call('POST', '/api/probe-upload', token, { text });

    it('documents 413 besides its other answers', () => {
      const { paths } = ctx.app.swagger() as unknown as {
        paths: Record<string, Record<string, { responses: object }>>;
      };
      expect(Object.keys(paths['/api/probe-upload']?.post?.responses ?? {})).toEqual([
        '200',
        '400',
        '401',
        '403',
        '413',
      ]);
    });

    it('refuses a body past the limit with 413, unread', async () => {
      const answer = await upload(tokens['admin-lv1'], 'x'.repeat(LIMIT));
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ message: API_ERRORS.PAYLOAD_TOO_LARGE });
    });

    it('runs its own check before the schema validates the body', async () => {
      const answer = await upload(tokens['admin-lv1'], 'x'.repeat(101));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ path: '/text', message: 'too long' }] });
    });

    it('answers a staff member of a unit, and refuses one without (403)', async () => {
      const answer = await upload(tokens['admin-lv1'], 'hello');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ length: 5, unit: expect.any(Number) });
      expect((await upload(tokens['super-admin'], 'hello')).statusCode).toBe(403);
    });
  },
  { env: () => signInTestEnv(fake), routes: [uploadResource] },
);
