import { authClient, lineTokenClient, publicClient } from '../clients';
import type { HttpAdapter, HttpHeaders, HttpRequestConfig } from '../http/types';

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers (none unless given), names in any case. */
  headers?: HttpHeaders;
}

type Responder = (config: HttpRequestConfig) => FakeReply | Promise<FakeReply>;

const CLIENTS = [publicClient, lineTokenClient, authClient];

const lowerCaseNames = (headers: HttpHeaders): HttpHeaders =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Replaces the network of the three clients: every request is recorded and answered by
 * `respond`; the clients then judge the answer as they judge the server's.
 */
export function installFakeAdapter(respond: Responder) {
  const requests: HttpRequestConfig[] = [];
  const adapter: HttpAdapter = async (config) => {
    requests.push(config);
    const reply = await respond(config);
    return { status: reply.status, data: reply.data, headers: lowerCaseNames(reply.headers ?? {}) };
  };
  const previous = CLIENTS.map((client) => client.setAdapter(adapter));
  return {
    requests,
    /** The last request, with its JSON body parsed. */
    last(): { config: HttpRequestConfig; body: unknown } {
      const config = requests[requests.length - 1];
      if (!config) throw new Error('no request was made');
      return {
        config,
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      };
    },
    restore(): void {
      CLIENTS.forEach((client, i) => {
        const adapter = previous[i];
        if (adapter) client.setAdapter(adapter);
      });
    },
  };
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
