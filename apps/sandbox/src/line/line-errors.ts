import type { FastifyRequest } from 'fastify';
import { isFormRequest } from '../domain/http-headers';
import { ProtocolError } from '../domain/protocol-error';

export const LINE_BRAND = 'LINE Login (ระบบจำลอง)';

/** A LINE Login OAuth error: `{ error, error_description }`. */
export function lineOAuthError(
  statusCode: number,
  error: string,
  description: string,
): ProtocolError {
  return new ProtocolError(statusCode, { error, error_description: description });
}

/** An error of the LINE social API: `{ message }`. */
export function lineApiError(statusCode: number, message: string): ProtocolError {
  return new ProtocolError(statusCode, { message }, { 'www-authenticate': 'Bearer' });
}

/** preValidation of LINE's OAuth endpoints: they take form-encoded bodies only. */
export async function requireFormBody(request: FastifyRequest): Promise<void> {
  if (!isFormRequest(request)) {
    throw lineOAuthError(
      400,
      'invalid_request',
      'Content-Type must be application/x-www-form-urlencoded',
    );
  }
}
