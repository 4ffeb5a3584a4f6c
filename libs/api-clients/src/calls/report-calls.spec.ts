import { COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { getBroadcastReport, getReportSummary, listReports } from './report-calls';

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

describe('report calls', () => {
  it.each([
    ['listReports', (signal: AbortSignal) => listReports({ page: 1, pageSize: 20 }, signal)],
    ['getReportSummary', (signal: AbortSignal) => getReportSummary({}, signal)],
    ['getBroadcastReport', (signal: AbortSignal) => getBroadcastReport(12, signal)],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it("rejects a 404 (another unit's broadcast) as an ApiError", async () => {
    answer = { status: 404, data: { message: 'NOT_FOUND' } };
    const error = await getBroadcastReport(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });
});
