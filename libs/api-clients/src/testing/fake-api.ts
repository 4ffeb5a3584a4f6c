import { HttpError } from '../http/http-error';
import { headerValue } from '../http/headers';
import type { HttpRequestConfig } from '../http/types';
import { installFakeAdapter } from './fake-adapter';

export { clearCookies, setCookie } from './fake-adapter';

/** An answer of the fake API; `network: true` answers nothing at all, as a dropped connection. */
export type FakeReply = { status: number; data?: unknown } | { network: true };

export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

function toFakeRequest(config: HttpRequestConfig): FakeRequest {
  return {
    method: config.method,
    path: config.url,
    query: Object.fromEntries(
      Object.entries(config.params ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    ),
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    authorization: headerValue(config.headers, 'Authorization'),
  };
}

/**
 * Puts a fake API behind the three clients: `routes` maps 'METHOD /path' to an answer (or a
 * function of the request). A request no route expects answers 501, so a test notices it.
 */
export function installFakeApi(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const fake = installFakeAdapter(async (config) => {
    const request = toFakeRequest(config);
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply: FakeReply =
      route === undefined
        ? { status: 501, data: { message: `no fake for ${request.method} ${request.path}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if ('network' in reply) throw new HttpError('Network Error', 'ERR_NETWORK', config);
    return reply;
  });
  return {
    requests,
    /** The requests made to one 'METHOD /path'. */
    calls(key: string): FakeRequest[] {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
    restore: fake.restore,
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

export function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
