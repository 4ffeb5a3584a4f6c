import { getApiHost } from './api-host';
import { toApiError } from './api-error';
import { readAccessToken, readLineToken } from './auth-cookies';
import { createHttpClient, type HttpClient } from './http/client';

export { isSuccessStatus } from './http/client';

/** No timeout and only HTTP 200 as success (spec section 7); failures reject with an ApiError. */
function createClient(readToken?: () => string | null): HttpClient {
  const client = createHttpClient({
    headers: { Accept: 'application/json' },
    baseURL: getApiHost,
    ...(readToken ? { readToken } : {}),
  });
  client.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toApiError(error)),
  );
  return client;
}

/** Sends no authorization. */
export const publicClient = createClient();

/** Sends `Authorization: Bearer <LINE_TOKEN cookie>`. */
export const lineTokenClient = createClient(readLineToken);

/** Sends `Authorization: Bearer <access_token of the USER_PROFILE cookie>`. */
export const authClient = createClient(readAccessToken);
