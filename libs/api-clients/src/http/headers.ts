import type { HttpHeaders } from './types';

const nameOf = (headers: HttpHeaders, name: string): string | undefined =>
  Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());

/** The value `headers` give `name`, whatever its case. */
export function headerValue(headers: HttpHeaders, name: string): string | undefined {
  const key = nameOf(headers, name);
  return key === undefined ? undefined : headers[key];
}

/** `headers`, then each of `more` in turn, one value a name whatever its case: the last wins. */
export function mergeHeaders(
  headers: HttpHeaders,
  ...more: (HttpHeaders | undefined)[]
): HttpHeaders {
  const merged = { ...headers };
  for (const [name, value] of more.flatMap((next) => Object.entries(next ?? {}))) {
    const existing = nameOf(merged, name);
    if (existing !== undefined) delete merged[existing];
    merged[name] = value;
  }
  return merged;
}

/** The headers of `XMLHttpRequest.getAllResponseHeaders()`, names in lower case. */
export function parseHeaders(raw: string): HttpHeaders {
  const headers: HttpHeaders = {};
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
