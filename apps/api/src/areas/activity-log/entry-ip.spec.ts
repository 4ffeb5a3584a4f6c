import { API_PATHS, AUTH_PATHS } from '@hbc/contracts';
import type { InjectOptions } from 'fastify';
import type { App } from '../../app';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  approveHealthId,
  approveLine,
  bearer,
  lineUserIdOf,
  messagingToken,
  signIn,
  signInTestEnv,
} from '../../test/sign-in';
import { lastLogId, logSince, newLineUserId, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Documentation addresses (RFC 5737): the client, and what a proxy says it forwarded for. */
const CLIENT = '203.0.113.7';
const FORWARDED_FOR = '198.51.100.23';

/** The entries `send` writes: each with who, what and from where. */
async function entriesOf(app: App, send: () => Promise<unknown>) {
  const before = await lastLogId(app.db);
  await send();
  return (await logSince(app.db, before)).map(({ userId, action, ip }) => ({
    userId,
    action,
    ip,
  }));
}

const ENTRY = { action: 'ดู', menu: 'บรอดแคสต์', subject: 'รายการบรอดแคสต์', description: '' };

describeEachDatabase(
  'the client address of every activity-log entry',
  (ctx) => {
    const from = (options: InjectOptions) => ctx.app.inject({ ...options, remoteAddress: CLIENT });

    it('is the address of the console’s own entry (POST /api/setting/log)', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv3');

      const entries = await entriesOf(ctx.app, () =>
        from({ method: 'POST', url: API_PATHS.log, payload: ENTRY, headers: bearer(token) }),
      );

      expect(entries).toEqual([{ userId: expect.any(Number), action: 'ดู', ip: CLIENT }]);
    });

    it('is the address of a change made through a staff route', async () => {
      const token = await signIn(ctx.app, fake, 'super-admin');
      const unitId = await unitIdOf(ctx.app.db);

      const entries = await entriesOf(ctx.app, () =>
        from({
          method: 'POST',
          url: API_PATHS.user,
          headers: bearer(token),
          payload: { firstName: 'ที่อยู่', lastName: 'ไอพี', role: 'ADMIN_LV3', unitId },
        }),
      );

      expect(entries).toEqual([{ userId: expect.any(Number), action: 'เพิ่ม', ip: CLIENT }]);
    });

    it('is the address of both sign-in steps and of the sign-out', async () => {
      const line = await approveLine(ctx.app, fake, lineUserIdOf('admin-lv1'));
      const lineStep = await entriesOf(ctx.app, () =>
        from({ method: 'POST', url: AUTH_PATHS.login, payload: line }),
      );
      const messaging = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv1'));
      const provider = await approveHealthId(ctx.app, fake, messaging, 'admin-lv1');
      let accessToken = '';
      const providerStep = await entriesOf(ctx.app, async () => {
        const response = await from({
          method: 'POST',
          url: AUTH_PATHS.loginProvider,
          headers: bearer(messaging),
          payload: provider,
        });
        accessToken = (response.json() as { access_token: string }).access_token;
      });
      const signOut = await entriesOf(ctx.app, () =>
        from({ method: 'POST', url: API_PATHS.logout, headers: bearer(accessToken) }),
      );

      for (const entries of [lineStep, providerStep, signOut]) {
        expect(entries).toEqual([
          { userId: expect.any(Number), action: expect.any(String), ip: CLIENT },
        ]);
      }
      expect([lineStep, providerStep, signOut].map(([entry]) => entry?.action)).toEqual([
        'เข้าสู่ระบบ',
        'เข้าสู่ระบบ',
        'ออกจากระบบ',
      ]);
    });

    it('is the address of a sign-in that failed before anyone was known', async () => {
      const unknown = await approveLine(ctx.app, fake, newLineUserId());
      const noData = await entriesOf(ctx.app, () =>
        from({ method: 'POST', url: AUTH_PATHS.login, payload: unknown }),
      );
      const badState = await entriesOf(ctx.app, () =>
        from({
          method: 'POST',
          url: AUTH_PATHS.login,
          payload: { state: 'x'.repeat(43), code: 'c' },
        }),
      );

      const failed = { userId: null, action: 'เข้าสู่ระบบไม่สำเร็จ', ip: CLIENT };
      expect([noData, badState]).toEqual([[failed], [failed]]);
    });

    it('ignores X-Forwarded-For unless the proxy is trusted (TRUST_PROXY unset)', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv3');

      const entries = await entriesOf(ctx.app, () =>
        from({
          method: 'POST',
          url: API_PATHS.log,
          payload: ENTRY,
          headers: { ...bearer(token), 'x-forwarded-for': FORWARDED_FOR },
        }),
      );

      expect(entries.map((entry) => entry.ip)).toEqual([CLIENT]);
    });
  },
  { env: () => signInTestEnv(fake) },
);

describeEachDatabase(
  'the client address behind a trusted proxy (TRUST_PROXY)',
  (ctx) => {
    const post = (remoteAddress: string, token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.log,
        payload: ENTRY,
        remoteAddress,
        headers: { ...bearer(token), 'x-forwarded-for': FORWARDED_FOR },
      });

    it('is the address the trusted proxy forwarded for, and only a trusted proxy is believed', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv3');

      const viaProxy = await entriesOf(ctx.app, () => post('10.1.2.3', token));
      const direct = await entriesOf(ctx.app, () => post(CLIENT, token));

      expect([...viaProxy, ...direct].map((entry) => entry.ip)).toEqual([FORWARDED_FOR, CLIENT]);
    });
  },
  { env: () => signInTestEnv(fake, { TRUST_PROXY: '10.0.0.0/8' }) },
);
