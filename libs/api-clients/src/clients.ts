import axios, { type AxiosInstance } from 'axios';
import { followApiHost } from './api-host';
import { toApiError } from './api-error';
import { readAccessToken, readLineToken } from './auth-cookies';

/** A call succeeds only on HTTP 200 (spec section 7). */
export const isSuccessStatus = (status: number): boolean => status === 200;

function createClient(readToken: (() => string | null) | null): AxiosInstance {
  const client = axios.create({
    timeout: 0, // no default timeout (spec section 7)
    validateStatus: isSuccessStatus,
    headers: { Accept: 'application/json' },
  });
  followApiHost(client);
  if (readToken) {
    client.interceptors.request.use((config) => {
      const token = readToken();
      if (token && !config.headers.has('Authorization')) {
        config.headers.set('Authorization', `Bearer ${token}`);
      }
      return config;
    });
  }
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return client;
}

/** Sends no authorization. */
export const publicClient = createClient(null);

/** Sends `Authorization: Bearer <LINE_TOKEN cookie>`. */
export const lineTokenClient = createClient(readLineToken);

/** Sends `Authorization: Bearer <access_token of the USER_PROFILE cookie>`. */
export const authClient = createClient(readAccessToken);
