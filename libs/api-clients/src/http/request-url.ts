import type { HttpParams, HttpParamValue, HttpRequestConfig } from './types';

/** As axios encoded a query, so the API gets the same bytes: ':', '$' and ',' kept, '+' for ' '. */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

const textOf = (value: HttpParamValue): string =>
  value instanceof Date ? value.toISOString() : String(value);

const isList = (value: HttpParams[string]): value is readonly HttpParamValue[] =>
  Array.isArray(value);

/** `a=1&list[]=x&list[]=y` (brackets percent-encoded), leaving out undefined and null. */
export function serializeParams(params: HttpParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (isList(value)) {
      for (const item of value) pairs.push(`${encode(`${key}[]`)}=${encode(textOf(item))}`);
    } else {
      pairs.push(`${encode(key)}=${encode(textOf(value))}`);
    }
  }
  return pairs.join('&');
}

const isAbsolute = (url: string): boolean => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** Where a request goes: `baseURL` and `url` joined by one slash, then the query of `params`. */
export function requestUrl(config: Pick<HttpRequestConfig, 'baseURL' | 'url' | 'params'>): string {
  const { baseURL, url } = config;
  let address =
    baseURL && !isAbsolute(url) && url
      ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url || baseURL;
  const query = config.params ? serializeParams(config.params) : '';
  if (!query) return address;
  const hash = address.indexOf('#');
  if (hash !== -1) address = address.slice(0, hash);
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}
