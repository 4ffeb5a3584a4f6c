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
  it('asks for the month and region in the query, with its signal', async () => {
    const controller = new AbortController();
    await expect(
      getDashboard({ month: '2026-11', regionId: 7 }, controller.signal),
    ).resolves.toEqual({ month: '2026-11' });
    const { config } = fake.last();
    expect(config.method).toBe('get');
    expect(config.url).toBe('/api/dashboard');
    expect(config.params).toEqual({ month: '2026-11', regionId: 7 });
    expect(config.headers.get('Authorization')).toBe('Bearer access-token');
    expect(config.signal).toBe(controller.signal);
  });

  it('asks for this month when no month is given', async () => {
    await getDashboard();
    expect(fake.last().config.params).toEqual({});
  });

  it("rejects LINE's or the API's failure as an ApiError", async () => {
    answer = { status: 403, data: { message: 'FORBIDDEN' } };
    await expect(getDashboard()).rejects.toBeInstanceOf(ApiError);
  });
});
