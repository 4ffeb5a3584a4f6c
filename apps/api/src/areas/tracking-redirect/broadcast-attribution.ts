import { attributeShortLinksInText, trackingCodesInText } from '@hbc/contracts';
import { checkForLine, type ComposerMessage } from '@hbc/message-model';
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

/**
 * The codes of the short links under `publicBaseUrl` anywhere in the strings of `messages`
 * (a whole link, or links inside a text).
 */
export function trackingCodesIn(messages: readonly unknown[], publicBaseUrl: string): Set<string> {
  const codes = new Set<string>();
  mapStrings(messages, (text) => {
    for (const code of trackingCodesInText(publicBaseUrl, text)) codes.add(code);
    return text;
  });
  return codes;
}

/** The reasons LINE (or the composer's rules) would refuse `message`, as comparable keys. */
function refusals(message: unknown): Set<string> {
  const checked = checkForLine([message as ComposerMessage]);
  return new Set(checked.ok ? [] : checked.issues.map((issue) => `${issue.path}:${issue.text}`));
}

/**
 * `attributed` when it breaks no rule `original` kept (a link made longer past a limit), else
 * `original`: the added `?b=` never makes a message fail. The composer counts a text without it
 * and LINE's limits are far above that, so this is a guard, not a path taken.
 */
function fitting(original: unknown, attributed: unknown): unknown {
  if (original === attributed) return original;
  const before = refusals(original);
  return [...refusals(attributed)].every((key) => before.has(key)) ? attributed : original;
}

/** `messages` with the short links of `ours` made the broadcast's, wherever they are. */
export function attributedMessages(
  messages: readonly unknown[],
  publicBaseUrl: string,
  broadcastId: number,
  ours: ReadonlySet<string>,
): unknown[] {
  const isOurs = (code: string) => ours.has(code);
  return messages.map((message) =>
    fitting(
      message,
      mapStrings(message, (text) =>
        attributeShortLinksInText(publicBaseUrl, text, broadcastId, isOurs),
      ),
    ),
  );
}

export interface AttributedBroadcast {
  id: number;
  unitId: number;
  messages: unknown[];
}

/**
 * At the start of a broadcast's sending, in its transaction: the tracking links of its unit that
 * its messages carry (`{PUBLIC_BASE_URL}/t/{code}` in any string: an action's link, or inside a
 * text, with or without a query) are recorded in `broadcast_tracking_url`, and the messages
 * answered carry them as `…/t/{code}?b={broadcastId}`, so that their clicks are the broadcast's.
 * Another unit's link, or a code that is no link, is left as it is. The links are locked against
 * deletion until the transaction ends. Answers the messages unchanged (the same array) when there
 * is nothing to do.
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
  return attributedMessages(broadcast.messages, publicBaseUrl, broadcast.id, ours);
}
