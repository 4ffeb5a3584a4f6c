import {
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  USER_MESSAGES,
  type UserRecord,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import { activityLog, appUser, authSession, segment, trackingUrl } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { newProviderAccount, signInByInvite } from '../sign-in/testing/invite-sign-in';
import {
  approveHealthId,
  lineStep,
  lineUserIdOf,
  postProviderLogin,
  signInTestEnv,
} from '../../test/sign-in';
import {
  insertUser,
  lastLogId,
  logSince,
  newLineUserId,
  unitIdOf,
  userById,
  userByLineId,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signInEachRole, userCalls, type RoleIdentity } from './testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'DELETE /api/setting/user-management/{id} and POST …/{id}/invite',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let calls: ReturnType<typeof userCalls>;
    let hospitalId: number;
    let communityId: number;
    beforeAll(async () => {
      calls = userCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(ctx.app.db, DEMO_HOSPITAL.hcode);
      communityId = await unitIdOf(ctx.app.db, DEMO_COMMUNITY_HOSPITAL.hcode);
    }, 120_000);
    const db = () => ctx.app.db;
    const exists = async (id: number) =>
      (await db().select({ id: appUser.id }).from(appUser).where(eq(appUser.id, id))).length > 0;
    const invite = async (as: RoleIdentity = 'super-admin', unitId = hospitalId) => {
      const response = await calls.create(tokens[as], {
        firstName: 'ผู้รับ',
        lastName: 'คำเชิญ',
        role: 'ADMIN_LV3',
        unitId,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as UserRecord;
    };
    const signInWith = (code: string | null) =>
      lineStep(ctx.app, fake, newLineUserId(), { invite: code ?? '' });

    describe('DELETE', () => {
      it('deletes a user with their sign-ins, keeps their log entries as written, and logs it', async () => {
        const user = await invite();
        expect((await signInWith(user.inviteCode)).statusCode).toBe(200);
        const theirs = await recordActivity(
          db(),
          { userId: user.id, role: 'ADMIN_LV3', unitId: hospitalId, ip: null },
          {
            action: 'ทดสอบ',
            menu: 'ทดสอบ',
            subject: 'ทดสอบ',
            description: '',
          },
        );
        const before = await lastLogId(db());

        const response = await calls.remove(tokens['super-admin'], user.id);

        expect([response.statusCode, response.json()]).toEqual([
          200,
          { message: 'SUCCESS', data: null },
        ]);
        expect(await exists(user.id)).toBe(false);
        expect(
          await db().select().from(authSession).where(eq(authSession.userId, user.id)),
        ).toEqual([]);
        const [kept] = await db().select().from(activityLog).where(eq(activityLog.id, theirs));
        // Unchanged (the log is append-only): the id of a user who no longer exists, and their name.
        expect(kept).toMatchObject({ userId: user.id, actorName: 'ผู้รับ คำเชิญ' });
        expect(await logSince(db(), before)).toEqual([
          expect.objectContaining({
            role: 'SUPER_ADMIN',
            action: 'ลบ',
            menu: 'จัดการสิทธิ์',
            subject: 'ผู้รับ คำเชิญ',
            description: `ลบผู้ใช้งาน บทบาท Admin LV3, หน่วยบริการ ${DEMO_HOSPITAL.name_th} (${DEMO_HOSPITAL.hcode}), สถานะ รอตอบรับคำเชิญ`,
          }),
        ]);
        expect((await calls.get(tokens['super-admin'], user.id)).statusCode).toBe(404);
      });

      it('lets an Admin LV1 delete their own unit’s users only (404 for others)', async () => {
        const own = await insertUser(db(), { role: 'ADMIN_LV2', unitId: hospitalId });
        const elsewhere = await insertUser(db(), { role: 'ADMIN_LV1', unitId: communityId });
        const superAdmin = await insertUser(db(), { role: 'SUPER_ADMIN', status: 'DISABLED' });
        const before = await lastLogId(db());

        for (const user of [elsewhere, superAdmin]) {
          const response = await calls.remove(tokens['admin-lv1'], user.id);
          expect([response.statusCode, response.json()]).toEqual([404, { message: 'NOT_FOUND' }]);
          expect(await exists(user.id)).toBe(true);
        }
        expect(await logSince(db(), before)).toEqual([]);
        expect((await calls.remove(tokens['admin-lv1'], own.id)).statusCode).toBe(200);
        expect(await exists(own.id)).toBe(false);
        expect(await logSince(db(), before)).toEqual([
          expect.objectContaining({ role: 'ADMIN_LV1', unitId: hospitalId, action: 'ลบ' }),
        ]);
      });

      it('is refused to Admin LV2 and LV3 (403)', async () => {
        const user = await insertUser(db(), { role: 'ADMIN_LV3', unitId: hospitalId });
        for (const as of ['admin-lv2', 'admin-lv3'] as const) {
          expect((await calls.remove(tokens[as], user.id)).statusCode).toBe(403);
        }
        expect(await exists(user.id)).toBe(true);
      });

      it('refuses deleting yourself (400)', async () => {
        for (const as of ['super-admin', 'admin-lv1'] as const) {
          const { id } = await userByLineId(db(), lineUserIdOf(as));
          const before = await lastLogId(db());

          const response = await calls.remove(tokens[as], id);

          expect([response.statusCode, response.json()]).toEqual([
            400,
            {
              message: 'VALIDATION_ERROR',
              errors: [{ path: '', message: USER_MESSAGES.deleteSelf }],
            },
          ]);
          expect(await exists(id)).toBe(true);
          expect(await logSince(db(), before)).toEqual([]);
        }
      });

      it('refuses (409) deleting a user whose work others keep, suggesting disabling', async () => {
        const author = await insertUser(db(), { role: 'ADMIN_LV3', unitId: hospitalId });
        const editor = await insertUser(db(), { role: 'ADMIN_LV3', unitId: hospitalId });
        await db()
          .insert(trackingUrl)
          .values({
            unitId: hospitalId,
            name: 'ลิงก์ทดสอบ',
            code: `code-${author.id}`,
            targetUrl: 'https://example.org/',
            createdBy: author.id,
          });
        await db()
          .insert(segment)
          .values({
            unitId: hospitalId,
            name: 'กลุ่มทดสอบ',
            rules: { match: 'ALL', conditions: [] },
            updatedBy: editor.id,
          });
        const before = await lastLogId(db());

        for (const user of [author, editor]) {
          const response = await calls.remove(tokens['super-admin'], user.id);
          expect([response.statusCode, response.json()]).toEqual([
            409,
            { message: 'CONFLICT', errors: [{ path: '', message: USER_MESSAGES.inUse }] },
          ]);
          expect(await exists(user.id)).toBe(true);
        }
        expect(USER_MESSAGES.inUse).toContain('ปิดใช้งานแทน');
        expect(await logSince(db(), before)).toEqual([]);
      });

      it.each([
        ['abc', 400],
        ['0', 400],
        ['99999999999', 400],
        ['2147483647', 404],
      ])('answers /%s with %d', async (id, status) => {
        expect((await calls.remove(tokens['super-admin'], id)).statusCode).toBe(status);
      });
    });

    describe('POST /{id}/invite', () => {
      it('issues a new code and end; the old code stops working at once', async () => {
        const user = await invite();
        const before = await lastLogId(db());

        const response = await calls.invite(tokens['super-admin'], user.id);

        expect(response.statusCode).toBe(200);
        const renewed: UserRecord = response.json().data;
        expect(renewed).toMatchObject({ id: user.id, status: 'INVITED' });
        expect(renewed.inviteCode).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/));
        expect(renewed.inviteCode).not.toBe(user.inviteCode);
        expect(Date.parse(renewed.inviteExpiresAt ?? '')).toBeGreaterThanOrEqual(
          Date.parse(user.inviteExpiresAt ?? ''),
        );

        const old = await signInWith(user.inviteCode);
        expect([old.statusCode, old.json()]).toEqual([400, { message: 'NO_INVITE' }]);
        const fresh = await signInWith(renewed.inviteCode);
        expect(fresh.statusCode).toBe(200);

        const log = await logSince(db(), before);
        expect(log[0]).toMatchObject({
          action: 'ออกลิงก์คำเชิญ',
          menu: 'จัดการสิทธิ์',
          subject: 'ผู้รับ คำเชิญ',
        });
        for (const code of [user.inviteCode, renewed.inviteCode]) {
          expect(log[0]?.description).not.toContain(code);
        }
      });

      it('refuses an expired invite at sign-in (NO_INVITE); a new one works', async () => {
        const user = await invite();
        await db()
          .update(appUser)
          .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(appUser.id, user.id));

        const late = await signInWith(user.inviteCode);
        expect([late.statusCode, late.json()]).toEqual([400, { message: 'NO_INVITE' }]);

        const renewed: UserRecord = (await calls.invite(tokens['admin-lv1'], user.id)).json().data;
        expect((await signInWith(renewed.inviteCode)).statusCode).toBe(200);
      });

      it('invites a user disabled before accepting again, as INVITED', async () => {
        const user = await invite();
        await calls.update(tokens['super-admin'], user.id, {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          unitId: user.unitId,
          status: 'DISABLED',
        });
        const before = await lastLogId(db());

        const response = await calls.invite(tokens['super-admin'], user.id);

        expect(response.json().data).toMatchObject({
          status: 'INVITED',
          inviteCode: expect.any(String),
        });
        expect((await logSince(db(), before))[0]?.description).toContain(
          'สถานะ: ปิดใช้งาน → รอตอบรับคำเชิญ',
        );
        expect((await signInWith(response.json().data.inviteCode)).statusCode).toBe(200);
      });

      it('re-invites a user whose sign-in stopped half-way, ending it and freeing their LINE account', async () => {
        const user = await invite();
        const lineUserId = newLineUserId();
        const halfWay = await lineStep(ctx.app, fake, lineUserId, {
          invite: user.inviteCode ?? '',
        });
        expect(halfWay.statusCode).toBe(200);
        const messaging = halfWay.json().access_token as string;
        const healthId = await approveHealthId(
          ctx.app,
          fake,
          messaging,
          newProviderAccount(fake, 'PV-REISSUED-1', [DEMO_HOSPITAL.hcode]),
        );
        // As a LINE step bound the account and spent the invite before it waited for Provider ID.
        await db()
          .update(appUser)
          .set({ lineUserId, inviteUsedAt: new Date() })
          .where(eq(appUser.id, user.id));
        expect((await calls.get(tokens['super-admin'], user.id)).json().data).toMatchObject({
          status: 'INVITED',
          inviteAccepted: false,
        });
        const before = await lastLogId(db());

        const response = await calls.invite(tokens['super-admin'], user.id);

        expect(response.statusCode).toBe(200);
        const renewed: UserRecord = response.json().data;
        expect(renewed).toMatchObject({ status: 'INVITED', inviteCode: expect.any(String) });
        expect(await userById(db(), user.id)).toMatchObject({
          lineUserId: null,
          inviteUsedAt: null,
        });
        // The half-done sign-in is over; the new link signs the same LINE account in.
        const provider = await postProviderLogin(ctx.app, messaging, { ...healthId });
        expect([provider.statusCode, provider.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
        expect((await logSince(db(), before))[0]?.description).toContain(
          'ยกเลิกการผูกบัญชีไลน์ที่ยังเข้าสู่ระบบไม่สำเร็จ, ยกเลิกการเข้าสู่ระบบที่ค้างอยู่ 1 รายการ',
        );
        const again = await signInByInvite(
          ctx.app,
          fake,
          lineUserId,
          renewed.inviteCode ?? '',
          newProviderAccount(fake, 'PV-REISSUED-2', [DEMO_HOSPITAL.hcode]),
        );
        expect(again.provider?.statusCode).toBe(200);
      });

      it('refuses (409) a user who has signed in, changing nothing', async () => {
        const used = await invite();
        const person = newProviderAccount(fake, 'PV-ACCEPTED-1', [DEMO_HOSPITAL.hcode]);
        const signedIn = await signInByInvite(
          ctx.app,
          fake,
          newLineUserId(),
          used.inviteCode ?? '',
          person,
        );
        expect(signedIn.provider?.statusCode).toBe(200);
        const active = await insertUser(db(), { role: 'ADMIN_LV3', unitId: hospitalId });
        const before = await lastLogId(db());

        for (const user of [used, active]) {
          const stored = await userById(db(), user.id);
          const response = await calls.invite(tokens['super-admin'], user.id);
          expect([response.statusCode, response.json()]).toEqual([
            409,
            {
              message: 'CONFLICT',
              errors: [{ path: '', message: USER_MESSAGES.inviteOnlyWhileInvited }],
            },
          ]);
          expect((await userById(db(), user.id)).inviteCode).toBe(stored.inviteCode);
        }
        expect(await logSince(db(), before)).toEqual([]);
      });

      it('lets an Admin LV1 re-invite their own unit’s users only (404 for others, 403 below)', async () => {
        const own = await invite('admin-lv1');
        const elsewhere = await invite('super-admin', communityId);

        expect((await calls.invite(tokens['admin-lv1'], own.id)).statusCode).toBe(200);
        expect((await calls.invite(tokens['admin-lv1'], elsewhere.id)).statusCode).toBe(404);
        for (const as of ['admin-lv2', 'admin-lv3'] as const) {
          expect((await calls.invite(tokens[as], own.id)).statusCode).toBe(403);
        }
        const stored = await userById(db(), elsewhere.id);
        expect(stored.inviteCode).toBe(elsewhere.inviteCode);
      });

      it.each([
        ['abc', 400],
        ['-5', 400],
        ['99999999999', 400],
        ['2147483647', 404],
      ])('answers /%s with %d', async (id, status) => {
        expect((await calls.invite(tokens['super-admin'], id)).statusCode).toBe(status);
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
