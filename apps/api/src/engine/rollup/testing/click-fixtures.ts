import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { click, clickDaily, trackingUrl } from '../../../db/schema';
import { clicksRolledUpAt } from '../click-rollup';

let linkSerial = 0;

/** Inserts a tracking link of unit `unitId` with a code no other link has. */
export async function insertTrackingUrl(db: Database, unitId: number): Promise<number> {
  linkSerial += 1;
  const [row] = await db
    .insert(trackingUrl)
    .values({
      unitId,
      name: `ลิงก์ทดสอบ ${linkSerial}`,
      code: `rollup${String(linkSerial).padStart(6, '0')}`,
      targetUrl: 'https://example.org/',
    })
    .returning({ id: trackingUrl.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface ClickValues {
  trackingUrlId: number;
  /** ISO 8601. */
  at: string;
  broadcastId?: number | null;
  unique?: boolean;
}

/** Inserts clicks as the redirect writes them. */
export async function insertClicks(db: Database, clicks: readonly ClickValues[]): Promise<void> {
  if (clicks.length === 0) return;
  await db.insert(click).values(
    clicks.map((c) => ({
      trackingUrlId: c.trackingUrlId,
      clickedAt: new Date(c.at),
      broadcastId: c.broadcastId ?? null,
      uniqueInHour: c.unique ?? false,
    })),
  );
}

/** The `click_daily` rows of the links, in key order. */
export async function clickDailyOf(db: Database, linkIds: readonly number[]) {
  return db
    .select()
    .from(clickDaily)
    .where(inArray(clickDaily.trackingUrlId, [...linkIds]))
    .orderBy(asc(clickDaily.day), asc(clickDaily.trackingUrlId), asc(clickDaily.broadcastId));
}

/**
 * When the clicks were last rolled up (ISO 8601), once the start-up run has stamped it: polled,
 * since that run is under way while a spec starts.
 */
export async function stampedClicksAt(db: Database): Promise<string | null> {
  for (let poll = 0; poll < 200; poll++) {
    const at = await clicksRolledUpAt(db);
    if (at) return at;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
