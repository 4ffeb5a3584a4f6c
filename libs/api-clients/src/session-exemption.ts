import { ApiError } from './api-error';
import { HttpError } from './http/http-error';

/**
 * Whether a failed call says the session is over: a 401 to a request that did not ask to keep
 * the session on a 401.
 */
export function isSessionExpiry(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const request = error.cause instanceof HttpError ? error.cause.config : undefined;
  return request?.keepSessionOn401 !== true;
}
