import { ProtocolError } from '../domain/protocol-error';

/** One entry of `details` in a Messaging API error body. */
export interface LineErrorDetail {
  message: string;
  property?: string;
}

/** A Messaging API error: `{ message, details? }`, as api.line.me answers. */
export function lineMessagingError(
  statusCode: number,
  message: string,
  details: LineErrorDetail[] = [],
  headers: Record<string, string> = {},
): ProtocolError {
  const body = details.length > 0 ? { message, details } : { message };
  return new ProtocolError(statusCode, body, headers);
}

/** LINE's wording for a property it does not accept, e.g. an unknown field or a bad user id. */
export function invalidPropertyMessage(property: string): string {
  return `The property, ${property}, in the request body is invalid (line: -, column: -)`;
}

export const LINE_MESSAGES = {
  missingAuthorization:
    "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
  authenticationFailed:
    'Authentication failed. Confirm that the access token in the authorization header is valid.',
  retryKeyAccepted: 'The retry key is already accepted',
  invalidRetryKey: "The value of 'X-Line-Retry-Key' header is invalid",
  retryKeyNotSupported: "The 'X-Line-Retry-Key' header is not supported on this endpoint",
  monthlyLimit: 'You have reached your monthly limit.',
  rateLimit: 'The API rate limit has been exceeded. Try again later.',
  bodyTooLarge: 'The request body is too large',
  notJson: (line = '-', column = '-') =>
    `The request body could not be parsed as JSON (line: ${line}, column: ${column})`,
  contentType: (type: string) => `The content type, ${type}, is not supported`,
  errorCount: (count: number) => `The request body has ${count} error(s)`,
} as const;
