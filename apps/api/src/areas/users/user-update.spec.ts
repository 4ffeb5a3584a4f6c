import { randomUUID } from 'node:crypto';
import {
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  USER_MESSAGES,
  type UserBody,
  type UserRecord,
} from '@hbc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { appUser, authSession } from '../../db/schema';
import { HttpError } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { getProfile, lineUserIdOf, signIn, signInTestEnv } from '../../test/sign-in';
import {
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
  userById,
  userByLineId,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  editOf,
  signInEachRole,
  userCalls,
  type RoleIdentity,
} from './testing/user-calls';
import { updateUser } from './update-user';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'PUT /api/setting/user-management/{id}',
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
    const recordOf = async (id: number): Promise<UserRecord> =>
      (await calls.get(tokens['super-admin'], id)).json().data;
    /** A user of the demo hospital who has signed in before. */
    const staffUser = (values: Partial<typeof appUser.$inferInsert> = {}) =>
      insertUser(db(), { lastLoginAt: new Date('2025-01-01T00:00:00Z'), ...values });
    const update = async (as: RoleIdentity, id: number, changes: Partial<UserBody>) =>
      calls.update(tokens[as], id, editOf(await recordOf(id), changes));
    const expectRefused = async (
      response: Awaited<ReturnType<typeof update>>,
      status: number,
      body: object,
      since: number,
    ) => {
      expect([response.statusCode, response.json()]).toEqual([status, body]);
      expect(await logSince(db(), since)).toEqual([]);
    };

    it('lets Super Admin edit names, role and unit, and logs what changed', async () => {
      const user = await staffUser({ firstName: 'มานี', lastName: 'มีนา', role: 'ADMIN_LV3' });
      const before = await lastLogId(db());

      const response = await update('super-admin', user.id, {
        firstName: ' มานะ ',
        role: 'ADMIN_LV1',
        unitId: communityId,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: user.id,
        firstName: 'มานะ',
        lastName: 'มีนา',
        role: 'ADMIN_LV1',
        unitId: communityId,
        unitHcode: DEMO_COMMUNITY_HOSPITAL.hcode,
        status: 'ACTIVE',
      });
      expect(await logSince(db(), before)).toEqual([
        expect.objectContaining({
          action: 'แก้ไข',
          menu: 'จัดการสิทธิ์',
          subject: 'มานะ มีนา',
          description: [
            'ชื่อ: มานี → มานะ',
            'บทบาท: Admin LV3 → Admin LV1',
            `หน่วยบริการ: ${DEMO_HOSPITAL.name_th} (${DEMO_HOSPITAL.hcode}) → ${DEMO_COMMUNITY_HOSPITAL.name_th} (${DEMO_COMMUNITY_HOSPITAL.hcode})`,
          ].join(', '),
        }),
      ]);
    });

    it('saves an unchanged form without a log entry', async () => {
      const user = await staffUser();
      const before = await lastLogId(db());

      const response = await update('super-admin', user.id, {});

      expect(response.statusCode).toBe(200);
      expect(await logSince(db(), before)).toEqual([]);
    });

    it('answers 400 at /id when the body’s id is not the path’s, changing nothing', async () => {
      const user = await staffUser();
      const other = await staffUser();
      const before = await lastLogId(db());

      const response = await calls.update(
        tokens['super-admin'],
        user.id,
        editOf(await recordOf(other.id), { firstName: 'เปลี่ยน' }),
      );

      await expectRefused(
        response,
        400,
        {
          message: 'VALIDATION_ERROR',
          errors: [{ path: '/id', message: USER_MESSAGES.idMismatch }],
        },
        before,
      );
      expect((await userById(db(), other.id)).firstName).toBe(other.firstName);
    });

    describe('as an Admin LV1', () => {
      it('edits the Admin LV1 to LV3 users of their own unit', async () => {
        const user = await staffUser({ role: 'ADMIN_LV3' });
        const before = await lastLogId(db());

        const response = await update('admin-lv1', user.id, { role: 'ADMIN_LV2' });

        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ role: 'ADMIN_LV2', unitId: hospitalId });
        expect(await logSince(db(), before)).toEqual([
          expect.objectContaining({ role: 'ADMIN_LV1', unitId: hospitalId, action: 'แก้ไข' }),
        ]);
      });

      it('may not raise anyone to Super Admin (403)', async () => {
        const user = await staffUser({ role: 'ADMIN_LV2' });
        const before = await lastLogId(db());

        const response = await update('admin-lv1', user.id, { role: 'SUPER_ADMIN', unitId: null });

        await expectRefused(response, 403, { message: 'FORBIDDEN' }, before);
        expect((await userById(db(), user.id)).role).toBe('ADMIN_LV2');
        const own = await update('admin-lv1', user.id, { role: 'SUPER_ADMIN' });
        expect(own.statusCode).toBe(403);
      });

      it('may not move a user to another unit (403)', async () => {
        const user = await staffUser({ role: 'ADMIN_LV2' });
        const before = await lastLogId(db());

        const response = await update('admin-lv1', user.id, { unitId: communityId });

        await expectRefused(response, 403, { message: 'FORBIDDEN' }, before);
        expect((await userById(db(), user.id)).unitId).toBe(hospitalId);
      });

      it('finds no user of another unit and no Super Admin (404)', async () => {
        const elsewhere = await staffUser({ role: 'ADMIN_LV1', unitId: communityId });
        const superAdmin = await staffUser({ role: 'SUPER_ADMIN', status: 'DISABLED' });
        const before = await lastLogId(db());

        for (const user of [elsewhere, superAdmin]) {
          const body = editOf(await recordOf(user.id), { firstName: 'เปลี่ยน' });
          const response = await calls.update(tokens['admin-lv1'], user.id, body);
          expect([response.statusCode, response.json()]).toEqual([404, { message: 'NOT_FOUND' }]);
          const moved = { ...body, role: 'ADMIN_LV3' as const, unitId: hospitalId };
          expect((await calls.update(tokens['admin-lv1'], user.id, moved)).statusCode).toBe(404);
        }
        expect(await logSince(db(), before)).toEqual([]);
      });
    });

    it('is refused to Admin LV2 and LV3 (403)', async () => {
      const user = await staffUser();
      for (const as of ['admin-lv2', 'admin-lv3'] as const) {
        const response = await update(as, user.id, { firstName: 'เปลี่ยน' });
        expect([as, response.statusCode]).toEqual([as, 403]);
      }
    });

    describe('status', () => {
      it('disables an invited user and puts them back to INVITED, never ACTIVE', async () => {
        const created: UserRecord = (
          await calls.create(tokens['admin-lv1'], {
            firstName: 'รอ',
            lastName: 'คำเชิญ',
            role: 'ADMIN_LV3',
            unitId: hospitalId,
          })
        ).json().data;
        const before = await lastLogId(db());

        const disabled = await calls.update(
          tokens['admin-lv1'],
          created.id,
          editOf(created, { status: 'DISABLED' }),
        );
        expect(disabled.json().data).toMatchObject({ status: 'DISABLED', inviteCode: null });
        const active = await update('admin-lv1', created.id, { status: 'ACTIVE' });
        expect([active.statusCode, active.json()]).toEqual([
          400,
          {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/status', message: USER_MESSAGES.activeNeedsInvite }],
          },
        ]);
        const invited = await update('admin-lv1', created.id, { status: 'INVITED' });
        expect(invited.json().data).toMatchObject({
          status: 'INVITED',
          inviteCode: created.inviteCode,
        });
        const stillInvited = await update('admin-lv1', created.id, { status: 'ACTIVE' });
        expect(stillInvited.statusCode).toBe(400);

        expect(
          (await logSince(db(), before)).map((entry) => [entry.action, entry.description]),
        ).toEqual([
          ['ปิดใช้งาน', 'สถานะ: รอตอบรับคำเชิญ → ปิดใช้งาน'],
          ['เปิดใช้งาน', 'สถานะ: ปิดใช้งาน → รอตอบรับคำเชิญ'],
        ]);
      });

      it('keeps a user who has signed in ACTIVE or DISABLED', async () => {
        const user = await staffUser({ status: 'DISABLED' });

        const invited = await update('super-admin', user.id, { status: 'INVITED' });
        expect(invited.json()).toEqual({
          message: 'VALIDATION_ERROR',
          errors: [{ path: '/status', message: USER_MESSAGES.inviteAlreadyAccepted }],
        });
        const enabled = await update('super-admin', user.id, { status: 'ACTIVE' });
        expect(enabled.json().data).toMatchObject({ status: 'ACTIVE' });
      });

      it('ends a disabled user’s sign-ins at once: their token gets 401', async () => {
        const token = await signIn(ctx.app, fake, 'admin-lv3');
        const { id } = await userByLineId(db(), lineUserIdOf('admin-lv3'));
        expect((await getProfile(ctx.app, token)).statusCode).toBe(200);
        const before = await lastLogId(db());

        const response = await update('admin-lv1', id, { status: 'DISABLED' });

        expect(response.statusCode).toBe(200);
        expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
        expect((await getProfile(ctx.app, tokens['admin-lv3'])).statusCode).toBe(401);
        const open = await db()
          .select()
          .from(authSession)
          .where(and(eq(authSession.userId, id), isNull(authSession.revokedAt)));
        expect(open).toEqual([]);
        const [entry] = await logSince(db(), before);
        expect(entry).toMatchObject({ action: 'ปิดใช้งาน', role: 'ADMIN_LV1' });
        expect(entry?.description).toMatch(
          /^สถานะ: ใช้งาน → ปิดใช้งาน, ยกเลิกการเข้าสู่ระบบที่เปิดอยู่ \d+ รายการ$/,
        );

        // Enabled again: the old sign-ins stay ended; a new one works.
        const enabled = await update('admin-lv1', id, { status: 'ACTIVE' });
        expect(enabled.statusCode).toBe(200);
        expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
        tokens['admin-lv3'] = await signIn(ctx.app, fake, 'admin-lv3');
        expect((await getProfile(ctx.app, tokens['admin-lv3'])).statusCode).toBe(200);
      });

      it('refuses disabling yourself (400), for Super Admin and Admin LV1 alike', async () => {
        for (const as of ['super-admin', 'admin-lv1'] as const) {
          const { id } = await userByLineId(db(), lineUserIdOf(as));
          const before = await lastLogId(db());

          const response = await update(as, id, { status: 'DISABLED' });

          await expectRefused(
            response,
            400,
            {
              message: 'VALIDATION_ERROR',
              errors: [{ path: '/status', message: USER_MESSAGES.disableSelf }],
            },
            before,
          );
          expect((await getProfile(ctx.app, tokens[as])).statusCode).toBe(200);
        }
      });
    });

    describe('the last active Super Admin', () => {
      it('may not demote themselves while no other Super Admin is active (409)', async () => {
        const { id } = await userByLineId(db(), lineUserIdOf('super-admin'));
        const before = await lastLogId(db());

        const response = await update('super-admin', id, {
          role: 'ADMIN_LV1',
          unitId: hospitalId,
        });

        await expectRefused(
          response,
          409,
          { message: 'CONFLICT', errors: [{ path: '', message: USER_MESSAGES.lastSuperAdmin }] },
          before,
        );
        expect((await userById(db(), id)).role).toBe('SUPER_ADMIN');
      });

      it('keeps one of two Super Admins demoting each other at the same time (409)', async () => {
        const first = await userByLineId(db(), lineUserIdOf('super-admin'));
        const second = await staffUser({ role: 'SUPER_ADMIN', firstName: 'รอง', lastName: 'ผู้ดูแล' });
        // Below the route: a request reads its signer's role before its change, so one that
        // reads it after the other's change committed meets an Admin LV1 (404) and never races.
        const asSuperAdmin = (user: typeof first): Staff => ({
          userId: user.id,
          role: 'SUPER_ADMIN',
          unitId: null,
          sessionId: randomUUID(),
          ip: '127.0.0.1',
        });
        const demote = (by: typeof first, user: typeof first) =>
          updateUser(db(), asSuperAdmin(by), user.id, {
            id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            role: 'ADMIN_LV1',
            unitId: hospitalId,
            status: 'ACTIVE',
          });
        const statusOf = (outcome: PromiseSettledResult<unknown>) =>
          outcome.status === 'fulfilled'
            ? 200
            : outcome.reason instanceof HttpError
              ? outcome.reason.statusCode
              : outcome.reason;
        try {
          const outcomes = await Promise.allSettled([demote(first, second), demote(second, first)]);

          expect(outcomes.map(statusOf).sort()).toEqual([200, 409]);
          const left = await db()
            .select({ id: appUser.id })
            .from(appUser)
            .where(and(eq(appUser.role, 'SUPER_ADMIN'), eq(appUser.status, 'ACTIVE')));
          expect(left).toHaveLength(1);
        } finally {
          await db()
            .update(appUser)
            .set({ role: 'SUPER_ADMIN', unitId: null })
            .where(eq(appUser.id, first.id));
          await db().update(appUser).set({ status: 'DISABLED' }).where(eq(appUser.id, second.id));
        }
      });

      it('may disable or demote another Super Admin, since they remain', async () => {
        const other = await staffUser({ role: 'SUPER_ADMIN' });

        const disabled = await update('super-admin', other.id, { status: 'DISABLED' });
        expect(disabled.json().data).toMatchObject({ status: 'DISABLED' });
        const demoted = await update('super-admin', other.id, {
          role: 'ADMIN_LV2',
          unitId: communityId,
        });
        expect(demoted.json().data).toMatchObject({ role: 'ADMIN_LV2', unitId: communityId });
      });
    });

    it.each([
      [
        'a Super Admin with a unit',
        { role: 'SUPER_ADMIN' },
        '/unitId',
        USER_MESSAGES.unitNotForSuperAdmin,
      ],
      ['an Admin without a unit', { unitId: null }, '/unitId', USER_MESSAGES.unitRequired],
      ['an unknown unit', { unitId: 2_147_483_647 }, '/unitId', USER_MESSAGES.unitUnknown],
      ['an unknown status', { status: 'GONE' }, '/status', 'ข้อมูลไม่ถูกต้อง'],
      ['no id', { id: undefined }, '/id', 'กรุณากรอกข้อมูล'],
      ['a huge id', { id: 99_999_999_999 }, '/id', 'ต้องไม่เกิน 2147483647'],
      [
        'a name of 10 000 characters',
        { lastName: 'ก'.repeat(10_000) },
        '/lastName',
        'ต้องไม่เกิน 200 ตัวอักษร',
      ],
      ['an unknown field', { lineUserId: 'U1' }, '/lineUserId', 'ไม่รู้จักข้อมูลนี้'],
    ])('answers 400 to %s', async (_name, changes, path, message) => {
      const user = await staffUser();
      const before = await lastLogId(db());

      const response = await update('super-admin', user.id, changes as Partial<UserBody>);

      await expectRefused(
        response,
        400,
        { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
        before,
      );
    });

    it.each([
      ['abc', 400],
      ['-1', 400],
      ['99999999999', 400],
      ['2147483647', 404],
    ])('answers /%s with %d', async (id, status) => {
      const user = await staffUser();
      const response = await calls.update(
        tokens['super-admin'],
        id,
        editOf(await recordOf(user.id)),
      );
      expect(response.statusCode).toBe(status);
    });
  },
  { env: () => signInTestEnv(fake) },
);
