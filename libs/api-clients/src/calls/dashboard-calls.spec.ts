import { COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { getDashboard } from './dashboard-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: { month: '2026-11' } } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('getDashboard', () => {
  it('hands its abort signal to the request', async () => {
    const controller = new AbortController();
    await getDashboard({ month: '2026-11' }, controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it("rejects LINE's or the API's failure as an ApiError", async () => {
    answer = { status: 403, data: { message: 'FORBIDDEN' } };
    await expect(getDashboard()).rejects.toBeInstanceOf(ApiError);
  });
});
