import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
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

/** The channel access tokens v2.1 the fake issued and revoked. */
export interface FakeChannelTokens {
  /** Every token issued, in order, with the payload of the assertion that asked for it. */
  issued: { accessToken: string; assertion: Record<string, unknown> }[];
  revoked: string[];
  /** Tokens still accepted. */
  valid: Set<string>;
  /** Every issued token stops being accepted (as when they expire), the calls answering 401. */
  expireAll(): void;
}

/** The assertion signing key registered with the fake's channel (a fresh one per test run). */
const FAKE_ASSERTION_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 });
const FAKE_MESSAGING_CHANNEL_ID = '2000000002';
const FAKE_ASSERTION_KEY_ID = 'fake-assertion-key';

/** The API's variables that make it issue channel access tokens v2.1 from the fake. */
export function fakeIssuedTokenEnv(): Record<string, string> {
  return {
    LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: '',
    LINE_MESSAGING_CHANNEL_ID: FAKE_MESSAGING_CHANNEL_ID,
    LINE_MESSAGING_ASSERTION_KEY_ID: FAKE_ASSERTION_KEY_ID,
    LINE_MESSAGING_ASSERTION_PRIVATE_KEY: JSON.stringify(
      FAKE_ASSERTION_KEY.privateKey.export({ format: 'jwk' }),
    ),
  };
}

/** The payload of a JWT signed RS256 with the fake's key for its channel, or null. */
function verifiedAssertion(jwt: string): Record<string, unknown> | null {
  const [header, payload, signature] = jwt.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    FAKE_ASSERTION_KEY.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return claims['iss'] === FAKE_MESSAGING_CHANNEL_ID ? claims : null;
}

export interface FakeMessaging {
  deliveries: FakeDelivery[];
  tokens: FakeChannelTokens;
  /** Calls answered so far, accepted or not. */
  calls: number;
  quota: { limit: number | null; used: number };
  aggregation: FakeAggregation;
  /** LINE's delivery insight by date (yyyyMMdd) as its body; a date not here is `unready`. */
  deliveryInsight: Record<string, Record<string, unknown>>;
  /** The messages of each `validate/multicast` call, in order. */
  validations: unknown[][];
  /** While set, `validate/multicast` answers 400 with this body (LINE's error body). */
  validationRefusal: { message: string; details?: { message: string; property: string }[] } | null;
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
  const tokens: FakeChannelTokens = {
    issued: [],
    revoked: [],
    valid: new Set(),
    expireAll: () => tokens.valid.clear(),
  };
  const fake: FakeMessaging = {
    deliveries: [],
    tokens,
    calls: 0,
    quota: { ...ROOMY_QUOTA },
    aggregation: newAggregation(),
    deliveryInsight: {},
    validations: [],
    validationRefusal: null,
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
      fake.validations = [];
      fake.validationRefusal = null;
      fake.quota = { ...ROOMY_QUOTA };
      tokens.issued = [];
      tokens.revoked = [];
      tokens.valid.clear();
    },
  };
  const authorized = (authorization: string | undefined) =>
    authorization === `Bearer ${FAKE_CREDENTIALS.messagingAccessToken}` ||
    (authorization?.startsWith('Bearer ') === true && tokens.valid.has(authorization.slice(7)));

  // issueChannelTokenByJWT and revokeChannelTokenByJWT ("channel-access-token.yml", line/line-openapi).
  app.post('/oauth2/v2.1/token', async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    const assertion =
      form['grant_type'] === 'client_credentials' &&
      form['client_assertion_type'] === 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
        ? verifiedAssertion(form['client_assertion'] ?? '')
        : null;
    if (!assertion) {
      return reply
        .code(400)
        .send({ error: 'invalid_client', error_description: 'Invalid signature' });
    }
    const accessToken = `fake-issued-token-${tokens.issued.length + 1}`;
    tokens.issued.push({ accessToken, assertion });
    tokens.valid.add(accessToken);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: Number(assertion['token_exp']),
      key_id: randomUUID(),
    };
  });
  app.post('/oauth2/v2.1/revoke', async (request) => {
    const form = request.body as Record<string, string | undefined>;
    const accessToken = form['access_token'] ?? '';
    tokens.revoked.push(accessToken);
    tokens.valid.delete(accessToken);
    return '';
  });

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

  app.post('/v2/bot/message/validate/multicast', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return reply.code(401).send({ message: 'Authentication failed.' });
    }
    fake.validations.push((request.body as { messages: unknown[] }).messages);
    if (fake.validationRefusal) return reply.code(400).send(fake.validationRefusal);
    return reply.code(200).send({});
  });
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
