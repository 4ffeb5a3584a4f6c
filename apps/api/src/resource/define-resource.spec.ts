import { DEMO_HOSPITAL } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { conflict } from '../http-errors';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { signInTestEnv } from '../test/sign-in';
import { signedInRoles } from '../test/signed-in-roles';
import { unitIdOf } from '../test/staff-fixtures';
import { describeEachDatabase } from '../test/test-app';
import { createRoute, declareRoute, defineResource, readRoute } from '.';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const Thing = Type.Object({ id: Type.Integer(), name: Type.String() });
/** Thing 1 is of the demo hospital, thing 2 of another unit, thing 3 does not exist. */
let hospitalId = 0;
const unitOfThing = async (_db: unknown, id: number) =>
  id === 1 ? hospitalId : id === 2 ? hospitalId + 1_000 : undefined;

/** A made-up area on the user permissions: Super Admin all units, Admin LV1 their own, LV2–3 none. */
const probeResource = defineResource({
  tag: 'probe',
  area: 'user',
  unitOf: unitOfThing,
  routes: [
    readRoute({
      url: '/api/probe/:id',
      summary: 'One thing',
      data: Thing,
      find: async (_db, id) => ({ id, name: `thing ${id}` }),
    }),
    createRoute({
      url: '/api/probe',
      summary: 'A new thing; its name must be new',
      body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
      data: Thing,
      conflicts: true,
      run: async (_db, _staff, body) => {
        if (body.name === 'taken') throw conflict();
        return { id: 9, name: body.name };
      },
    }),
    declareRoute({
      method: 'GET',
      url: '/api/probe-national',
      summary: 'Every thing (national)',
      access: { need: 'read', scope: 'all' },
      answer: { kind: 'list', schema: Thing },
      handler: async () => ({ data: [{ id: 1, name: 'thing 1' }], total: 1 }),
    }),
  ],
});

describeEachDatabase(
  'a declared resource',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    beforeAll(async () => {
      hospitalId = await unitIdOf(ctx.app.db, DEMO_HOSPITAL.hcode);
    });

    it('documents each route with the area’s tag, bearer security and only the answers it can give', () => {
      const { paths } = ctx.app.swagger() as unknown as {
        paths: Record<
          string,
          Record<string, { tags: string[]; security: unknown; responses: object }>
        >;
      };
      const statuses = (path: string, method: string) =>
        Object.keys(paths[path]?.[method]?.responses ?? {});
      expect(statuses('/api/probe/{id}', 'get')).toEqual(['200', '400', '401', '403', '404']);
      expect(statuses('/api/probe', 'post')).toEqual(['200', '400', '401', '403', '409']);
      expect(statuses('/api/probe-national', 'get')).toEqual(['200', '401', '403']);
      expect(paths['/api/probe']?.post).toMatchObject({
        tags: ['probe'],
        security: [{ bearer: [] }],
      });
    });

    it('answers in the success envelope what the handler gives', async () => {
      const one = await call('GET', '/api/probe/1', tokens['admin-lv1']);
      expect(one.json()).toEqual({ message: 'SUCCESS', data: { id: 1, name: 'thing 1' } });
      const list = await call('GET', '/api/probe-national', tokens['super-admin']);
      expect(list.json()).toEqual({
        message: 'SUCCESS',
        data: [{ id: 1, name: 'thing 1' }],
        total: 1,
      });
    });

    it('checks the token, then the permission, then the scope, before the handler runs', async () => {
      const status = async (token: string | null, url = '/api/probe/1') =>
        (await call('GET', url, token)).statusCode;
      expect(await status(null)).toBe(401);
      expect(await status(tokens['admin-lv2'])).toBe(403);
      expect(await status(tokens['admin-lv1'], '/api/probe/2')).toBe(404);
      expect(await status(tokens['admin-lv1'], '/api/probe/3')).toBe(404);
      expect(await status(tokens['super-admin'], '/api/probe/2')).toBe(200);
      expect(await status(tokens['admin-lv1'], '/api/probe-national')).toBe(403);
    });

    it('refuses a role before it validates the body, and validates before the handler', async () => {
      const create = async (token: string, body: object) =>
        (await call('POST', '/api/probe', token, body)).statusCode;
      expect(await create(tokens['admin-lv3'], { name: '' })).toBe(403);
      expect(await create(tokens['admin-lv1'], { name: '' })).toBe(400);
      expect(await create(tokens['admin-lv1'], { name: 'taken' })).toBe(409);
      expect(await create(tokens['admin-lv1'], { name: 'new' })).toBe(200);
    });
  },
  { env: () => signInTestEnv(fake), routes: [probeResource] },
);
