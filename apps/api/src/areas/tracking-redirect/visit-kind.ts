import type { BotVisitKind, UserAgentClass } from '../../db/schema';

/** A person's click on a link, by the device it came from. */
export type PersonVisit = { bot: false; device: Exclude<UserAgentClass, 'BOT'> };
/** A visit that is no click: kept apart as what it was. */
export type BotVisitOf = { bot: true; kind: BotVisitKind };
export type VisitKind = PersonVisit | BotVisitOf;

/** What the redirect reads of a request to tell a click from a bot. */
export interface VisitRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Link-preview fetchers: they fetch a link a person shared or received to draw its card, before
 * anyone taps it. LINE's sends `facebookexternalhit/1.1;line-poker/1.0` (and `Linespider` crawls);
 * LINE's own in-app browser says `Line/13.x` and is a person, so `Line/` alone is no preview.
 */
const PREVIEW_AGENTS =
  /facebookexternalhit|facebookcatalog|facebot|line-poker|linespider|twitterbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp\/|linkedinbot|skypeuripreview|embedly|iframely|pinterestbot|redditbot|kakaotalk-scrap|bitlybot|google-pagerenderer|vkshare|mastodon\//i;

/**
 * Crawlers and headless browsers: nobody tapped the link. `bot` only before `/`, `;`, `)`, `-` or
 * the end (Googlebot/2.1, AdsBot-Google), not inside a phone's model name.
 */
const CRAWLER_AGENTS =
  /bot(?:[/;)-]|$)|crawl|spider|slurp|headlesschrome|phantomjs|lighthouse|scrapy|feedfetcher/i;
/**
 * Browsers, and the in-app browsers and webviews of phones (LINE's, Facebook's, Android's and
 * iOS's), all begin `Mozilla/5.0 (`: LINE's ends `Line/15.12.1` (its LIFF pages ` LIFF`), Android
 * webviews say `; wv)`. Opera before version 15 (Opera Mini still) began `Opera/9.80 (`.
 */
const BROWSER_AGENTS = /^(?:Mozilla\/\d+\.\d+|Opera\/\d+\.\d+) \(/;
/**
 * HTTP libraries and tools, also when they borrow a browser's `Mozilla/5.0 (` (jsdom does). Any
 * agent no browser sends is a script's anyway; these are named for what they are.
 */
const SCRIPT_AGENTS =
  /^node$|undici|node-fetch|axios\/|got \(|jsdom\/|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|dalvik\/|cfnetwork\/|libwww|apache-httpclient|postmanruntime|insomnia\/|httpie\/|guzzlehttp|deno\/|bun\//i;
const MOBILE_AGENTS = /Android|iPhone|iPad|iPod|Mobile/;
const DESKTOP_AGENTS = /Windows|Macintosh|X11|CrOS/;

function header(request: VisitRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

/** A browser fetching the page ahead of a tap it guesses may come (`Purpose`/`Sec-Purpose: prefetch`, Firefox's `X-Moz`, Safari's `X-Purpose: preview`). */
function isPrefetch(request: VisitRequest): boolean {
  return (
    header(request, 'sec-purpose').includes('prefetch') ||
    header(request, 'purpose').includes('prefetch') ||
    header(request, 'x-moz').includes('prefetch') ||
    header(request, 'x-purpose').includes('preview')
  );
}

/** The device class of a person's user agent: phones and tablets, computers, or anything else. */
export function deviceClassOf(userAgent: string): PersonVisit['device'] {
  if (MOBILE_AGENTS.test(userAgent)) return 'MOBILE';
  if (DESKTOP_AGENTS.test(userAgent)) return 'DESKTOP';
  return 'OTHER';
}

/**
 * Whether a visit of a tracking link is a person's click (and from which kind of device), or a
 * bot's: a HEAD request, a prefetch, a link preview, a crawler, or a script (any agent that is not
 * a browser's: an HTTP library's, a tool's, none at all). Only a browser's visit is a click.
 */
export function visitKindOf(request: VisitRequest): VisitKind {
  if (request.method === 'HEAD') return { bot: true, kind: 'HEAD' };
  if (isPrefetch(request)) return { bot: true, kind: 'PREFETCH' };
  const userAgent = request.headers['user-agent'];
  const agent = typeof userAgent === 'string' ? userAgent : '';
  if (PREVIEW_AGENTS.test(agent)) return { bot: true, kind: 'PREVIEW' };
  if (CRAWLER_AGENTS.test(agent)) return { bot: true, kind: 'CRAWLER' };
  if (SCRIPT_AGENTS.test(agent) || !BROWSER_AGENTS.test(agent))
    return { bot: true, kind: 'SCRIPT' };
  return { bot: false, device: deviceClassOf(agent) };
}
