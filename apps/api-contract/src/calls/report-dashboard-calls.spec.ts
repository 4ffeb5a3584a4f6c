import {
  ApiError,
  createBroadcast,
  createTrackingUrl,
  getBroadcast,
  getBroadcastReport,
  getDashboard,
  getReportSummary,
  listReports,
  sendBroadcast,
} from '@hbc/api-clients';
import { FINAL_BROADCAST_STATUSES } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { broadcastReport, dashboard, reportRow, reportSummary } from '../shapes/report';
import {
  bangkokDay,
  insertCitizens,
  insertClickDays,
  insertInsight,
  runRollups,
  unitIdOf,
} from '../support/api';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';
import { until } from '../support/until';

const DAY_MS = 24 * 3_600_000;

describeContract('report and dashboard calls', (ctx) => {
  const today = bangkokDay();
  /** Days around today, so that a send near midnight in Bangkok stays inside them. */
  const days = {
    from: bangkokDay(new Date(Date.now() - DAY_MS)),
    to: bangkokDay(new Date(Date.now() + DAY_MS)),
  };
  let broadcastId = 0;

  /** A broadcast sent through the clients with a tracking link, clicked and read by LINE. */
  beforeAll(async () => {
    const unitId = await unitIdOf(ctx.app.db);
    await insertCitizens(ctx.app.db, unitId, 3);
    ctx.signInAs('admin-lv3');
    const link = await createTrackingUrl({
      name: 'ลิงก์รายงาน',
      targetUrl: 'https://hospital.example/',
    });
    const draft = await createBroadcast({
      title: 'รายงานการส่ง',
      messages: [{ type: 'text', text: link.shortUrl }],
      target: 'UNIT',
    });
    await sendBroadcast(draft.id);
    await until(
      () => getBroadcast(draft.id),
      (record) => FINAL_BROADCAST_STATUSES.includes(record.status),
    );
    broadcastId = draft.id;
    await runRollups(ctx.app.db, { deliveries: async () => ({ status: 'unready' }) });
    await insertClickDays(ctx.app.db, [
      { day: today, trackingUrlId: link.id, broadcastId, unitId, clicks: 5, uniqueClicks: 2 },
    ]);
    await insertInsight(ctx.app.db, broadcastId, {
      delivered: 3,
      uniqueImpressions: 2,
      uniqueClicks: 2,
      uniqueVideoPlays: 0,
      readAt: new Date(),
    });
  });

  it('listReports and getReportSummary read the sent broadcasts of the days', async () => {
    ctx.signInAs('admin-lv1');
    const page = await listReports({
      page: 1,
      pageSize: 20,
      sort: { field: 'startedAt', direction: 'desc' },
      filters: days,
    });
    expectShape(page, listOf(reportRow));
    expect(page.data).toEqual([
      expect.objectContaining({ broadcastId, sent: 3, clicks: 5, insight: expect.any(Object) }),
    ]);

    const summary = await getReportSummary({ filters: days });
    expectShape(summary, reportSummary);
    expect(summary).toMatchObject({ broadcasts: 1, sent: 3, clicks: 5, uniqueClicks: 2 });
    expect(summary.clicksByDay.length).toBeGreaterThan(0);
  });

  it('getBroadcastReport reads one broadcast with its links and clicks over time', async () => {
    ctx.signInAs('admin-lv2');
    const report = await getBroadcastReport(broadcastId);
    expectShape(report, broadcastReport);
    expect(report.links).toEqual([expect.objectContaining({ name: 'ลิงก์รายงาน', clicks: 5 })]);
    expect(report.clicksOverTime.length).toBeGreaterThan(0);

    const error = await rejectionOf(getBroadcastReport(2_147_483_647));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('getDashboard reads the month with a region’s provinces broken down', async () => {
    ctx.signInAs('super-admin');
    const month = await getDashboard({ month: today.slice(0, 7), regionId: 7 });
    expectShape(month, dashboard);
    expect(month).toMatchObject({ month: today.slice(0, 7), broadcastsSent: 1, clicks: 5 });
    expect(month.byRegion).toHaveLength(13);
    expect(month.byProvince.length).toBeGreaterThan(0);
    expect(month.followingTrend.length).toBeGreaterThan(0);
    expect(month.topBroadcasts).toEqual([expect.objectContaining({ broadcastId })]);

    const everyRegion = await getDashboard();
    expectShape(everyRegion, dashboard);
    expect(everyRegion.byProvince.length).toBeGreaterThan(month.byProvince.length);
    // The followers' profile is rolled up with the following: each breakdown adds up to it.
    const sum = (rows: readonly { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);
    expect(everyRegion.followersAt).not.toBeNull();
    expect(sum(everyRegion.followers.sexes)).toBe(everyRegion.following);
    expect(sum(everyRegion.followers.ageBands)).toBe(everyRegion.following);
    expect(sum(everyRegion.followers.provinces)).toBe(everyRegion.following);

    const past = await getDashboard({ month: '2025-01' });
    expectShape(past, dashboard);
    expect(past).toMatchObject({ month: '2025-01', broadcastsSent: 0 });
  });

  it('getDashboard maps a month that is none to VALIDATION_ERROR', async () => {
    ctx.signInAs('super-admin');
    const error = await rejectionOf(getDashboard({ month: '2025-13' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [{ path: expect.stringContaining('month'), message: expect.any(String) }],
    });
  });
});
