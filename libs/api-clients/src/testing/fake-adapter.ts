import {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { authClient, lineTokenClient, publicClient } from '../clients';

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers (none unless given). */
  headers?: Record<string, string>;
}

type Responder = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

const CLIENTS: AxiosInstance[] = [publicClient, lineTokenClient, authClient];

/**
 * Replaces the network of the three clients: every request is recorded and answered by
 * `respond`, and the answer is settled with the request's own validateStatus, as axios's
 * adapters do.
 */
export function installFakeAdapter(respond: Responder) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await respond(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  const previous = CLIENTS.map((client) => client.defaults.adapter);
  for (const client of CLIENTS) client.defaults.adapter = adapter;
  return {
    requests,
    /** The last request, with its JSON body parsed. */
    last(): { config: InternalAxiosRequestConfig; body: unknown } {
      const config = requests[requests.length - 1];
      if (!config) throw new Error('no request was made');
      return {
        config,
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      };
    },
    restore(): void {
      CLIENTS.forEach((client, i) => {
        client.defaults.adapter = previous[i];
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
