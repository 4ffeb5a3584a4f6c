import type { AxiosInstance } from 'axios';

let apiHost = '';
const configured = new Set<AxiosInstance>();

/** Registers a client whose base URL follows `configureApiHost`. */
export function followApiHost(client: AxiosInstance): void {
  configured.add(client);
  client.defaults.baseURL = apiHost;
}

/** Points every client at one API host; '' (the default) means the page's own origin. */
export function configureApiHost(baseURL: string): void {
  apiHost = baseURL.replace(/\/+$/, '');
  for (const client of configured) client.defaults.baseURL = apiHost;
}

export function getApiHost(): string {
  return apiHost;
}
