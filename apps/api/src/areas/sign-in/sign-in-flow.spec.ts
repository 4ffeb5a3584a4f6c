import { AUTH_PATHS, DEMO_HOSPITAL, type Role } from '@hbc/contracts';
import { count, eq } from 'drizzle-orm';
import { appUser, authSession, loginState } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  bearer,
  demoIdentity,
  getProfile,
  lineStep,
  lineUserIdOf,
  messagingToken,
  postLogin,
  postProviderLogin,
  providerStep,
  signIn,
  signInTestEnv,
  approveHealthId,
  approveLine,
  CONSOLE_ORIGIN,
  LINE_RETURN,
  PROVIDER_RETURN,
} from '../../test/sign-in';
import { lastLogId, logSince, userById, userByLineId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { s256Challenge } from './login-states';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'sign-in: LINE Login, then Provider ID',
  (ctx) => {
    const db = () => ctx.app.db;

    describe('the whole way, for each role', () => {
      it.each<[string, Role, string | null]>([
        ['super-admin', 'SUPER_ADMIN', null],
        ['admin-lv1', 'ADMIN_LV1', DEMO_HOSPITAL.name_th],
        ['admin-lv2', 'ADMIN_LV2', DEMO_HOSPITAL.name_th],
        ['admin-lv3', 'ADMIN_LV3', DEMO_HOSPITAL.name_th],
      ])('signs %s in and answers the profile', async (id, role, unitName) => {
        const identity = demoIdentity(id);
        const before = await lastLogId(db());

        const token = await messagingToken(ctx.app, fake, lineUserIdOf(id));
        const provider = await providerStep(ctx.app, fake, token, id);

        expect(provider.statusCode).toBe(200);
        const accessToken = provider.json().access_token as string;
        expect(provider.json()).toEqual({ message: 'SUCCESS', access_token: expect.any(String) });
        const profile = await getProfile(ctx.app, accessToken);
        expect(profile.statusCode).toBe(200);
        expect(profile.json()).toEqual({
          message: 'SUCCESS',
          data: {
            first_name: identity.provider?.firstname_th,
            last_name: identity.provider?.lastname_th,
            role,
            last_login: null,
            hospital_name: unitName,
            hospital_logo: null,
            service_unit_name: unitName,
            status: 'ACTIVE',
          },
        });

        const user = await userByLineId(db(), lineUserIdOf(id));
        expect(user).toMatchObject({
          status: 'ACTIVE',
          providerId: identity.provider?.providerId,
          lastLoginAt: expect.any(Date),
        });
        const log = await logSince(db(), before, user.id);
        expect(log.map((entry) => [entry.action, entry.subject, entry.role])).toEqual([
          ['เข้าสู่ระบบ', 'LINE Login', role],
          ['เข้าสู่ระบบ', 'Provider ID', role],
        ]);
        expect(log.map((entry) => entry.unitId)).toEqual([user.unitId, user.unitId]);
      });
    });

    it('answers the sign-in before this one as last_login', async () => {
      const first = await signIn(ctx.app, fake, 'admin-lv1');
      const { lastLoginAt } = await userByLineId(db(), lineUserIdOf('admin-lv1'));

      const second = await signIn(ctx.app, fake, 'admin-lv1');

      const profile = await getProfile(ctx.app, second);
      expect(profile.json().data.last_login).toBe(lastLoginAt?.toISOString());
      // Both sessions stay open side by side.
      expect((await getProfile(ctx.app, first)).statusCode).toBe(200);
    });

    it('keeps the session with its address and user agent, for 12 hours', async () => {
      const token = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv2'));
      const { code, state } = await approveHealthId(ctx.app, fake, token, 'admin-lv2');
      const response = await ctx.app.inject({
        method: 'POST',
        url: AUTH_PATHS.loginProvider,
        payload: { code, state },
        headers: { ...bearer(token), 'user-agent': 'Mozilla/5.0 test' },
        remoteAddress: '10.1.2.3',
      });
      const user = await userByLineId(db(), lineUserIdOf('admin-lv2'));
      const [payload] = response.json().access_token.split('.').slice(1, 2);
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        jti: string;
        exp: number;
        iat: number;
        sub: string;
      };

      const [session] = await db().select().from(authSession).where(eq(authSession.id, claims.jti));
      expect(session).toMatchObject({
        userId: user.id,
        ip: '10.1.2.3',
        userAgent: 'Mozilla/5.0 test',
      });
      expect(claims.sub).toBe(String(user.id));
      expect(claims.exp - claims.iat).toBe(12 * 3600);
      expect(session?.expiresAt.getTime()).toBe(claims.exp * 1000);
    });

    it('hands out a LINE authorize URL only for a console origin, and keeps its state', async () => {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.lineAuthorizeUrl,
        query: { redirect_uri: 'https://evil.example/' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [{ path: 'querystring/redirect_uri', message: expect.any(String) }],
      });

      const response = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.lineAuthorizeUrl,
        query: { redirect_uri: LINE_RETURN },
      });
      const { url, state } = response.json().data as { url: string; state: string };
      const [stored] = await db().select().from(loginState).where(eq(loginState.id, state));
      expect(new URL(url).searchParams.get('state')).toBe(state);
      expect(new URL(url).searchParams.get('nonce')).toBe(stored?.nonce);
      // PKCE: the URL carries the S256 challenge of the verifier kept with the state.
      expect(stored?.codeVerifier).toMatch(/^[\w-]{43}$/);
      expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
      expect(new URL(url).searchParams.get('code_challenge')).toBe(
        s256Challenge(stored?.codeVerifier ?? ''),
      );
      expect(stored).toMatchObject({
        kind: 'line',
        redirectUri: LINE_RETURN,
        usedAt: null,
        userId: null,
      });
      const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
      expect(Math.abs(lifetime - 10 * 60 * 1000)).toBeLessThan(5_000);
    });

    it.each([
      `${CONSOLE_ORIGIN}\\@evil.example/`,
      `${CONSOLE_ORIGIN}@evil.example/`,
      `${CONSOLE_ORIGIN}/\tprovider-login`,
      CONSOLE_ORIGIN.toUpperCase() + '/',
    ])('refuses %j as a redirect URI at both authorize URLs, keeping no state', async (uri) => {
      const token = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv2'));
      const [before] = await db().select({ n: count() }).from(loginState);

      const line = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.lineAuthorizeUrl,
        query: { redirect_uri: uri },
      });
      const provider = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.providerAuthorizeUrl,
        query: { redirect_uri: uri },
        headers: bearer(token),
      });

      for (const response of [line, provider]) {
        expect([response.statusCode, response.json().errors]).toEqual([
          400,
          [{ path: 'querystring/redirect_uri', message: 'ที่อยู่สำหรับกลับเข้าระบบไม่ได้รับอนุญาต' }],
        ]);
      }
      const [after] = await db().select({ n: count() }).from(loginState);
      expect(after?.n).toBe(before?.n);
    });

    it('sends LINE and Health ID back to exactly the redirect URI it checked', async () => {
      const line = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.lineAuthorizeUrl,
        query: { redirect_uri: LINE_RETURN },
      });
      const token = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv2'));
      const provider = await ctx.app.inject({
        method: 'GET',
        url: AUTH_PATHS.providerAuthorizeUrl,
        query: { redirect_uri: PROVIDER_RETURN },
        headers: bearer(token),
      });

      const forwarded = (response: typeof line) =>
        new URL(response.json().data.url as string).searchParams.get('redirect_uri');
      expect([forwarded(line), forwarded(provider)]).toEqual([LINE_RETURN, PROVIDER_RETURN]);
    });

    describe('state', () => {
      it('refuses an unknown state with 400 INVALID_STATE and logs it', async () => {
        const before = await lastLogId(db());

        const response = await postLogin(ctx.app, { state: 'never-issued', code: 'x' });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'INVALID_STATE' });
        const log = await logSince(db(), before);
        expect(log).toEqual([
          expect.objectContaining({
            userId: null,
            action: 'เข้าสู่ระบบไม่สำเร็จ',
            subject: 'LINE Login',
            description: expect.stringContaining('(INVALID_STATE)'),
          }),
        ]);
      });

      it('refuses a state used once already, without calling LINE again', async () => {
        const { code, state } = await approveLine(ctx.app, fake, lineUserIdOf('admin-lv3'));
        expect((await postLogin(ctx.app, { state, code })).statusCode).toBe(200);
        const calls = fake.line.tokenCalls;

        const replay = await postLogin(ctx.app, { state, code });

        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toEqual({ message: 'INVALID_STATE' });
        expect(fake.line.tokenCalls).toBe(calls);
      });

      it('refuses an expired state', async () => {
        const { code, state } = await approveLine(ctx.app, fake, lineUserIdOf('admin-lv3'));
        await db()
          .update(loginState)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(loginState.id, state));

        const response = await postLogin(ctx.app, { state, code });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'INVALID_STATE' });
      });

      it('refuses a provider state at the LINE step and another user’s provider state', async () => {
        const lv3 = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv3'));
        const lv2 = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv2'));
        const { code, state } = await approveHealthId(ctx.app, fake, lv3, 'admin-lv3');

        const atLine = await postLogin(ctx.app, { state, code });
        const otherUser = await postProviderLogin(ctx.app, lv2, { state, code });

        expect([atLine.statusCode, atLine.json()]).toEqual([400, { message: 'INVALID_STATE' }]);
        expect([otherUser.statusCode, otherUser.json()]).toEqual([
          400,
          { message: 'INVALID_STATE' },
        ]);
        expect((await postProviderLogin(ctx.app, lv3, { state, code })).statusCode).toBe(200);
      });

      it('refuses a provider state used once already', async () => {
        const token = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv3'));
        const { code, state } = await approveHealthId(ctx.app, fake, token, 'admin-lv3');

        expect((await postProviderLogin(ctx.app, token, { code, state })).statusCode).toBe(200);
        const replay = await postProviderLogin(ctx.app, token, { code, state });
        expect([replay.statusCode, replay.json()]).toEqual([400, { message: 'INVALID_STATE' }]);
      });
    });

    describe('LINE tokens', () => {
      it('accepts an ES256 ID token verified with LINE’s JWKS', async () => {
        const response = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv3'), {
          mode: 'es256',
        });

        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('SUCCESS');
      });

      it.each([
        'expired',
        'wrong_aud',
        'wrong_iss',
        'forged',
        'tampered',
        'wrong_nonce',
        'token_refused',
      ] as const)(
        'answers 400 LINE_LOGIN_FAILED to an ID token that is %s, and logs it',
        async (mode) => {
          const before = await lastLogId(db());

          const response = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv3'), { mode });

          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'LINE_LOGIN_FAILED' });
          const log = await logSince(db(), before);
          expect(log.map((entry) => entry.description)).toEqual([
            expect.stringContaining('(LINE_LOGIN_FAILED)'),
          ]);
        },
      );

      it('refuses a replayed code brought with a fresh state', async () => {
        const first = await approveLine(ctx.app, fake, lineUserIdOf('admin-lv3'));
        expect(
          (await postLogin(ctx.app, { state: first.state, code: first.code })).statusCode,
        ).toBe(200);
        const { state } = await approveLine(ctx.app, fake, lineUserIdOf('admin-lv3'));

        const replay = await postLogin(ctx.app, { state, code: first.code });

        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toEqual({ message: 'LINE_LOGIN_FAILED' });
      });
    });

    describe('tokens', () => {
      it('refuses the messaging token everywhere an access token is needed', async () => {
        const token = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv1'));

        const profile = await getProfile(ctx.app, token);
        const logout = await ctx.app.inject({
          method: 'POST',
          url: AUTH_PATHS.logout,
          headers: bearer(token),
        });

        expect([profile.statusCode, profile.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
        expect(logout.statusCode).toBe(401);
      });

      it('refuses the access token at the provider step', async () => {
        const access = await signIn(ctx.app, fake, 'admin-lv1');

        const authorize = await ctx.app.inject({
          method: 'GET',
          url: AUTH_PATHS.providerAuthorizeUrl,
          query: { redirect_uri: 'http://console.test/provider-login' },
          headers: bearer(access),
        });
        const provider = await postProviderLogin(ctx.app, access, { code: 'c', state: 's' });

        expect([authorize.statusCode, authorize.json()]).toEqual([
          401,
          { message: 'UNAUTHORIZED' },
        ]);
        expect([provider.statusCode, provider.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
      });

      it('revokes the session on logout: that token gets 401 everywhere after', async () => {
        const token = await signIn(ctx.app, fake, 'admin-lv2');
        const other = await signIn(ctx.app, fake, 'admin-lv2');
        const user = await userByLineId(db(), lineUserIdOf('admin-lv2'));
        const before = await lastLogId(db());

        const logout = await ctx.app.inject({
          method: 'POST',
          url: AUTH_PATHS.logout,
          headers: bearer(token),
        });

        expect(logout.statusCode).toBe(200);
        expect(logout.json()).toEqual({ message: 'SUCCESS', data: null });
        expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
        const again = await ctx.app.inject({
          method: 'POST',
          url: AUTH_PATHS.logout,
          headers: bearer(token),
        });
        expect(again.statusCode).toBe(401);
        expect((await getProfile(ctx.app, other)).statusCode).toBe(200);
        expect(await logSince(db(), before)).toEqual([
          expect.objectContaining({ userId: user.id, role: 'ADMIN_LV2', action: 'ออกจากระบบ' }),
        ]);
      });

      it('answers both tokens with Cache-Control: no-store', async () => {
        const line = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv3'));
        const provider = await providerStep(ctx.app, fake, line.json().access_token, 'admin-lv3');

        expect([line.statusCode, provider.statusCode]).toEqual([200, 200]);
        expect(line.headers['cache-control']).toBe('no-store');
        expect(provider.headers['cache-control']).toBe('no-store');
      });

      it('ends the messaging token with the session on logout', async () => {
        const messaging = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv1'));
        const provider = await providerStep(ctx.app, fake, messaging, 'admin-lv1');
        const access = provider.json().access_token as string;
        const { code, state } = await approveHealthId(ctx.app, fake, messaging, 'admin-lv1');

        const logout = await ctx.app.inject({
          method: 'POST',
          url: AUTH_PATHS.logout,
          headers: bearer(access),
        });

        expect(logout.statusCode).toBe(200);
        const again = await postProviderLogin(ctx.app, messaging, { code, state });
        expect([again.statusCode, again.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
        const authorize = await ctx.app.inject({
          method: 'GET',
          url: AUTH_PATHS.providerAuthorizeUrl,
          query: { redirect_uri: PROVIDER_RETURN },
          headers: bearer(messaging),
        });
        expect(authorize.statusCode).toBe(401);
        expect((await getProfile(ctx.app, access)).statusCode).toBe(401);
      });

      it('answers 401 once the user is disabled, whatever token they hold', async () => {
        const token = await signIn(ctx.app, fake, 'admin-lv3');
        const user = await userByLineId(db(), lineUserIdOf('admin-lv3'));
        await db().update(appUser).set({ status: 'DISABLED' }).where(eq(appUser.id, user.id));
        try {
          expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
          const line = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv3'));
          expect([line.statusCode, line.json()]).toEqual([403, { message: 'DISABLED' }]);
        } finally {
          await db().update(appUser).set({ status: 'ACTIVE' }).where(eq(appUser.id, user.id));
        }
        expect((await userById(db(), user.id)).status).toBe('ACTIVE');
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
