import { AGGREGATION_UNITS_PER_MONTH, type AggregationBudget } from '@hbc/contracts';
import type { Database } from '../../db/database';
import { namesOfMonth, type LineUnitCount } from './aggregation-units';
import { tokyoMonth } from './tokyo-day';

/**
 * `GET /api/report/aggregation-units`: this Tokyo month's aggregation unit names, used (the
 * larger of LINE's count and the names the month's broadcasts carry) and by what.
 */
export async function aggregationBudget(
  db: Database,
  lineCount: Pick<LineUnitCount, 'used'>,
  now: Date = new Date(),
): Promise<AggregationBudget> {
  const month = tokyoMonth(now);
  const [ours, line] = await Promise.all([namesOfMonth(db, month), lineCount.used()]);
  const used = Math.max(line ?? 0, ours.broadcastUnits + ours.healthUnitUnits);
  return {
    month,
    limit: AGGREGATION_UNITS_PER_MONTH,
    used,
    ...ours,
    lineCount: line,
    spent: used >= AGGREGATION_UNITS_PER_MONTH,
  };
}
