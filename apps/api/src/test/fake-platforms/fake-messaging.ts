import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAKE_CREDENTIALS } from './fake-credentials';

/** One accepted multicast or push. */
export interface FakeDelivery {
  requestId: string;
  to: string[];
  messages: unknown[];
  retryKey: string | null;
}

/** How the next calls are answered instead of accepting: a status (with Retry-After), or a wait. */
export interface FakeMessagingFault {
  status?: number;
  retryAfterSeconds?: number;
  message?: string;
  delayMs?: number;
}

export interface FakeMessaging {
  deliveries: FakeDelivery[];
  /** Calls answered so far, accepted or not. */
  calls: number;
  quota: { limit: number | null; used: number };
  /** Answers the next calls with these faults, one each, in order. */
  failNext(...faults: FakeMessagingFault[]): void;
  /** What `lineUserId` received, message by message. */
  received(lineUserId: string): unknown[];
  reset(): void;
}

/**
 * The parts of LINE's Messaging API the sending uses, at the root as api.line.me: multicast and push with the
 * channel access token, retry keys remembered (a repeat answers 409 with the accepted request
 * id, delivering nothing), quota and consumption. Independent of apps/sandbox on purpose.
 */
export function registerFakeMessaging(app: FastifyInstance): FakeMessaging {
  const accepted = new Map<string, string>();
  let faults: FakeMessagingFault[] = [];
  const fake: FakeMessaging = {
    deliveries: [],
    calls: 0,
    quota: { limit: 1_000_000, used: 0 },
    failNext: (...next) => {
      faults.push(...next);
    },
    received: (lineUserId) =>
      fake.deliveries.filter((d) => d.to.includes(lineUserId)).flatMap((d) => d.messages),
    reset: () => {
      fake.deliveries = [];
      fake.calls = 0;
      faults = [];
      accepted.clear();
    },
  };
  const authorized = (authorization: string | undefined) =>
    authorization === `Bearer ${FAKE_CREDENTIALS.messagingAccessToken}`;

  const send =
    (single: boolean) =>
    async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      fake.calls += 1;
      if (!authorized(request.headers.authorization)) {
        return reply.code(401).send({ message: 'Authentication failed.' });
      }
      const fault = faults.shift();
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status) {
        if (fault.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(fault.retryAfterSeconds));
        return reply.code(fault.status).send({ message: fault.message ?? 'fault' });
      }
      const retryKey = (request.headers['x-line-retry-key'] as string | undefined) ?? null;
      if (retryKey !== null && accepted.has(retryKey)) {
        reply.header('x-line-accepted-request-id', accepted.get(retryKey));
        return reply.code(409).send({ message: 'The retry key is already accepted' });
      }
      const body = request.body as { to: string | string[]; messages: unknown[] };
      const to = single ? [body.to as string] : (body.to as string[]);
      const requestId = randomUUID();
      if (retryKey !== null) accepted.set(retryKey, requestId);
      fake.deliveries.push({ requestId, to, messages: body.messages, retryKey });
      fake.quota.used += to.length * body.messages.length;
      reply.header('x-line-request-id', requestId);
      return reply.code(200).send(single ? { sentMessages: [] } : {});
    };

  app.post('/v2/bot/message/multicast', send(false));
  app.post('/v2/bot/message/push', send(true));
  app.get('/v2/bot/message/quota', async (request, reply) =>
    authorized(request.headers.authorization)
      ? fake.quota.limit === null
        ? { type: 'none' }
        : { type: 'limited', value: fake.quota.limit }
      : reply.code(401).send({ message: 'Authentication failed.' }),
  );
  app.get('/v2/bot/message/quota/consumption', async (request, reply) =>
    authorized(request.headers.authorization)
      ? { totalUsage: fake.quota.used }
      : reply.code(401).send({ message: 'Authentication failed.' }),
  );
  return fake;
}
