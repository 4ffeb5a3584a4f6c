import { COOKIES, SELF_APPROVAL } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  approveBroadcast,
  getApprovalCount,
  getApprovalReview,
  getApprovalSetting,
  getSendPolicy,
  listApprovals,
  rejectBroadcast,
  updateApprovalSetting,
  updateSendPolicy,
} from './approval-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: { waiting: 3 } } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('approval calls', () => {
  it.each([
    ['listApprovals', (signal: AbortSignal) => listApprovals({ page: 1, pageSize: 20 }, signal)],
    ['getApprovalCount', (signal: AbortSignal) => getApprovalCount(signal)],
    ['getApprovalReview', (signal: AbortSignal) => getApprovalReview(12, signal)],
    ['getApprovalSetting', (signal: AbortSignal) => getApprovalSetting(signal)],
    ['getSendPolicy', (signal: AbortSignal) => getSendPolicy(signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('reads the number waiting from the answer', async () => {
    await expect(getApprovalCount()).resolves.toEqual({ waiting: 3 });
    expect(fake.last().config).toMatchObject({
      method: 'GET',
      url: '/api/broadcast/approval/count',
    });
  });

  it('approves with an empty body, rejects with the reason, saves the threshold', async () => {
    await approveBroadcast(12);
    expect(fake.last().config).toMatchObject({ method: 'POST', url: '/api/broadcast/12/approve' });
    expect(fake.last().body).toEqual({});
    await rejectBroadcast(12, { reason: 'ข้อความผิด' });
    expect(fake.last().config).toMatchObject({ method: 'POST', url: '/api/broadcast/12/reject' });
    expect(fake.last().body).toEqual({ reason: 'ข้อความผิด' });
    await updateApprovalSetting({ minRecipients: 5_000 });
    expect(fake.last().config).toMatchObject({ method: 'PUT', url: '/api/setting/approval' });
    expect(fake.last().body).toEqual({ minRecipients: 5_000 });
  });

  it('reads and saves the send policy, answering it as saved', async () => {
    const policy = { sendWindow: { start: '20:00', end: '06:00' }, frequencyCap: null };
    answer = { status: 200, data: { message: 'SUCCESS', data: policy } };
    await expect(getSendPolicy()).resolves.toEqual(policy);
    expect(fake.last().config).toMatchObject({ method: 'GET', url: '/api/setting/send-policy' });
    await expect(updateSendPolicy(policy)).resolves.toEqual(policy);
    expect(fake.last().config).toMatchObject({ method: 'PUT', url: '/api/setting/send-policy' });
    expect(fake.last().body).toEqual(policy);
  });

  it('rejects a refused send policy as an ApiError with its issues by field', async () => {
    const errors = [{ path: '/sendWindow/end', message: 'เวลาเริ่มและเวลาสิ้นสุดต้องไม่ใช่เวลาเดียวกัน' }];
    answer = { status: 400, data: { message: 'VALIDATION_ERROR', errors } };
    const error = await updateSendPolicy({
      sendWindow: { start: '08:00', end: '08:00' },
      frequencyCap: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors });
  });

  it("rejects the maker's own approval as an ApiError naming SELF_APPROVAL", async () => {
    answer = { status: 403, data: { message: SELF_APPROVAL } };
    const error = await approveBroadcast(12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: SELF_APPROVAL });
  });
});
