import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../domain/http-headers';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import type { ChannelTokens } from './channel-tokens';
import { LINE_MESSAGES, lineMessagingError } from './messaging-errors';

const requestIds = new WeakMap<FastifyRequest, string>();

/** The request's `x-line-request-id`: a new UUID per call, as LINE gives. */
export function lineRequestId(request: FastifyRequest): string {
  let id = requestIds.get(request);
  if (id === undefined) {
    id = randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/**
 * onRequest: the channel access token must be the configured fixed one or a valid token v2.1
 * the stand-in issued, before anything is read.
 */
export function requireChannelToken(fixedToken: string, issued: ChannelTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const authorization = request.headers.authorization;
    if (authorization === undefined) {
      throw lineMessagingError(401, LINE_MESSAGES.missingAuthorization);
    }
    const token = bearerToken(authorization);
    if (token !== fixedToken && (token === null || !issued.isValid(token))) {
      throw lineMessagingError(401, LINE_MESSAGES.authenticationFailed);
    }
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `X-Line-Retry-Key` header: null when absent, a 400 when it is not a UUID. */
export function retryKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['x-line-retry-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !UUID.test(key))
    throw lineMessagingError(400, LINE_MESSAGES.invalidRetryKey);
  return key.toLowerCase();
}

/** Endpoints without retry support refuse the header, as LINE does. */
export async function refuseRetryKey(request: FastifyRequest): Promise<void> {
  if (request.headers['x-line-retry-key'] !== undefined) {
    throw lineMessagingError(400, LINE_MESSAGES.retryKeyNotSupported);
  }
}

/** Ends the exchange with no answer: the client sees its connection close. */
export function dropConnection(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.destroy();
}

const fallback = protocolErrorHandler((_statusCode, message) => ({ message }));

/** Errors in LINE's shape, including those Fastify raises before a handler runs. */
export function messagingErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return fallback(lineMessagingError(413, LINE_MESSAGES.bodyTooLarge), request, reply);
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type'] ?? '';
    return fallback(lineMessagingError(415, LINE_MESSAGES.contentType(type)), request, reply);
  }
  const isJsonError =
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error instanceof SyntaxError;
  if (isJsonError)
    return fallback(lineMessagingError(400, LINE_MESSAGES.notJson()), request, reply);
  return fallback(error, request, reply);
}
