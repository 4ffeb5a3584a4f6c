/**
 * Whether sign-in may send the browser back to `redirectUri`: an absolute http(s) URL without
 * credentials or fragment whose origin is one of the console's.
 */
export function isAllowedRedirectUri(
  redirectUri: string,
  consoleOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.hash || url.username || url.password) return false;
  return consoleOrigins.includes(url.origin);
}
