import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAKE_CREDENTIALS } from './fake-credentials';

/** One accepted multicast or push. */
export interface FakeDelivery {
  requestId: string;
  to: string[];
  messages: unknown[];
  retryKey: string | null;
  /** The aggregation unit the send named (`customAggregationUnits[0]`), or null. */
  aggregationUnit: string | null;
}

/** LINE's aggregation units as the fake answers them. */
export interface FakeAggregation {
  /** `numOfCustomAggregationUnits` of `/v2/bot/message/aggregation/info`. */
  used: number;
  usageCalls: number;
  /** The statistics body of each unit; a unit not here has none (nulls, empty arrays). */
  statistics: Record<string, Record<string, unknown>>;
  /** The statistics asked for, in order. */
  statisticsCalls: { unit: string; from: string; to: string }[];
  /** The statistics answer 500 while set; `delayMs` makes them wait first. */
  down: boolean;
  delayMs: number;
}

const newAggregation = (): FakeAggregation => ({
  used: 0,
  usageCalls: 0,
  statistics: {},
  statisticsCalls: [],
  down: false,
  delayMs: 0,
});

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
  aggregation: FakeAggregation;
  /** LINE's delivery insight by date (yyyyMMdd) as its body; a date not here is `unready`. */
  deliveryInsight: Record<string, Record<string, unknown>>;
  /** Answers the next calls with these faults, one each, in order. */
  failNext(...faults: FakeMessagingFault[]): void;
  /** What `lineUserId` received, message by message. */
  received(lineUserId: string): unknown[];
  reset(): void;
}

/** A month's quota no test send comes near. */
const ROOMY_QUOTA = { limit: 1_000_000, used: 0 };

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
    quota: { ...ROOMY_QUOTA },
    aggregation: newAggregation(),
    deliveryInsight: {},
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
      fake.aggregation = newAggregation();
      fake.deliveryInsight = {};
      fake.quota = { ...ROOMY_QUOTA };
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
      const body = request.body as {
        to: string | string[];
        messages: unknown[];
        customAggregationUnits?: string[];
      };
      const to = single ? [body.to as string] : (body.to as string[]);
      const requestId = randomUUID();
      if (retryKey !== null) accepted.set(retryKey, requestId);
      fake.deliveries.push({
        requestId,
        to,
        messages: body.messages,
        retryKey,
        aggregationUnit: body.customAggregationUnits?.[0] ?? null,
      });
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
  app.get('/v2/bot/insight/message/delivery', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return reply.code(401).send({ message: 'Authentication failed.' });
    }
    const { date } = request.query as { date?: string };
    return fake.deliveryInsight[date ?? ''] ?? { status: 'unready' };
  });
  app.get('/v2/bot/message/aggregation/info', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return reply.code(401).send({ message: 'Authentication failed.' });
    }
    fake.aggregation.usageCalls += 1;
    return { numOfCustomAggregationUnits: fake.aggregation.used };
  });
  app.get('/v2/bot/insight/message/event/aggregation', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return reply.code(401).send({ message: 'Authentication failed.' });
    }
    const query = request.query as { customAggregationUnit?: string; from?: string; to?: string };
    const unit = query.customAggregationUnit ?? '';
    fake.aggregation.statisticsCalls.push({ unit, from: query.from ?? '', to: query.to ?? '' });
    const { delayMs } = fake.aggregation;
    if (delayMs > 0) {
      // The caller may have given up: the socket is not kept alive, so closing the fake is quick.
      reply.header('connection', 'close');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    if (fake.aggregation.down) return reply.code(500).send({ message: 'Internal Server Error' });
    return (
      fake.aggregation.statistics[unit] ?? {
        overview: {
          uniqueImpression: null,
          uniqueClick: null,
          uniqueMediaPlayed: null,
          uniqueMediaPlayed100Percent: null,
        },
        messages: [],
        clicks: [],
      }
    );
  });
  return fake;
}
