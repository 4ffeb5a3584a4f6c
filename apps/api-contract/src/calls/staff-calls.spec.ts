import {
  ApiError,
  createUser,
  deleteUser,
  getProfile,
  getUser,
  isSessionExpiry,
  listLogs,
  listUsers,
  login,
  loginProvider,
  reissueInvite,
  updateUser,
  writeLog,
} from '@hbc/api-clients';
import { COOKIES, type NewUserBody } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { activityLogList, loginResponse, profileData, userRecord } from '../shapes/staff';
import { approveHealthId, approveLine, lineUserIdOf, unitIdOf } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { clearBrowserCookies, setBrowserCookie } from '../support/cookie-jar';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';

describeContract('sign-in, user and activity-log calls', (ctx) => {
  describe('sign-in', () => {
    it('login, loginProvider and getProfile take the two steps and read the profile', async () => {
      const line = await approveLine(ctx.app, ctx.fake, lineUserIdOf('admin-lv1'));
      const messaging = await login({ state: line.state, code: line.code });
      expectShape(messaging, loginResponse);
      expect(messaging).toEqual({ message: 'SUCCESS', access_token: expect.any(String) });

      setBrowserCookie(COOKIES.lineToken, messaging.access_token ?? '');
      const provider = await approveHealthId(
        ctx.app,
        ctx.fake,
        messaging.access_token ?? '',
        'admin-lv1',
      );
      const access = await loginProvider({ code: provider.code, state: provider.state });
      expectShape(access, loginResponse);
      expect(access.message).toBe('SUCCESS');

      const profile = await getProfile(access.access_token);
      expectShape(profile, profileData);
      expect(profile.role).toBe('ADMIN_LV1');
    });

    it('login answers NO_DATA, a success, for a LINE account with no staff user', async () => {
      const line = await approveLine(ctx.app, ctx.fake, lineUserIdOf('no-user'));
      await expect(login({ state: line.state, code: line.code })).resolves.toEqual({
        message: 'NO_DATA',
      });
    });

    it('login refuses a state it never gave with its login message', async () => {
      const line = await approveLine(ctx.app, ctx.fake, lineUserIdOf('admin-lv1'));
      const error = await rejectionOf(login({ state: `${line.state}x`, code: line.code }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, message: 'INVALID_STATE' });
    });

    it('getProfile with the cookie; without one its 401 ends the session', async () => {
      ctx.signInAs('admin-lv3');
      expectShape(await getProfile(), profileData);

      clearBrowserCookies();
      const error = await rejectionOf(getProfile());
      expect(error).toMatchObject({ status: 401, message: 'UNAUTHORIZED' });
      expect(isSessionExpiry(error)).toBe(true);
    });
  });

  describe('user management', () => {
    it('lists, creates, reads, re-invites, updates and deletes a user', async () => {
      ctx.signInAs('admin-lv1');
      const page = await listUsers({
        page: 1,
        pageSize: 20,
        search: '',
        sort: { field: 'name', direction: 'asc' },
        filters: { status: 'ACTIVE' },
      });
      expectShape(page, listOf(userRecord));
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((user) => user.status === 'ACTIVE')).toBe(true);

      const unitId = await unitIdOf(ctx.app.db);
      const body: NewUserBody = { firstName: 'กานดา', lastName: 'ขยันดี', role: 'ADMIN_LV3', unitId };
      const created = await createUser(body);
      expectShape(created, userRecord);
      expect(created).toMatchObject({ ...body, status: 'INVITED', inviteCode: expect.any(String) });

      expect(await getUser(created.id)).toEqual(created);

      const reissued = await reissueInvite(created.id);
      expectShape(reissued, userRecord);
      expect(reissued.inviteCode).not.toBe(created.inviteCode);

      const updated = await updateUser(created.id, {
        ...body,
        lastName: 'ใจดี',
        status: 'DISABLED',
      });
      expectShape(updated, userRecord);
      expect(updated).toMatchObject({ id: created.id, lastName: 'ใจดี', status: 'DISABLED' });

      await expect(deleteUser(created.id)).resolves.toBeUndefined();
      await expect(getUser(created.id)).rejects.toMatchObject({ status: 404 });
    });

    it('createUser maps a refused body to VALIDATION_ERROR with the field issues', async () => {
      ctx.signInAs('admin-lv1');
      const unitId = await unitIdOf(ctx.app.db);
      const error = await rejectionOf(
        createUser({ firstName: '', lastName: 'ขยันดี', role: 'ADMIN_LV3', unitId }),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        message: 'VALIDATION_ERROR',
        errors: [{ path: expect.stringContaining('firstName'), message: expect.any(String) }],
      });
    });
  });

  describe('activity log', () => {
    it('writeLog records an entry that listLogs then reads', async () => {
      ctx.signInAs('admin-lv1');
      const entry = {
        action: 'ดู',
        menu: 'รายงาน',
        subject: 'รายงานบรอดแคสต์',
        description: 'เปิดดูรายงานบรอดแคสต์',
      };
      await writeLog(entry);

      const page = await listLogs({
        page: 1,
        pageSize: 20,
        sort: { field: 'createdAt', direction: 'desc' },
      });
      expectShape(page, activityLogList);
      expect(page.data).toContainEqual(expect.objectContaining(entry));
    });
  });
});
