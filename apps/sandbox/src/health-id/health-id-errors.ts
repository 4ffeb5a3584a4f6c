import { ProtocolError } from '../domain/protocol-error';

export const HEALTH_ID_BRAND = 'Health ID กระทรวงสาธารณสุข (ระบบจำลอง)';

/** A Health ID error: `{ status: 'fail', message }`. */
export function healthIdError(statusCode: number, message: string): ProtocolError {
  return new ProtocolError(statusCode, { status: 'fail', message });
}
