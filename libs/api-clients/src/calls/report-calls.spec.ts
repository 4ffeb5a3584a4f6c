import { COOKIES, type BroadcastReport, type ReportSummary } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { getBroadcastReport, getReportSummary, listReports } from './report-calls';

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

function lastCall() {
  const { config, body } = fake.last();
  return {
    method: config.method,
    url: config.url,
    body,
    auth: config.headers.get('Authorization'),
  };
}

const success = (data: unknown) => ({ status: 200, data: { message: 'SUCCESS', data } });

const summary: ReportSummary = {
  broadcasts: 2,
  recipients: 2_400,
  excluded: 24,
  sent: 2_200,
  failed: 200,
  delivered: 2_100,
  clicks: 340,
  uniqueClicks: 300,
  clickThroughRate: 300 / 2_200,
  clicksByDay: [{ at: '2026-11-19T17:00:00.000Z', clicks: 340, uniqueClicks: 300 }],
};

describe('report calls', () => {
  it('listReports posts the query with its signal and answers the page and total', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    const query = {
      page: 1,
      pageSize: 20,
      sort: { field: 'startedAt' as const, direction: 'desc' as const },
      filters: { from: '2026-11-01', to: '2026-11-30', unitId: 4 },
    };
    await expect(listReports(query, controller.signal)).resolves.toEqual({
      message: 'SUCCESS',
      data: [],
      total: 0,
    });
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/report/list',
      body: query,
      auth: 'Bearer access-token',
    });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('getReportSummary posts the filters and answers the totals', async () => {
    answer = success(summary);
    const controller = new AbortController();
    const body = { filters: { from: '2026-11-01', to: '2026-11-30', status: 'SENT' as const } };
    await expect(getReportSummary(body, controller.signal)).resolves.toEqual(summary);
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/report/summary', body });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it("getBroadcastReport reads one broadcast's report by its id", async () => {
    const report = { broadcastId: 12, links: [], clicksOverTime: [] } as unknown as BroadcastReport;
    answer = success(report);
    await expect(getBroadcastReport(12)).resolves.toEqual(report);
    expect(lastCall()).toMatchObject({ method: 'get', url: '/api/report/12' });
  });

  it("rejects a 404 (another unit's broadcast) as an ApiError", async () => {
    answer = { status: 404, data: { message: 'NOT_FOUND' } };
    const error = await getBroadcastReport(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });
});
