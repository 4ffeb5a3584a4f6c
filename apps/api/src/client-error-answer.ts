import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { toClientErrorReply } from './error-reply';
import type { SecurityHeaders } from './security-headers';

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node's HTTP parser refused before
 * Fastify saw it (431 for an oversized request line or headers, 400 for anything malformed),
 * with the body convention, the security headers and a request id like every other answer.
 */
export function clientErrorAnswer(headers: SecurityHeaders) {
  return function answer(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { statusCode, body } = toClientErrorReply(error);
    const requestId = randomUUID();
    this.log.info(
      { reqId: requestId, statusCode, code: error.code },
      'request refused before routing',
    );
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const payload = JSON.stringify(body);
    const lines = [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(payload)}`,
      `x-request-id: ${requestId}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${payload}`, () => socket.destroy());
  };
}
