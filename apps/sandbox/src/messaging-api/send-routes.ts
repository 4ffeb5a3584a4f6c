import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitedSend } from '../config/messaging-limits';
import { ProtocolError } from '../domain/protocol-error';
import { aggregationUnitOf } from './aggregation-units';
import type { ChannelFaults } from './channel-faults';
import { unknownToChannel } from './channel-users';
import { checkBroadcastBody, checkMulticastBody, checkPushBody } from './checks/requests';
import type { Injection } from './fault-profile';
import { knownUsers, type MessagingContext } from './messaging-context';
import { invalidPropertyMessage, LINE_MESSAGES, lineMessagingError } from './messaging-errors';
import type { MessagingFault } from './messaging-faults';
import { dropConnection, lineRequestId, retryKeyOf } from './messaging-http';
import type { AcceptedRequest, AcceptedRetryKey, SendKind } from './messaging-store';
import {
  AuthorizationHeaders,
  EmptyObject,
  LINE_ERRORS,
  MessagingRequestBody,
  PushResponse,
} from './schemas';

/** LINE accepts request bodies up to 2 MB. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

interface SendBody {
  to?: unknown;
  messages: unknown[];
  notificationDisabled?: boolean;
}

const STATUS_MESSAGES: Record<429 | 500 | 503, string> = {
  429: LINE_MESSAGES.rateLimit,
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * An armed status fault. LINE's answers carry no Retry-After, 429s included (the headers LINE
 * sends: https://developers.line.biz/en/reference/messaging-api/#response-headers); the header
 * goes out only when the test that armed the fault asks for it (`retryAfterSeconds`).
 */
function statusFault(fault: Extract<MessagingFault, { kind: 'status' }>): ProtocolError {
  const headers: Record<string, string> =
    fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
  return lineMessagingError(fault.status, STATUS_MESSAGES[fault.status], [], headers);
}

/** 409: the retry key's request was accepted before; a push's answer repeats its sentMessages. */
function alreadyAccepted(accepted: AcceptedRetryKey): ProtocolError {
  const body =
    accepted.kind === 'push'
      ? { message: LINE_MESSAGES.retryKeyAccepted, sentMessages: accepted.sentMessages }
      : { message: LINE_MESSAGES.retryKeyAccepted };
  return new ProtocolError(409, body, { 'x-line-accepted-request-id': accepted.requestId });
}

const serverError = () => lineMessagingError(500, STATUS_MESSAGES[500]);

/** Waits `ms`, or less when the sandbox closes. */
async function hold(ms: number, channelFaults: ChannelFaults): Promise<void> {
  try {
    await sleep(ms, undefined, { signal: channelFaults.holdSignal });
  } catch {
    // Aborted: the sandbox is closing.
  }
}

/**
 * What happens before LINE takes the request: the endpoint's rate limit (429, with no
 * Retry-After, as LINE answers), then the fault profile's timeout (no answer, then the
 * connection dropped: answers 'dropped'), added latency and 500. Answers the fault still to
 * come after acceptance, if any.
 */
async function beforeAcceptance(
  send: RateLimitedSend,
  { rates, channelFaults }: MessagingContext,
  reply: FastifyReply,
): Promise<Injection | 'dropped' | null> {
  if (!rates.admit(send)) throw lineMessagingError(429, LINE_MESSAGES.rateLimit);
  const injection = channelFaults.draw();
  if (injection === 'timeout') {
    channelFaults.count(injection);
    await hold(channelFaults.timeoutMs, channelFaults);
    dropConnection(reply);
    return 'dropped';
  }
  if (channelFaults.latencyMs > 0) await hold(channelFaults.latencyMs, channelFaults);
  if (injection === 'serverError') {
    channelFaults.count(injection);
    throw serverError();
  }
  return injection;
}

/** `POST /v2/bot/message/{push,multicast,broadcast}`: check, deduplicate by retry key, deliver. */
const sendRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, context) => {
  const { store, faults, channelFaults } = context;

  const CHECKS: Record<SendKind, (body: unknown, httpMediaOrigin: string) => ProtocolError | null> =
    {
      push: checkPushBody,
      multicast: checkMulticastBody,
      broadcast: checkBroadcastBody,
    };

  function recipientsOf(kind: SendKind, body: SendBody): string[] {
    if (kind === 'broadcast') return knownUsers(store);
    if (kind === 'push') return [String(body.to)];
    const to = body.to as string[];
    const unique = new Set(to);
    return unique.size === to.length ? to : Array.from(unique);
  }

  /** The accepted request, or null when the connection was dropped instead of answered. */
  async function send(
    kind: SendKind,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AcceptedRequest | null> {
    // Rate limits and faults stand for LINE's side of push and multicast, the engine's calls.
    const injection = kind === 'broadcast' ? null : await beforeAcceptance(kind, context, reply);
    if (injection === 'dropped') return null;
    const retryKey = retryKeyOf(request);
    const fault = kind === 'broadcast' ? null : faults.take();
    if (fault?.kind === 'delay') await sleep(fault.delayMs);
    if (fault?.kind === 'bad_request') throw lineMessagingError(400, fault.message);
    if (fault?.kind === 'status' && !fault.delivered) throw statusFault(fault);

    const accepted = retryKey === null ? undefined : store.retryKeys.get(retryKey);
    if (accepted) throw alreadyAccepted(accepted);
    const invalid = CHECKS[kind](request.body, context.config.apiOrigin);
    if (invalid) throw invalid;
    if (
      kind === 'push' &&
      unknownToChannel(context.config, String((request.body as SendBody).to))
    ) {
      throw lineMessagingError(400, invalidPropertyMessage("'to'"));
    }

    const body = request.body as SendBody;
    const recipients = recipientsOf(kind, body);
    // LINE's 429 of the monthly limit carries no Retry-After either: waiting does not help.
    if (store.usageThisMonth() + recipients.length > store.quota) {
      throw lineMessagingError(429, LINE_MESSAGES.monthlyLimit);
    }
    const sent = store.accept({
      requestId: lineRequestId(request),
      kind,
      retryKey,
      messages: body.messages,
      recipients,
      notificationDisabled: body.notificationDisabled === true,
      aggregationUnit: kind === 'broadcast' ? null : aggregationUnitOf(body),
    });
    // The answer is lost after LINE took the request: the case the retry key exists for.
    if (injection === 'acceptedThenError') {
      channelFaults.count(injection);
      throw serverError();
    }
    if (injection === 'acceptedThenDrop') {
      channelFaults.count(injection);
      dropConnection(reply);
      return null;
    }
    if (fault?.kind === 'status') throw statusFault(fault);
    return sent;
  }

  const schema = (ok: typeof EmptyObject | typeof PushResponse) => ({
    headers: AuthorizationHeaders,
    body: MessagingRequestBody,
    response: { 200: ok, ...LINE_ERRORS },
  });

  app.post(
    '/v2/bot/message/push',
    { bodyLimit: BODY_LIMIT_BYTES, schema: schema(PushResponse) },
    async (request, reply) => {
      const sent = await send('push', request, reply);
      return sent === null ? reply : { sentMessages: sent.sentMessages };
    },
  );

  app.post(
    '/v2/bot/message/multicast',
    { bodyLimit: BODY_LIMIT_BYTES, schema: schema(EmptyObject) },
    async (request, reply) => ((await send('multicast', request, reply)) === null ? reply : {}),
  );

  app.post(
    '/v2/bot/message/broadcast',
    { bodyLimit: BODY_LIMIT_BYTES, schema: schema(EmptyObject) },
    async (request, reply) => ((await send('broadcast', request, reply)) === null ? reply : {}),
  );
};

export default sendRoutes;
