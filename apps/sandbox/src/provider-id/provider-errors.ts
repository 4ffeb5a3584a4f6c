import { ProtocolError } from '../domain/protocol-error';

/** A Provider ID error: `{ status: <HTTP status>, message }`. */
export function providerError(statusCode: number, message: string): ProtocolError {
  return new ProtocolError(statusCode, { status: statusCode, message });
}
