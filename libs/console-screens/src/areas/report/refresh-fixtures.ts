import { API_PATHS } from '@hbc/contracts';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';
import {
  CLICKS_COMPUTED_AT,
  fakeReportApi,
  OWN_UNIT_ROWS,
  summaryOf,
  VACCINE,
  VACCINE_REPORT,
} from './report-fixtures';

/** When the rollup ran before the latest clicks were in: 29/11/2569 09:44. */
export const EARLIER_COMPUTED_AT = '2026-11-29T02:44:00.000Z';

/**
 * The report API whose click rollup catches up between reads: the first summary and the first
 * report of the vaccine broadcast were computed a minute before its clicks came in (none of them
 * counted); every read after has them.
 */
export function fakeCatchingUpReportApi(): () => FakeRoutes {
  const routes = fakeReportApi();
  return () => {
    let summaries = 0;
    let reports = 0;
    const current = summaryOf(OWN_UNIT_ROWS);
    return {
      ...routes(),
      [`POST ${API_PATHS.reportSummary}`]: () =>
        ok(
          (summaries += 1) === 1
            ? {
                ...current,
                clicks: current.clicks - VACCINE.clicks,
                computedAt: EARLIER_COMPUTED_AT,
              }
            : current,
        ),
      [`GET ${API_PATHS.reportById(VACCINE.broadcastId)}`]: () =>
        ok(
          (reports += 1) === 1
            ? { ...VACCINE_REPORT, clicks: 0, clicksOverTime: [], computedAt: EARLIER_COMPUTED_AT }
            : { ...VACCINE_REPORT, computedAt: CLICKS_COMPUTED_AT },
        ),
    };
  };
}
