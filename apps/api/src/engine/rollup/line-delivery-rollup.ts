import { sql } from 'drizzle-orm';
import type { DeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import type { Database } from '../../db/database';
import { lineDeliveryDaily } from '../../db/schema';
import { bangkokDay } from '../../areas/segment/bangkok-day';

/** Today and the days before it read again each run: LINE finalises a day's count later. */
export const DELIVERY_DAYS_READ = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LineDeliveryRollupResult {
  /** Days LINE had counted, stored. */
  stored: string[];
  /** Days LINE had not counted yet (or its insight is out of service), left as they were. */
  notReady: string[];
  /** Why LINE could not be asked, when it could not; the days after it were not asked. */
  failure?: string;
}

/**
 * Stores LINE's delivered messages of today and the two days before (Bangkok dates, which LINE
 * counts in its UTC+9 day, ending at 22:00 in Bangkok) in `line_delivery_daily`. A day not ready
 * keeps what it had. When LINE cannot be asked the run stops there and says why: the rest of the
 * rollups go on, and the next run asks again.
 */
export async function rollUpLineDeliveries(
  db: Database,
  insight: DeliveryInsight,
  now: Date,
): Promise<LineDeliveryRollupResult> {
  const result: LineDeliveryRollupResult = { stored: [], notReady: [] };
  for (let back = DELIVERY_DAYS_READ - 1; back >= 0; back--) {
    const day = bangkokDay(new Date(now.getTime() - back * DAY_MS));
    let answer;
    try {
      answer = await insight.deliveries(day);
    } catch (error) {
      result.failure = error instanceof Error ? error.message : String(error);
      return result;
    }
    if (answer.status !== 'ready') {
      result.notReady.push(day);
      continue;
    }
    await db.execute(sql`
      insert into ${lineDeliveryDaily} (day, delivered, read_at) values (${day}, ${answer.delivered}, now())
      on conflict (day) do update set delivered = excluded.delivered, read_at = excluded.read_at`);
    result.stored.push(day);
  }
  return result;
}
