import { COOKIES, TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { deleteTrackingUrl, getTrackingUrl, listTrackingUrls } from './tracking-url-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: null } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('tracking-link calls', () => {
  it.each([
    [
      'listTrackingUrls',
      (signal: AbortSignal) => listTrackingUrls({ page: 1, pageSize: 20 }, signal),
    ],
    ['getTrackingUrl', (signal: AbortSignal) => getTrackingUrl(3, signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('deleteTrackingUrl rejects a refusal with its Thai reason', async () => {
    answer = {
      status: 409,
      data: {
        message: 'CONFLICT',
        errors: [{ path: '', message: TRACKING_URL_MESSAGES.usedInBroadcast }],
      },
    };
    const error = await deleteTrackingUrl(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errors: [{ message: TRACKING_URL_MESSAGES.usedInBroadcast }],
    });
  });
});
