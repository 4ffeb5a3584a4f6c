/**
 * Backslashes (which WHATWG parsers read as `/` and RFC 3986 parsers do not), control characters
 * and whitespace of any kind: a parser may drop, keep or reinterpret each of them.
 */
const AMBIGUOUS_CHARACTERS = /[\\\s\p{Cc}\p{Cf}]/u;

/**
 * The redirect URI sign-in may send the browser back to, or null when it may not: an absolute
 * http(s) URL without credentials or fragment whose origin is one of the console's, written
 * exactly as the WHATWG URL parser writes it (`new URL(s).href === s`), so that every parser on
 * the way (LINE, Health ID, browsers) reads the origin that was checked. Answers that same
 * normalised string, the one to forward.
 */
export function allowedRedirectUri(
  redirectUri: string,
  consoleOrigins: readonly string[],
): string | null {
  if (AMBIGUOUS_CHARACTERS.test(redirectUri)) return null;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.href !== redirectUri) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (redirectUri.includes('#') || url.username || url.password) return null;
  return consoleOrigins.includes(url.origin) ? url.href : null;
}
