/** No whitespace or control character anywhere after the scheme. */
const REST = '[^\\s\\u0000-\\u001f\\u007f]';
/** The first character of a host: none of the above, nor the start of a path, query or fragment. */
const HOST = '[^\\s\\u0000-\\u001f\\u007f/?#]';

const HTTPS_URL = new RegExp(`^https://${HOST}${REST}*$`, 'i');
const HTTP_URL = new RegExp(`^http://${HOST}${REST}*$`, 'i');

/**
 * Schemes LINE opens from a URI action and an imagemap action (http, https, line, tel), less plain
 * http: every web link a broadcast carries is https.
 */
const LINK = new RegExp(`^(?:https://${HOST}|line://${REST}|tel:${REST})${REST}*$`, 'i');

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** An http URL on `httpOrigin` (the API's own address on a development machine), if one is given. */
function isOwnHttpUrl(url: string, httpOrigin: string | undefined): boolean {
  if (!httpOrigin || !HTTP_URL.test(url)) return false;
  const allowed = originOf(httpOrigin);
  return allowed !== undefined && originOf(url) === allowed;
}

/**
 * A URL LINE fetches media from: https, or (development only) http on `httpMediaOrigin`, the API's
 * own address, which serves the uploads.
 */
export function isLineMediaUrl(url: string, httpMediaOrigin?: string): boolean {
  return HTTPS_URL.test(url) || isOwnHttpUrl(url, httpMediaOrigin);
}

/**
 * A link LINE opens from a URI action or an imagemap action: https://, line:// or tel:, or
 * (development only) http on `httpOrigin`, the API's own address, where tracking links redirect.
 */
export function isLineLink(link: string, httpOrigin?: string): boolean {
  return LINK.test(link) || isOwnHttpUrl(link, httpOrigin);
}
