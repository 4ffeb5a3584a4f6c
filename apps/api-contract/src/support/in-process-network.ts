import type { OutgoingHttpHeaders } from 'node:http';
import { configureApiHost } from '@hbc/api-clients';
import {
  installFakeAdapter,
  requestUrl,
  type AdapterReply,
  type HttpRequestConfig,
} from '@hbc/api-clients/testing';
import type { App } from './api';

/** The API host the clients are pointed at; its requests never leave the process. */
export const API_ORIGIN = 'http://api.contract.test';

/** Status and type of an answer the clients read with `fetch` (the progress stream). */
export interface FetchedAnswer {
  path: string;
  status: number;
  contentType: string;
}

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function plainHeaders(headers: OutgoingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

/** A client's request handed to `app.inject` and its answer handed back as the browser gives it. */
async function injected(app: App, config: HttpRequestConfig): Promise<AdapterReply> {
  const url = new URL(requestUrl(config));
  if (config.data !== undefined && typeof config.data !== 'string') {
    throw new Error(`${config.method} ${config.url}: only JSON bodies reach the API in process`);
  }
  const response = await app.inject({
    method: config.method,
    url: `${url.pathname}${url.search}`,
    headers: config.headers,
    ...(config.data === undefined ? {} : { payload: config.data }),
  });
  const answerHeaders = plainHeaders(response.headers);
  return {
    status: response.statusCode,
    headers: answerHeaders,
    data:
      config.responseType === 'blob'
        ? new Blob([new Uint8Array(response.rawPayload)], {
            type: answerHeaders['content-type'] ?? '',
          })
        : response.body,
  };
}

/**
 * Puts `app` behind the console's clients: their requests, and the `fetch` of anything
 * at API_ORIGIN, are served by `app.inject` (the real routes, no port). Other `fetch` calls (the
 * fake platforms' sign-in pages) go out as before. `restore` undoes it.
 */
export function connectClients(app: App) {
  configureApiHost(API_ORIGIN);
  const adapter = installFakeAdapter((config) => injected(app, config));
  const fetched: FetchedAnswer[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== API_ORIGIN) return realFetch(input, init);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectMethod,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
    });
    const headers = plainHeaders(response.headers);
    fetched.push({
      path: url.pathname,
      status: response.statusCode,
      contentType: headers['content-type'] ?? '',
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
  return {
    fetched,
    restore(): void {
      globalThis.fetch = realFetch;
      adapter.restore();
      configureApiHost('');
    },
  };
}
