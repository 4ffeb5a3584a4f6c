import type { AcceptedRequest } from './messaging-store';

/**
 * What LINE's statistics per aggregation unit would say of the requests a unit was assigned to.
 * The sandbox sees no phone, so what each recipient does is simulated, deterministically from
 * the unit's name and the user's id: the same sends always give the same numbers. About 70% of
 * recipients open the message, 40% of those tap each link and half of them play its video or
 * audio. LINE's privacy rule applies: a count under 20, or one made by fewer than 20 users, is
 * null.
 */
export const SIMULATED_RATES = {
  open: 0.7,
  reopen: 0.25,
  click: 0.4,
  reclick: 0.2,
  play: 0.5,
  replay: 0.2,
} as const;

/** Of those who played a video or audio, how many got past each quarter of it. */
const PLAY_DEPTHS = { 25: 0.8, 50: 0.6, 75: 0.45, 100: 0.3 } as const;
type Depth = keyof typeof PLAY_DEPTHS;
const DEPTHS = [25, 50, 75, 100] as const satisfies readonly Depth[];

/**
 * LINE shows a count under this as null, and also a count of 20 or more made by fewer users
 * than this: https://developers.line.biz/en/docs/messaging-api/unit-based-statistics-aggregation/
 */
export const PRIVACY_THRESHOLD = 20;

/** A number in [0, 1) fixed by `key` (FNV-1a, then MurmurHash3's finalizer to spread it). */
export function fraction(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

const LINK_KEYS = new Set(['uri', 'linkUri']);
const WEB_URL = /^https?:\/\//i;
const URL_IN_TEXT = /https?:\/\/[^\s]+/gi;

/** The web links of a message bubble in order, once each: action URIs and URLs in its text. */
export function linksOf(message: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key !== undefined && LINK_KEYS.has(key) && WEB_URL.test(value)) found.push(value);
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, name);
    }
  };
  const text = (message as { type?: unknown; text?: unknown } | null) ?? {};
  if (text.type === 'text' && typeof text.text === 'string') {
    found.push(...(text.text.match(URL_IN_TEXT) ?? []));
  }
  walk(message);
  return Array.from(new Set(found));
}

/** Whether a bubble holds a video or audio (a video or audio message, or a flex video). */
export function hasMedia(message: unknown): boolean {
  if (Array.isArray(message)) return message.some(hasMedia);
  if (message === null || typeof message !== 'object') return false;
  const type = (message as { type?: unknown }).type;
  if (type === 'video' || type === 'audio') return true;
  return Object.values(message).some(hasMedia);
}

/** A count as LINE shows it: null when it, or the number of users behind it, is under 20. */
function shown(count: number, users: number = count): number | null {
  return count < PRIVACY_THRESHOLD || users < PRIVACY_THRESHOLD ? null : count;
}

/** Counts of one bubble: how often, and by whom (user ids). */
class Tally {
  times = 0;
  readonly users = new Set<string>();
  add(userId: string, times: number): void {
    if (times <= 0) return;
    this.times += times;
    this.users.add(userId);
  }
}

interface BubbleTally {
  impressions: Tally;
  played: Tally;
  depths: Record<Depth, Tally>;
}

const newBubble = (): BubbleTally => ({
  impressions: new Tally(),
  played: new Tally(),
  depths: { 25: new Tally(), 50: new Tally(), 75: new Tally(), 100: new Tally() },
});

type LinkTally = { seq: number; url: string; clicks: Tally };

function bubbleOf(bubbles: Map<number, BubbleTally>, seq: number): BubbleTally {
  const bubble = bubbles.get(seq) ?? newBubble();
  bubbles.set(seq, bubble);
  return bubble;
}

/** The tally of `url` in bubble `seq` (a URL in two bubbles is two links). */
function linkOf(links: Map<string, LinkTally>, seq: number, url: string): LinkTally {
  const key = `${seq} ${url}`;
  const link = links.get(key) ?? { seq, url, clicks: new Tally() };
  links.set(key, link);
  return link;
}

/** One bubble's row of `messages` (LINE's field names), from its tallies or all null. */
export function messageStatistics(seq: number, bubble: BubbleTally | null = null) {
  const count = (tally: Tally | undefined) => (tally ? shown(tally.times, tally.users.size) : null);
  const users = (tally: Tally | undefined) => (tally ? shown(tally.users.size) : null);
  return {
    seq,
    impression: count(bubble?.impressions),
    uniqueImpression: users(bubble?.impressions),
    mediaPlayed: count(bubble?.played),
    mediaPlayed25Percent: count(bubble?.depths[25]),
    mediaPlayed50Percent: count(bubble?.depths[50]),
    mediaPlayed75Percent: count(bubble?.depths[75]),
    mediaPlayed100Percent: count(bubble?.depths[100]),
    uniqueMediaPlayed: users(bubble?.played),
    uniqueMediaPlayed25Percent: users(bubble?.depths[25]),
    uniqueMediaPlayed50Percent: users(bubble?.depths[50]),
    uniqueMediaPlayed75Percent: users(bubble?.depths[75]),
    uniqueMediaPlayed100Percent: users(bubble?.depths[100]),
  };
}

/** What one recipient does with one delivery of the unit's messages. */
function simulate(
  unit: string,
  userId: string,
  messages: readonly unknown[],
  bubbles: Map<number, BubbleTally>,
  links: Map<string, LinkTally>,
  linkUsers: Map<string, Set<string>>,
  overview: { opened: Set<string>; clicked: Set<string>; played: Set<string>; full: Set<string> },
): void {
  const key = `${unit}:${userId}`;
  if (fraction(`${key}:open`) >= SIMULATED_RATES.open) return;
  overview.opened.add(userId);
  const opens = fraction(`${key}:reopen`) < SIMULATED_RATES.reopen ? 2 : 1;
  messages.forEach((message, index) => {
    const seq = index + 1;
    const bubble = bubbleOf(bubbles, seq);
    bubble.impressions.add(userId, opens);
    for (const url of linksOf(message)) {
      const link = linkOf(links, seq, url);
      if (fraction(`${key}:click:${seq}:${url}`) >= SIMULATED_RATES.click) continue;
      link.clicks.add(
        userId,
        fraction(`${key}:reclick:${seq}:${url}`) < SIMULATED_RATES.reclick ? 2 : 1,
      );
      overview.clicked.add(userId);
      const users = linkUsers.get(url) ?? new Set<string>();
      linkUsers.set(url, users.add(userId));
    }
    if (!hasMedia(message) || fraction(`${key}:play:${seq}`) >= SIMULATED_RATES.play) return;
    const plays = fraction(`${key}:replay:${seq}`) < SIMULATED_RATES.replay ? 2 : 1;
    const depth = fraction(`${key}:depth:${seq}`);
    bubble.played.add(userId, plays);
    overview.played.add(userId);
    for (const quarter of DEPTHS) {
      if (depth < PLAY_DEPTHS[quarter]) bubble.depths[quarter].add(userId, plays);
    }
    if (depth < PLAY_DEPTHS[100]) overview.full.add(userId);
  });
}

/**
 * `GET /v2/bot/insight/message/event/aggregation`'s answer for unit `unit` over `requests` (those
 * it was assigned to within the period): no request, no statistic (nulls and empty arrays).
 */
export function unitStatistics(unit: string, requests: readonly AcceptedRequest[]) {
  const bubbles = new Map<number, BubbleTally>();
  const links = new Map<string, LinkTally>();
  const linkUsers = new Map<string, Set<string>>();
  const overview = {
    opened: new Set<string>(),
    clicked: new Set<string>(),
    played: new Set<string>(),
    full: new Set<string>(),
  };
  for (const request of requests) {
    // Every bubble and link of the unit is listed, even one nobody opened.
    request.messages.forEach((message, index) => {
      bubbleOf(bubbles, index + 1);
      for (const url of linksOf(message)) linkOf(links, index + 1, url);
    });
    for (const userId of request.recipientIds ?? []) {
      simulate(unit, userId, request.messages, bubbles, links, linkUsers, overview);
    }
  }
  return {
    overview: {
      uniqueImpression: requests.length === 0 ? null : shown(overview.opened.size),
      uniqueClick: requests.length === 0 ? null : shown(overview.clicked.size),
      uniqueMediaPlayed: requests.length === 0 ? null : shown(overview.played.size),
      uniqueMediaPlayed100Percent: requests.length === 0 ? null : shown(overview.full.size),
    },
    messages: [...bubbles.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seq, bubble]) => messageStatistics(seq, bubble)),
    clicks: [...links.values()].map(({ seq, url, clicks }) => ({
      seq,
      url,
      click: shown(clicks.times, clicks.users.size),
      uniqueClick: shown(clicks.users.size),
      uniqueClickOfRequest: shown(linkUsers.get(url)?.size ?? 0),
    })),
  };
}
