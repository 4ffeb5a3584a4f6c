import {
  TRACKING_BROADCAST_PARAM,
  TRACKING_CODE_PATTERN,
  TRACKING_REDIRECT_PREFIX,
  trackingShortUrl,
} from './tracking-urls';

/** ASCII characters a URL's query or fragment may hold (RFC 3986). */
const QUERY = "A-Za-z0-9\\-._~%!$&'()*+,;=:@/?#";
/** Query characters that, at its end, are the sentence's punctuation, not the link's. */
const PUNCTUATION = ".,;:!?')";
/** What may follow a link: its punctuation, then anything no URL holds (space, Thai, `"`…) or the end. */
const BOUNDARY = `(?=[${PUNCTUATION}]*(?:[^${QUERY}]|$))`;
const TRAILING_PUNCTUATION = new RegExp(`[${PUNCTUATION}]+$`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The short links under `publicBaseUrl` anywhere in a text: the prefix (not glued to a word
 * before it), a code, then either the broadcast's own `?b={digits}`, any other query or
 * fragment (less the punctuation closing it), or nothing, each followed by a boundary. A longer
 * run of code characters is another code; a path going on (`/t/{code}/…`) is no short link.
 */
function shortLinkPattern(publicBaseUrl: string): RegExp {
  const prefix = escapeRegExp(`${publicBaseUrl.replace(/\/+$/, '')}${TRACKING_REDIRECT_PREFIX}`);
  const attributed = `\\?${TRACKING_BROADCAST_PARAM}=\\d+${BOUNDARY}`;
  return new RegExp(
    `(?<![A-Za-z0-9])${prefix}([A-Za-z0-9_-]+)(?:(${attributed})|([?#][${QUERY}]*)|${BOUNDARY})`,
    'g',
  );
}

/** The punctuation closing a query: the text's, kept after the link. */
const closingPunctuation = (query: string | undefined) =>
  query?.match(TRAILING_PUNCTUATION)?.[0] ?? '';

/** The codes of the short links under `publicBaseUrl` found anywhere in `text`. */
export function trackingCodesInText(publicBaseUrl: string, text: string): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(shortLinkPattern(publicBaseUrl))) {
    const code = match[1] ?? '';
    if (TRACKING_CODE_PATTERN.test(code)) codes.push(code);
  }
  return codes;
}

/**
 * `text` with every short link under `publicBaseUrl` whose code `isOurs` accepts made
 * `{PUBLIC_BASE_URL}/t/{code}?b={broadcastId}` (any query or fragment it had replaced), and
 * nothing else changed: the text around it, punctuation closing it, other links. Rewriting
 * again changes nothing.
 */
export function attributeShortLinksInText(
  publicBaseUrl: string,
  text: string,
  broadcastId: number,
  isOurs: (code: string) => boolean,
): string {
  return text.replace(
    shortLinkPattern(publicBaseUrl),
    (whole: string, code: string, ownQuery: string | undefined, query: string | undefined) => {
      if (!TRACKING_CODE_PATTERN.test(code) || !isOurs(code)) return whole;
      const tail = ownQuery === undefined ? closingPunctuation(query) : '';
      return `${trackingShortUrl(publicBaseUrl, code)}?${TRACKING_BROADCAST_PARAM}=${broadcastId}${tail}`;
    },
  );
}

/**
 * `text` without the `?b={broadcastId}` the sending adds to the short links in it: what staff
 * wrote, whose length the composer's limits count (the sending makes a text a few characters
 * longer per link, far below what LINE accepts).
 */
export function withoutBroadcastAttribution(text: string): string {
  return text.replace(
    new RegExp(
      `(${escapeRegExp(TRACKING_REDIRECT_PREFIX)}[A-Za-z0-9_-]{6,64})\\?${TRACKING_BROADCAST_PARAM}=\\d+`,
      'g',
    ),
    '$1',
  );
}
