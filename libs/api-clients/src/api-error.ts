import type { ValidationIssue } from '@hbc/contracts';
import { HttpError } from './http/http-error';

/**
 * A failed call: any answer but HTTP 200, or no answer. Carries the HTTP status (undefined when
 * the server never answered) and the server's `message`, `errors` and `moreErrors`.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errors: ValidationIssue[] | undefined;
  /** How many issues there were beyond `errors` (the API lists at most 100). */
  readonly moreErrors: number | undefined;
  /** The answer's body as received. */
  readonly body: unknown;

  constructor(
    message: string,
    options: {
      status?: number;
      errors?: ValidationIssue[];
      moreErrors?: number;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.errors = options.errors;
    this.moreErrors = options.moreErrors;
    this.body = options.body;
  }
}

/** The field `key` of an answer's body, when the body is an object. */
function bodyField(body: unknown, key: 'message' | 'errors' | 'moreErrors'): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

/** Turns whatever a call rejected with into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    const response = error.response;
    if (response) {
      const body: unknown = response.data;
      const message = bodyField(body, 'message');
      const errors = bodyField(body, 'errors');
      const moreErrors = bodyField(body, 'moreErrors');
      return new ApiError(typeof message === 'string' ? message : error.message, {
        status: response.status,
        ...(Array.isArray(errors) ? { errors: errors as ValidationIssue[] } : {}),
        ...(typeof moreErrors === 'number' && moreErrors > 0 ? { moreErrors } : {}),
        body,
        cause: error,
      });
    }
    return new ApiError(error.message, { cause: error });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
}
