import { COOKIES, type NewUserBody, type UserBody, type UserRecord } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { listLogs, writeLog } from './log-calls';
import { createUser, deleteUser, listUsers, updateUser } from './user-calls';

// What each call sends and what it answers is checked against the API itself by the contract
// tests (apps/api-contract); these specs keep the clients' own logic.

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: { id: 7 } } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
  jest.restoreAllMocks();
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
    lastSignInFailure: null,
    lastSignInFailureAt: null,
  };

  it('listUsers hands its abort signal to the request', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await listUsers({ page: 1, pageSize: 20 }, controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('updateUser sends the id of the path even when the details carry another', async () => {
    await updateUser(9, { ...newUser, status: 'ACTIVE', id: 3 } as UserBody);
    expect(fake.last()).toMatchObject({
      config: { url: '/api/setting/user-management/9' },
      body: { id: 9 },
    });
  });

  it('a 201 or 204 answer is a failure', async () => {
    answer = { status: 201, data: { message: 'SUCCESS', data: record } };
    await expect(createUser(newUser)).rejects.toMatchObject({ status: 201 });
    answer = { status: 204 };
    await expect(deleteUser(1)).rejects.toMatchObject({ status: 204 });
  });
});

describe('activity log calls', () => {
  const entry = { action: 'สร้าง', menu: 'ผู้ใช้งาน', subject: 'ธนกร', description: 'เพิ่มผู้ใช้' };

  it('writeLog never throws: failures only reach the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 500, data: { message: 'INTERNAL_ERROR' } };
    await expect(writeLog(entry)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[1]).toBeInstanceOf(ApiError);
  });

  it('listLogs hands its abort signal to the request', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await listLogs({ page: 1, pageSize: 20 }, controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });
});
