import {
  COOKIES,
  type NewUserBody,
  type UserBody,
  type UserListQuery,
  type UserRecord,
} from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { getProfile, login, loginProvider } from './auth-calls';
import { addCid, deleteCid, listCids } from './cid-calls';
import { listLogs, writeLog } from './log-calls';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  reissueInvite,
  updateUser,
} from './user-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: { id: 7 } } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.lineToken, 'line-token');
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
  jest.restoreAllMocks();
});

function lastCall() {
  const { config, body } = fake.last();
  return {
    method: config.method,
    url: config.url,
    body,
    auth: config.headers.get('Authorization'),
  };
}

describe('sign-in calls', () => {
  it('login posts state, code and code_invite without authorization', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', access_token: 'line-access' } };
    const result = await login({ state: 's', code: 'c', code_invite: 'DEMO-INVITE-LV3' });
    expect(result).toEqual({ message: 'SUCCESS', access_token: 'line-access' });
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/login',
      body: { state: 's', code: 'c', code_invite: 'DEMO-INVITE-LV3' },
      auth: undefined,
    });
  });

  it('login answers NO_DATA as a success and login errors as ApiError with the message', async () => {
    answer = { status: 200, data: { message: 'NO_DATA' } };
    await expect(login({ state: 's', code: 'c' })).resolves.toEqual({ message: 'NO_DATA' });
    answer = { status: 400, data: { message: 'CODE_IS_USED' } };
    const error = await login({ state: 's', code: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'CODE_IS_USED' });
  });

  it('loginProvider sends the LINE token', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', access_token: 'app-token' } };
    await expect(loginProvider({ code: 'hid-code', state: 'st' })).resolves.toEqual({
      message: 'SUCCESS',
      access_token: 'app-token',
    });
    expect(lastCall()).toMatchObject({
      method: 'post',
      url: '/api/login/provider',
      auth: 'Bearer line-token',
    });
  });

  it('getProfile answers data, with the cookie token or the one given', async () => {
    const profile = { access_token: 'access-token', role: 'ADMIN_LV1', first_name: 'ธนกร' };
    answer = { status: 200, data: { message: 'SUCCESS', data: profile } };
    await expect(getProfile()).resolves.toEqual(profile);
    expect(lastCall()).toMatchObject({
      method: 'get',
      url: '/api/setting/user-management/profile',
      auth: 'Bearer access-token',
    });
    await getProfile('fresh-token');
    expect(lastCall().auth).toBe('Bearer fresh-token');
  });

  it('getProfile rejects a 401 with status 401', async () => {
    answer = { status: 401, data: { message: 'UNAUTHORIZED' } };
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
  });
});

describe('user management calls', () => {
  const newUser: NewUserBody = {
    firstName: 'กานดา',
    lastName: 'ขยันดี',
    role: 'ADMIN_LV3',
    unitId: 4,
  };
  const record: UserRecord = {
    id: 9,
    ...newUser,
    unitName: 'โรงพยาบาลบ้านหนองบัว',
    unitHcode: '10669',
    status: 'INVITED',
    lastLoginAt: null,
    inviteAccepted: false,
    createdAt: '2026-11-22T03:05:00.000Z',
    inviteCode: 'invite-code-9',
    inviteExpiresAt: '2026-11-29T03:05:00.000Z',
  };

  it('listUsers posts the camelCase query and answers the page with its total', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [record], total: 41 } };
    const query: UserListQuery = {
      page: 2,
      pageSize: 20,
      search: 'กาน',
      sort: { field: 'name', direction: 'desc' },
      filters: { role: 'ADMIN_LV3', status: 'INVITED', unitId: 4 },
    };
    await expect(listUsers(query)).resolves.toEqual({
      message: 'SUCCESS',
      data: [record],
      total: 41,
    });
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/setting/user-management/list',
      body: query,
      auth: 'Bearer access-token',
    });
  });

  it('listUsers hands its abort signal to the request', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await listUsers({ page: 1, pageSize: 20 }, controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('createUser posts the new user and answers it with its invite code', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: record } };
    await expect(createUser(newUser)).resolves.toEqual(record);
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/setting/user-management',
      body: newUser,
      auth: 'Bearer access-token',
    });
  });

  it('getUser reads one user', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: record } };
    await expect(getUser(9)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({
      method: 'get',
      url: '/api/setting/user-management/9',
      auth: 'Bearer access-token',
    });
  });

  it("updateUser puts the user to its path with the path's id in the body", async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: { ...record, status: 'DISABLED' } } };
    const details = { ...newUser, status: 'DISABLED' as const };
    await expect(updateUser(9, details)).resolves.toMatchObject({ id: 9, status: 'DISABLED' });
    expect(lastCall()).toEqual({
      method: 'put',
      url: '/api/setting/user-management/9',
      body: { ...details, id: 9 },
      auth: 'Bearer access-token',
    });
  });

  it('updateUser sends the id of the path even when the details carry another', async () => {
    await updateUser(9, { ...newUser, status: 'ACTIVE', id: 3 } as UserBody);
    expect(lastCall()).toMatchObject({
      url: '/api/setting/user-management/9',
      body: { id: 9 },
    });
  });

  it('deleteUser deletes by id', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: null } };
    await expect(deleteUser(9)).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({
      method: 'delete',
      url: '/api/setting/user-management/9',
      auth: 'Bearer access-token',
    });
  });

  it("reissueInvite posts to the user's invite path and answers the new code", async () => {
    const reissued = { ...record, inviteCode: 'invite-code-10' };
    answer = { status: 200, data: { message: 'SUCCESS', data: reissued } };
    await expect(reissueInvite(9)).resolves.toEqual(reissued);
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/setting/user-management/9/invite',
      body: undefined,
      auth: 'Bearer access-token',
    });
  });

  it('a 201 or 204 answer is a failure', async () => {
    answer = { status: 201, data: { message: 'SUCCESS', data: record } };
    await expect(createUser(newUser)).rejects.toMatchObject({ status: 201 });
    answer = { status: 204 };
    await expect(deleteUser(1)).rejects.toMatchObject({ status: 204 });
  });

  it('a refusal reaches the caller with its Thai message and field errors', async () => {
    answer = {
      status: 400,
      data: {
        message: 'VALIDATION_ERROR',
        errors: [{ path: '/firstName', message: 'กรุณากรอกชื่อ' }],
      },
    };
    await expect(createUser({ ...newUser, firstName: '' })).rejects.toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/firstName', message: 'กรุณากรอกชื่อ' }],
    });
  });
});

describe('activity log calls', () => {
  const entry = { action: 'สร้าง', menu: 'ผู้ใช้งาน', subject: 'ธนกร', description: 'เพิ่มผู้ใช้' };

  it('writeLog posts the entry', async () => {
    await expect(writeLog(entry)).resolves.toBeUndefined();
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/setting/log',
      body: entry,
      auth: 'Bearer access-token',
    });
  });

  it('writeLog never throws: failures only reach the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 500, data: { message: 'INTERNAL_ERROR' } };
    await expect(writeLog(entry)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
  });

  it('listLogs posts the query', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    await expect(listLogs({ page: 2, pageSize: 50 })).resolves.toEqual({
      message: 'SUCCESS',
      data: [],
      total: 0,
    });
    expect(lastCall()).toMatchObject({
      method: 'post',
      url: '/api/setting/log/list',
      body: { page: 2, pageSize: 50 },
    });
  });

  it('listLogs hands its abort signal to the request', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await listLogs({ page: 1, pageSize: 20 }, controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });
});

describe('excluded CID calls', () => {
  it('list, add and delete', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    await listCids({ page: 1, pageSize: 10 });
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/setting/cid/list' });

    answer = {
      status: 200,
      data: { message: 'SUCCESS', data: { id: 3, cid_masked: '1-2345-xxxxx-xx-1' } },
    };
    await expect(addCid({ cid: '1234567890121', reason: 'ขอไม่รับข้อความ' })).resolves.toEqual({
      id: 3,
      cid_masked: '1-2345-xxxxx-xx-1',
    });
    expect(lastCall()).toMatchObject({
      method: 'post',
      url: '/api/setting/cid',
      body: { cid: '1234567890121', reason: 'ขอไม่รับข้อความ' },
    });

    await deleteCid(3);
    expect(lastCall()).toMatchObject({
      method: 'delete',
      url: '/api/setting/cid/3',
      auth: 'Bearer access-token',
    });
  });
});
