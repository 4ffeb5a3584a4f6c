/**
 * An error answer in the exact shape of the protocol being imitated. Handlers throw it; the
 * service's error handler sends `body` with `statusCode`.
 */
export class ProtocolError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${statusCode} ${JSON.stringify(body)}`);
    this.name = 'ProtocolError';
  }
}

/** An error shown to a person in the browser as a Thai HTML page. */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly html: string,
  ) {
    super(`${statusCode} page`);
    this.name = 'PageError';
  }
}
