import { COOKIES } from '@hbc/contracts';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  deleteProvince,
  getUnit,
  listProvinceNames,
  listProvinces,
  listRegions,
  listUnits,
} from './health-center-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('health-center calls', () => {
  it.each([
    ['listRegions', (signal: AbortSignal) => listRegions({ page: 1, pageSize: 13 }, signal)],
    ['listProvinceNames', (signal: AbortSignal) => listProvinceNames(signal)],
    ['listProvinces', (signal: AbortSignal) => listProvinces({ page: 1, pageSize: 20 }, signal)],
    ['listUnits', (signal: AbortSignal) => listUnits({ page: 1, pageSize: 20 }, signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('a refusal keeps its Thai message', async () => {
    answer = {
      status: 409,
      data: { message: 'CONFLICT', errors: [{ path: '', message: 'ไม่สามารถลบจังหวัดนี้ได้' }] },
    };
    await expect(deleteProvince(40)).rejects.toMatchObject({
      status: 409,
      errors: [{ path: '', message: 'ไม่สามารถลบจังหวัดนี้ได้' }],
    });
  });

  it('a 404 is a failure with its status', async () => {
    answer = { status: 404, data: { message: 'NOT_FOUND' } };
    await expect(getUnit(99999)).rejects.toMatchObject({ status: 404, message: 'NOT_FOUND' });
  });
});
