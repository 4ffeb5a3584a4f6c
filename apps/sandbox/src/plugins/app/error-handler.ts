import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PageError, ProtocolError } from '../../domain/protocol-error';

/** Builds the body of an error the route did not shape itself (validation, unexpected). */
export type ErrorBodyShape = (statusCode: number, message: string) => Record<string, unknown>;

/**
 * An error handler that answers in the shape of the imitated protocol: thrown ProtocolErrors and
 * PageErrors as they are, schema validation failures as 400, anything else as 500.
 */
export function protocolErrorHandler(shape: ErrorBodyShape) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ProtocolError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof PageError) {
      return reply.code(error.statusCode).type('text/html; charset=utf-8').send(error.html);
    }
    const statusCode =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'sandbox route failed');
    return reply
      .code(statusCode)
      .send(shape(statusCode, statusCode >= 500 ? 'Internal Server Error' : error.message));
  };
}
