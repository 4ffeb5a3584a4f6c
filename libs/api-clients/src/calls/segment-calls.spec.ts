import { COOKIES, type SegmentRules } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  countSavedSegment,
  countSegment,
  deleteSegment,
  getSegment,
  listSegments,
} from './segment-calls';

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

const rules: SegmentRules = { match: 'ALL', conditions: [{ kind: 'AGE', min: 60 }] };

describe('segment calls', () => {
  it.each([
    ['listSegments', (signal: AbortSignal) => listSegments({ page: 1, pageSize: 20 }, signal)],
    ['getSegment', (signal: AbortSignal) => getSegment(7, signal)],
    ['countSegment', (signal: AbortSignal) => countSegment({ rules }, signal)],
    ['countSavedSegment', (signal: AbortSignal) => countSavedSegment(7, signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('countSegment rejects once its signal is aborted', async () => {
    answer = {
      status: 200,
      data: { message: 'SUCCESS', data: { count: 1, countedAt: '2026-11-22T03:05:00.000Z' } },
    };
    const controller = new AbortController();
    controller.abort();
    await expect(countSegment({ rules }, controller.signal)).rejects.toBeDefined();
  });

  it('deleteSegment rejects a refusal with its status', async () => {
    answer = { status: 409, data: { message: 'CONFLICT' } };
    const error = await deleteSegment(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
  });
});
