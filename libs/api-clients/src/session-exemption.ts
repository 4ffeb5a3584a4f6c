import { isAxiosError } from 'axios';
import { ApiError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 to this request is the caller's own business and does not end the session (an
     * upload's 401 is silent, spec section 8).
     */
    keepSessionOn401?: boolean;
  }
}

/**
 * Whether a failed call says the session is over: a 401 to a request that did not ask to keep
 * the session on a 401.
 */
export function isSessionExpiry(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const request = isAxiosError(error.cause) ? error.cause.config : undefined;
  return request?.keepSessionOn401 !== true;
}
