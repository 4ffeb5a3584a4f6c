import { DEMO_HOSPITAL, DEMO_INVITE_CODE } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { appUser } from '../../db/schema';
import { newProviderAccount, signInByInvite } from './testing/invite-sign-in';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  getProfile,
  lineStep,
  lineUserIdOf,
  providerStep,
  signInTestEnv,
} from '../../test/sign-in';
import {
  insertUser,
  lastLogId,
  logSince,
  newLineUserId,
  userById,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase(
  'POST /api/login messages (spec section 8)',
  (ctx) => {
    const db = () => ctx.app.db;
    const invite = (code: string, expiresInMs = 7 * DAY_MS) =>
      insertUser(db(), {
        status: 'INVITED',
        inviteCode: code,
        inviteExpiresAt: new Date(Date.now() + expiresInMs),
      });

    it('answers 200 NO_DATA to a LINE account without a user, and logs it', async () => {
      const before = await lastLogId(db());

      const response = await lineStep(ctx.app, fake, lineUserIdOf('no-user'));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'NO_DATA' });
      expect(await logSince(db(), before)).toEqual([
        expect.objectContaining({
          userId: null,
          action: 'เข้าสู่ระบบไม่สำเร็จ',
          description: expect.stringContaining('(NO_DATA)'),
        }),
      ]);
    });

    it('answers 403 DISABLED to a disabled user, and logs it against that user', async () => {
      const before = await lastLogId(db());

      const response = await lineStep(ctx.app, fake, lineUserIdOf('disabled-user'));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'DISABLED' });
      const [entry] = await logSince(db(), before);
      expect(entry).toMatchObject({
        role: 'ADMIN_LV2',
        description: expect.stringContaining('(DISABLED)'),
      });
      expect(entry?.userId).toEqual(expect.any(Number));
    });

    it('binds the LINE account of a pending invite and activates it at the provider step only', async () => {
      const lineUserId = lineUserIdOf('invited-lv3');

      const response = await lineStep(ctx.app, fake, lineUserId, { invite: DEMO_INVITE_CODE });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'SUCCESS', access_token: expect.any(String) });
      const [invited] = await db()
        .select()
        .from(appUser)
        .where(eq(appUser.inviteCode, DEMO_INVITE_CODE));
      // Nothing is bound, nor the invite spent, before the whole sign-in succeeds.
      expect(invited).toMatchObject({ lineUserId: null, status: 'INVITED', inviteUsedAt: null });

      const provider = await providerStep(
        ctx.app,
        fake,
        response.json().access_token,
        'invited-lv3',
      );
      expect(provider.statusCode).toBe(200);
      expect(await userById(db(), invited?.id ?? 0)).toMatchObject({
        lineUserId,
        status: 'ACTIVE',
        providerId: 'PV66000000006',
        inviteUsedAt: expect.any(Date),
      });
      const profile = await getProfile(ctx.app, provider.json().access_token);
      expect(profile.json().data).toMatchObject({ role: 'ADMIN_LV3', status: 'ACTIVE' });

      // The bound account signs in again without the invite.
      const again = await lineStep(ctx.app, fake, lineUserId);
      expect(again.json().message).toBe('SUCCESS');
    });

    it('answers 400 CODE_IS_USED to an invite a sign-in used already, whoever brings it', async () => {
      const code = 'INVITE-USED-1';
      const lineUserId = newLineUserId();
      const invited = await invite(code);
      const person = newProviderAccount(fake, 'PV-USED-1', [DEMO_HOSPITAL.hcode]);
      const used = await signInByInvite(ctx.app, fake, lineUserId, code, person);
      expect(used.provider?.statusCode).toBe(200);
      const before = await lastLogId(db());

      const same = await lineStep(ctx.app, fake, lineUserId, { invite: code });
      const other = await lineStep(ctx.app, fake, newLineUserId(), { invite: code });

      expect([same.statusCode, same.json()]).toEqual([400, { message: 'CODE_IS_USED' }]);
      expect([other.statusCode, other.json()]).toEqual([400, { message: 'CODE_IS_USED' }]);
      expect((await logSince(db(), before)).map((entry) => entry.userId)).toEqual([
        invited.id,
        invited.id,
      ]);
    });

    it('answers 400 CODE_IS_USED to the invite of a user who is no longer INVITED', async () => {
      await insertUser(db(), {
        status: 'DISABLED',
        inviteCode: 'INVITE-DISABLED',
        inviteExpiresAt: new Date(Date.now() + DAY_MS),
      });

      const response = await lineStep(ctx.app, fake, newLineUserId(), {
        invite: 'INVITE-DISABLED',
      });

      expect([response.statusCode, response.json()]).toEqual([400, { message: 'CODE_IS_USED' }]);
    });

    it('answers 400 NO_INVITE to an unknown or expired invite, and binds nothing', async () => {
      const expired = await invite('INVITE-EXPIRED', -DAY_MS);
      const lineUserId = newLineUserId();
      const before = await lastLogId(db());

      const unknown = await lineStep(ctx.app, fake, lineUserId, { invite: 'NO-SUCH-INVITE' });
      const late = await lineStep(ctx.app, fake, lineUserId, { invite: 'INVITE-EXPIRED' });

      expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: 'NO_INVITE' }]);
      expect([late.statusCode, late.json()]).toEqual([400, { message: 'NO_INVITE' }]);
      expect((await userById(db(), expired.id)).lineUserId).toBeNull();
      const log = await logSince(db(), before);
      expect(log.map((entry) => [entry.userId, entry.description.endsWith('(NO_INVITE)')])).toEqual(
        [
          [null, true],
          [expired.id, true],
        ],
      );
    });

    it('answers 409 DUPLICATE MID when the LINE account belongs to another user', async () => {
      const invited = await invite('INVITE-DUP-MID');

      const response = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv1'), {
        invite: 'INVITE-DUP-MID',
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'DUPLICATE MID' });
      expect(await userById(db(), invited.id)).toMatchObject({
        lineUserId: null,
        inviteUsedAt: null,
      });
    });

    it('treats a blank or null invite as none', async () => {
      const blank = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { state: 'x', code: 'y', code_invite: null },
      });
      expect(blank.json()).toEqual({ message: 'INVALID_STATE' });

      const response = await lineStep(ctx.app, fake, lineUserIdOf('admin-lv1'), { invite: '' });
      expect(response.json().message).toBe('SUCCESS');
    });

    it('answers 400 VALIDATION_ERROR to a body without state or code', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { code: 'x' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [{ path: '/state', message: 'กรุณากรอกข้อมูล' }],
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
