import { attributedShortUrl, trackingCodeOf, trackingShortUrl } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { textArray } from '../../cid/excluded-hashes';
import type { Database } from '../../db/database';
import { broadcastTrackingUrl, trackingUrl } from '../../db/schema';

/** `value` with every string replaced by `map(string)`, at any depth (object keys unchanged). */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    );
  }
  return value;
}

/** The codes of the short links under `publicBaseUrl` that are whole string values in `messages`. */
export function trackingCodesIn(messages: readonly unknown[], publicBaseUrl: string): Set<string> {
  const codes = new Set<string>();
  mapStrings(messages, (text) => {
    const code = trackingCodeOf(publicBaseUrl, text);
    if (code !== null) codes.add(code);
    return text;
  });
  return codes;
}

export interface AttributedBroadcast {
  id: number;
  unitId: number;
  messages: unknown[];
}

/**
 * At the start of a broadcast's sending, in its transaction: the tracking links of its unit that
 * its messages carry (any string field holding `{PUBLIC_BASE_URL}/t/{code}`, with or without a
 * query) are recorded in `broadcast_tracking_url`, and the messages answered carry them as
 * `…/t/{code}?b={broadcastId}`, so that their clicks are the broadcast's. Another unit's link, or
 * a code that is no link, is left as it is. The links are locked against deletion until the
 * transaction ends. Answers the messages unchanged (the same array) when there is nothing to do.
 */
export async function attributeTrackingLinks(
  tx: Database,
  broadcast: AttributedBroadcast,
  publicBaseUrl: string,
): Promise<unknown[]> {
  const codes = trackingCodesIn(broadcast.messages, publicBaseUrl);
  if (codes.size === 0) return broadcast.messages;
  const { rows } = await tx.execute<{ id: number; code: string }>(sql`
    select ${trackingUrl.id} as id, ${trackingUrl.code} as code from ${trackingUrl}
    where ${trackingUrl.unitId} = ${broadcast.unitId} and ${trackingUrl.code} = any(${textArray([...codes])})
    for key share`);
  if (rows.length === 0) return broadcast.messages;
  await tx
    .insert(broadcastTrackingUrl)
    .values(rows.map((row) => ({ broadcastId: broadcast.id, trackingUrlId: Number(row.id) })))
    .onConflictDoNothing();
  const ours = new Set(rows.map((row) => row.code));
  return mapStrings(broadcast.messages, (text) => {
    const code = trackingCodeOf(publicBaseUrl, text);
    return code !== null && ours.has(code)
      ? attributedShortUrl(trackingShortUrl(publicBaseUrl, code), broadcast.id)
      : text;
  }) as unknown[];
}
