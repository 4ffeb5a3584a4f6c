import { randomUUID } from 'node:crypto';
import { API_PATHS, AUTH_PATHS } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { issueToken } from '../../auth/tokens';
import { authSession } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  bearer,
  getProfile,
  lineUserIdOf,
  messagingToken,
  postLogin,
  signIn,
  signInTestEnv,
  TEST_JWT_SECRET,
} from '../../test/sign-in';
import { userByLineId } from '../../test/staff-fixtures';
import { buildTestApp, describeEachDatabase } from '../../test/test-app';
import { staffOf } from './auth';

/** Routes guarded the way the product's routes are: users may be managed, broadcasts created. */
const guardedRoutes: FastifyPluginAsync = async (app) => {
  const whoAmI = async (request: Parameters<typeof staffOf>[0]) => ({
    message: 'SUCCESS',
    data: staffOf(request),
  });
  const schema = { response: { 200: Type.Object({ message: Type.String(), data: Type.Any() }) } };
  app.get(
    '/api/guarded/users',
    { schema, preHandler: [app.requireAccessToken, app.requirePermission('user', 'manage')] },
    whoAmI,
  );
  app.get(
    '/api/guarded/broadcasts',
    { schema, preHandler: [app.requireAccessToken, app.requirePermission('broadcast', 'read')] },
    whoAmI,
  );
};

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'auth plugin',
  (ctx) => {
    const get = (url: string, token: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

    it('exposes the staff member and enforces the permission matrix with 403 FORBIDDEN', async () => {
      const superAdmin = await signIn(ctx.app, fake, 'super-admin');
      const lv1 = await signIn(ctx.app, fake, 'admin-lv1');
      const lv2 = await signIn(ctx.app, fake, 'admin-lv2');
      const lv1User = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv1'));

      const lv1Users = await get('/api/guarded/users', lv1);
      expect(lv1Users.statusCode).toBe(200);
      expect(lv1Users.json().data).toEqual({
        userId: lv1User.id,
        role: 'ADMIN_LV1',
        unitId: lv1User.unitId,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        // light-my-request's default client address
        ip: '127.0.0.1',
      });
      expect((await get('/api/guarded/users', superAdmin)).statusCode).toBe(200);
      const lv2Users = await get('/api/guarded/users', lv2);
      expect([lv2Users.statusCode, lv2Users.json()]).toEqual([403, { message: 'FORBIDDEN' }]);
      expect((await get('/api/guarded/broadcasts', superAdmin)).statusCode).toBe(403);
      expect((await get('/api/guarded/broadcasts', lv2)).statusCode).toBe(200);
    });

    it('answers 401 before any permission check without a valid access token', async () => {
      const messaging = await messagingToken(ctx.app, fake, lineUserIdOf('super-admin'));

      for (const headers of [
        {},
        bearer('not-a-jwt'),
        bearer(messaging),
        { authorization: 'Basic abc' },
      ]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/guarded/users',
          headers,
        });
        expect([response.statusCode, response.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
      }
    });

    it('answers 401 to an expired access token, and to a session past its end', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv3');
      const user = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv3'));
      const [session] = await ctx.app.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, user.id));
      const sessionId = session?.id ?? '';
      const thirteenHoursAgo = Date.now() - 13 * 60 * 60 * 1000;
      const expired = await issueToken(
        'access',
        TEST_JWT_SECRET,
        { userId: user.id, sessionId },
        thirteenHoursAgo,
      );

      expect((await getProfile(ctx.app, expired)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, token)).statusCode).toBe(200);

      await ctx.app.db
        .update(authSession)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSession.id, sessionId));
      expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
    });

    it('answers 401 to a token signed with another secret, or naming another user', async () => {
      await signIn(ctx.app, fake, 'admin-lv2');
      const user = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv2'));
      const [session] = await ctx.app.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, user.id));
      const sessionId = session?.id ?? '';

      const forged = await issueToken('access', 'another-secret-of-at-least-32-characters', {
        userId: user.id,
        sessionId,
      });
      const otherUser = await issueToken('access', TEST_JWT_SECRET, {
        userId: user.id + 1000,
        sessionId,
      });
      const genuine = await issueToken('access', TEST_JWT_SECRET, { userId: user.id, sessionId });
      const badJti = await issueToken('access', TEST_JWT_SECRET, {
        userId: user.id,
        sessionId: 'not-a-uuid',
      });

      expect((await getProfile(ctx.app, forged)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, otherUser)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, badJti)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, genuine)).statusCode).toBe(200);
    });

    it('answers 401 at the provider step to a messaging token expired or not of its session', async () => {
      const user = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv1'));
      const genuine = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv1'));
      const sessionId = decodeJwt(genuine).jti ?? '';
      const fiveHoursAgo = Date.now() - 5 * 60 * 60 * 1000;
      const expired = await issueToken(
        'messaging',
        TEST_JWT_SECRET,
        { userId: user.id, sessionId },
        fiveHoursAgo,
      );
      const unknownSession = await issueToken('messaging', TEST_JWT_SECRET, {
        userId: user.id,
        sessionId: randomUUID(),
      });
      const otherUser = await issueToken('messaging', TEST_JWT_SECRET, {
        userId: user.id + 1000,
        sessionId,
      });
      // The session of a LINE step only: no access token may name it before the provider step.
      const early = await issueToken('access', TEST_JWT_SECRET, { userId: user.id, sessionId });
      const authorize = (token: string) =>
        ctx.app.inject({
          method: 'GET',
          url: AUTH_PATHS.providerAuthorizeUrl,
          query: { redirect_uri: 'http://console.test/provider-login' },
          headers: bearer(token),
        });

      expect((await authorize(expired)).statusCode).toBe(401);
      expect((await authorize(unknownSession)).statusCode).toBe(401);
      expect((await authorize(otherUser)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, early)).statusCode).toBe(401);
      expect((await authorize(genuine)).statusCode).toBe(200);
    });
  },
  { env: () => signInTestEnv(fake), routes: [guardedRoutes] },
);

describe('sign-in rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS past the limit per address, per route', async () => {
    const app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await postLogin(app, { state: 's', code: 'c' })).statusCode);
      }
      const fromElsewhere = await app.inject({
        method: 'POST',
        url: AUTH_PATHS.login,
        payload: { state: 's', code: 'c' },
        remoteAddress: '10.9.9.9',
      });
      const limited = await postLogin(app, { state: 's', code: 'c' });

      expect(statuses).toEqual([400, 400, 429]);
      expect(limited.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
      expect(fromElsewhere.statusCode).toBe(400);
      const provider = await app.inject({
        method: 'POST',
        url: AUTH_PATHS.loginProvider,
        payload: {},
      });
      expect(provider.statusCode).not.toBe(429);
      expect((await app.inject({ method: 'GET', url: API_PATHS.health })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
