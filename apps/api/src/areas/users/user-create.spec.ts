import {
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  INVITE_LIFETIME_MS,
  USER_MESSAGES,
  type UserRecord,
} from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { lineStep, signInTestEnv } from '../../test/sign-in';
import {
  insertUser,
  lastLogId,
  logSince,
  newLineUserId,
  unitIdOf,
  userById,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { newProviderAccount, signInByInvite } from '../sign-in/testing/invite-sign-in';
import { signInEachRole, userCalls, type RoleIdentity } from './testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'POST and GET /api/setting/user-management',
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
    const newUser = (more: object = {}) => ({
      firstName: 'สมหญิง',
      lastName: 'เชิญใหม่',
      role: 'ADMIN_LV3',
      unitId: hospitalId,
      ...more,
    });

    describe('POST: a new user with a single-use invite link', () => {
      it('creates an INVITED user with a random invite ending after 7 days, and logs it', async () => {
        const before = await lastLogId(db());
        const started = Date.now();

        const response = await calls.create(
          tokens['super-admin'],
          newUser({ firstName: ' สมหญิง ' }),
        );

        expect(response.statusCode).toBe(200);
        const record: UserRecord = response.json().data;
        expect(record).toEqual({
          id: expect.any(Number),
          firstName: 'สมหญิง',
          lastName: 'เชิญใหม่',
          role: 'ADMIN_LV3',
          unitId: hospitalId,
          unitName: DEMO_HOSPITAL.name_th,
          unitHcode: DEMO_HOSPITAL.hcode,
          status: 'INVITED',
          lastLoginAt: null,
          createdAt: expect.any(String),
          inviteAccepted: false,
          inviteCode: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
          inviteExpiresAt: expect.any(String),
          lastSignInFailure: null,
          lastSignInFailureAt: null,
        });
        const expires = Date.parse(record.inviteExpiresAt ?? '');
        expect(expires).toBeGreaterThanOrEqual(started + INVITE_LIFETIME_MS);
        expect(expires).toBeLessThanOrEqual(Date.now() + INVITE_LIFETIME_MS);
        expect(await userById(db(), record.id)).toMatchObject({
          inviteCode: record.inviteCode,
          lineUserId: null,
          providerId: null,
        });

        const log = await logSince(db(), before);
        expect(log).toEqual([
          expect.objectContaining({
            role: 'SUPER_ADMIN',
            unitId: null,
            action: 'เพิ่ม',
            menu: 'จัดการสิทธิ์',
            subject: 'สมหญิง เชิญใหม่',
            description: expect.stringContaining(
              `${DEMO_HOSPITAL.name_th} (${DEMO_HOSPITAL.hcode})`,
            ),
          }),
        ]);
        expect(log[0]?.description).toContain('Admin LV3');
        expect(log[0]?.description).not.toContain(record.inviteCode ?? '');
      });

      it('gives every invite its own code, which signs in a new LINE account once', async () => {
        const first: UserRecord = (await calls.create(tokens['super-admin'], newUser())).json()
          .data;
        const second: UserRecord = (await calls.create(tokens['super-admin'], newUser())).json()
          .data;
        expect(first.inviteCode).not.toBe(second.inviteCode);
        const person = newProviderAccount(fake, 'PV-CREATE-ONCE', [DEMO_HOSPITAL.hcode]);

        const used = await signInByInvite(
          ctx.app,
          fake,
          newLineUserId(),
          first.inviteCode ?? '',
          person,
        );
        expect(used.provider?.statusCode).toBe(200);
        const again = await lineStep(ctx.app, fake, newLineUserId(), {
          invite: first.inviteCode ?? '',
        });
        expect([again.statusCode, again.json()]).toEqual([400, { message: 'CODE_IS_USED' }]);
        // Used: the record no longer shows the code.
        const read = (await calls.get(tokens['super-admin'], first.id)).json().data;
        expect(read).toMatchObject({
          status: 'ACTIVE',
          inviteAccepted: true,
          inviteCode: null,
          inviteExpiresAt: null,
        });
      });

      it('creates a Super Admin without a unit', async () => {
        const response = await calls.create(
          tokens['super-admin'],
          newUser({ role: 'SUPER_ADMIN', unitId: null }),
        );
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          role: 'SUPER_ADMIN',
          unitId: null,
          unitName: null,
        });
      });

      it('lets an Admin LV1 invite Admin LV1 to LV3 into their own unit', async () => {
        for (const role of ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3']) {
          const before = await lastLogId(db());
          const response = await calls.create(tokens['admin-lv1'], newUser({ role }));
          expect([role, response.statusCode]).toEqual([role, 200]);
          expect(response.json().data).toMatchObject({ role, unitId: hospitalId });
          expect(await logSince(db(), before)).toEqual([
            expect.objectContaining({ role: 'ADMIN_LV1', unitId: hospitalId, action: 'เพิ่ม' }),
          ]);
        }
      });

      it.each([
        ['a Super Admin', () => ({ role: 'SUPER_ADMIN', unitId: null })],
        ['a Super Admin in their unit', () => ({ role: 'SUPER_ADMIN' })],
        ['a user of another unit', () => ({ unitId: communityId })],
        ['a user of no unit', () => ({ unitId: null })],
        ['a user of a unit that does not exist', () => ({ unitId: 2_147_483_647 })],
      ])('refuses an Admin LV1 creating %s (403), writing nothing', async (_name, changes) => {
        const body = newUser(changes());
        const before = await lastLogId(db());

        const response = await calls.create(tokens['admin-lv1'], body);

        expect([response.statusCode, response.json()]).toEqual([403, { message: 'FORBIDDEN' }]);
        expect(await logSince(db(), before)).toEqual([]);
      });

      it('is refused to Admin LV2 and LV3 (403)', async () => {
        for (const as of ['admin-lv2', 'admin-lv3'] as const) {
          const response = await calls.create(tokens[as], newUser());
          expect([as, response.statusCode]).toEqual([as, 403]);
        }
      });

      it.each([
        ['a Super Admin with a unit', { role: 'SUPER_ADMIN' }, USER_MESSAGES.unitNotForSuperAdmin],
        ['an Admin without a unit', { unitId: null }, USER_MESSAGES.unitRequired],
        ['an unknown unit', { unitId: 2_147_483_647 }, USER_MESSAGES.unitUnknown],
      ])('answers 400 at /unitId to %s, writing nothing', async (_name, more, message) => {
        const before = await lastLogId(db());

        const response = await calls.create(tokens['super-admin'], newUser(more));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'VALIDATION_ERROR',
          errors: [{ path: '/unitId', message }],
        });
        expect(await logSince(db(), before)).toEqual([]);
      });

      it.each([
        ['no first name', { firstName: undefined }, '/firstName', 'กรุณากรอกข้อมูล'],
        ['an empty first name', { firstName: '' }, '/firstName', 'กรุณากรอกข้อมูล'],
        ['a blank last name', { lastName: '   ' }, '/lastName', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        [
          'a name of 10 000 characters',
          { firstName: 'ก'.repeat(10_000) },
          '/firstName',
          'ต้องไม่เกิน 200 ตัวอักษร',
        ],
        ['a name that is an object', { firstName: { th: 'ก' } }, '/firstName', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        ['a name with NUL', { lastName: 'ก\u0000' }, '/lastName', 'มีอักขระที่ไม่อนุญาต'],
        ['no role', { role: undefined }, '/role', 'กรุณากรอกข้อมูล'],
        ['an unknown role', { role: 'ROOT' }, '/role', 'ข้อมูลไม่ถูกต้อง'],
        ['no unit', { unitId: undefined }, '/unitId', 'กรุณากรอกข้อมูล'],
        ['a unit id that is text', { unitId: 'abc' }, '/unitId', 'ข้อมูลไม่ถูกต้อง'],
        ['a negative unit id', { unitId: -1 }, '/unitId', 'ข้อมูลไม่ถูกต้อง'],
        ['a huge unit id', { unitId: 99_999_999_999 }, '/unitId', 'ข้อมูลไม่ถูกต้อง'],
        ['a status', { status: 'ACTIVE' }, '/status', 'ไม่รู้จักข้อมูลนี้'],
        ['an invite code of its own', { inviteCode: 'MINE' }, '/inviteCode', 'ไม่รู้จักข้อมูลนี้'],
      ])('answers 400 to %s', async (_name, more, path, message) => {
        const response = await calls.create(tokens['super-admin'], newUser(more));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'VALIDATION_ERROR',
          errors: [{ path, message }],
        });
      });

      it('answers 400 to a body that is not an object', async () => {
        for (const payload of ['[]', '"user"', '{']) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/setting/user-management',
            headers: {
              authorization: `Bearer ${tokens['super-admin']}`,
              'content-type': 'application/json',
            },
            payload,
          });
          expect([payload, response.statusCode]).toEqual([payload, 400]);
          expect(response.json().message).toBe('VALIDATION_ERROR');
        }
      });
    });

    describe('GET /{id}', () => {
      it('answers every user to Super Admin, as a UserRecord', async () => {
        const elsewhere = await insertUser(db(), { role: 'ADMIN_LV1', unitId: communityId });

        const response = await calls.get(tokens['super-admin'], elsewhere.id);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'SUCCESS',
          data: expect.objectContaining({
            id: elsewhere.id,
            unitId: communityId,
            unitHcode: DEMO_COMMUNITY_HOSPITAL.hcode,
          }),
        });
      });

      it('answers an Admin LV1 their own unit’s users, and 404 for anyone else', async () => {
        const own = await insertUser(db(), { role: 'ADMIN_LV2', unitId: hospitalId });
        const elsewhere = await insertUser(db(), { role: 'ADMIN_LV1', unitId: communityId });
        const superAdmin = await insertUser(db(), { role: 'SUPER_ADMIN' });

        expect((await calls.get(tokens['admin-lv1'], own.id)).json().data).toMatchObject({
          id: own.id,
        });
        for (const other of [elsewhere, superAdmin]) {
          const response = await calls.get(tokens['admin-lv1'], other.id);
          expect([response.statusCode, response.json()]).toEqual([404, { message: 'NOT_FOUND' }]);
        }
      });

      it('is refused to Admin LV2 and LV3 (403), even for themselves', async () => {
        const own = await insertUser(db(), { role: 'ADMIN_LV3', unitId: hospitalId });
        for (const as of ['admin-lv2', 'admin-lv3'] as const) {
          expect((await calls.get(tokens[as], own.id)).statusCode).toBe(403);
        }
      });

      it.each([
        ['abc', 400],
        ['1.5', 400],
        ['0', 400],
        ['-1', 400],
        ['99999999999', 400],
        ['2147483647', 404],
      ])('answers /%s with %d', async (id, status) => {
        const response = await calls.get(tokens['super-admin'], id);

        expect(response.statusCode).toBe(status);
        if (status === 400) {
          expect(response.json()).toEqual({
            message: 'VALIDATION_ERROR',
            errors: [{ path: 'params/id', message: expect.stringMatching(/[ก-๙]/) }],
          });
        } else {
          expect(response.json()).toEqual({ message: 'NOT_FOUND' });
        }
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
