import type { HttpRequestConfig, HttpResponse } from './types';

/** 'ERR_BAD_STATUS': an answer other than HTTP 200; the others: no answer. */
export type HttpErrorCode = 'ERR_BAD_STATUS' | 'ERR_NETWORK' | 'ERR_CANCELED';

/** A request that failed: the request itself and, when the server answered, its answer. */
export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly config: HttpRequestConfig;
  readonly response: HttpResponse | undefined;

  constructor(
    message: string,
    code: HttpErrorCode,
    config: HttpRequestConfig,
    response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.config = config;
    this.response = response;
  }
}

/** The error of a request whose signal was aborted. */
export const canceledError = (config: HttpRequestConfig): HttpError =>
  new HttpError('canceled', 'ERR_CANCELED', config);
