import { API_ERRORS, type ValidationIssue } from '@hbc/contracts';

/**
 * An error that answers with its status code and `{ message, errors? }`. Route handlers throw
 * these; the error handler turns them into the reply (see plugins/app/error-handler.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with the issues found; `path` points into the body (`/messages/0/text`). */
export const badRequest = (errors: ValidationIssue[]) =>
  new HttpError(400, API_ERRORS.VALIDATION_ERROR, errors);
export const unauthorized = (message: string = API_ERRORS.UNAUTHORIZED) =>
  new HttpError(401, message);
export const forbidden = () => new HttpError(403, API_ERRORS.FORBIDDEN);
export const notFound = () => new HttpError(404, API_ERRORS.NOT_FOUND);
export const conflict = (errors?: ValidationIssue[]) =>
  new HttpError(409, API_ERRORS.CONFLICT, errors);
export const payloadTooLarge = () => new HttpError(413, API_ERRORS.PAYLOAD_TOO_LARGE);
export const tooManyRequests = () => new HttpError(429, API_ERRORS.TOO_MANY_REQUESTS);
/** 503: the process is not serving yet (still starting: migrating, seeding). */
export const serviceUnavailable = () => new HttpError(503, API_ERRORS.SERVICE_UNAVAILABLE);
