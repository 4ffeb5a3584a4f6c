import { Type } from '@sinclair/typebox';

export const SentMessages = Type.Array(
  Type.Object({ id: Type.String(), quoteToken: Type.Optional(Type.String()) }),
);

/** Every error of the Messaging API: `{ message, details? }`; a 409 of a push also `sentMessages`. */
export const LineErrorBody = Type.Object({
  message: Type.String(),
  details: Type.Optional(
    Type.Array(
      Type.Object({
        message: Type.Optional(Type.String()),
        property: Type.Optional(Type.String()),
      }),
    ),
  ),
  sentMessages: Type.Optional(SentMessages),
});

/** The error answers every Messaging API route may give. */
export const LINE_ERRORS = {
  400: LineErrorBody,
  401: LineErrorBody,
  409: LineErrorBody,
  413: LineErrorBody,
  415: LineErrorBody,
  429: LineErrorBody,
  500: LineErrorBody,
  503: LineErrorBody,
} as const;

export const AuthorizationHeaders = Type.Object({
  authorization: Type.Optional(Type.String()),
  'x-line-retry-key': Type.Optional(Type.String()),
});

/**
 * A send or validate body. Checked by `checks/requests.ts` rather than by the schema, so that a
 * bad body is answered in LINE's words (`details[].property` naming the field).
 */
export const MessagingRequestBody = Type.Unknown({
  description: 'A LINE Messaging API request body (to, messages, notificationDisabled)',
});

export const EmptyObject = Type.Object({}, { description: 'An empty JSON object' });

export const PushResponse = Type.Object({ sentMessages: SentMessages });

export const QuotaResponse = Type.Object({
  type: Type.Literal('limited'),
  value: Type.Integer(),
});

export const QuotaConsumptionResponse = Type.Object({ totalUsage: Type.Integer() });

export const DateQuery = Type.Object({ date: Type.Optional(Type.String()) });

const InsightStatus = Type.Union([
  Type.Literal('ready'),
  Type.Literal('unready'),
  Type.Literal('out_of_service'),
]);

export const MessageDeliveriesResponse = Type.Object({
  status: InsightStatus,
  broadcast: Type.Optional(Type.Integer()),
  targeting: Type.Optional(Type.Integer()),
  apiBroadcast: Type.Optional(Type.Integer()),
  apiPush: Type.Optional(Type.Integer()),
  apiMulticast: Type.Optional(Type.Integer()),
  apiNarrowcast: Type.Optional(Type.Integer()),
  apiReply: Type.Optional(Type.Integer()),
});

export const FollowersResponse = Type.Object({
  status: InsightStatus,
  followers: Type.Optional(Type.Integer()),
  targetedReaches: Type.Optional(Type.Integer()),
  blocks: Type.Optional(Type.Integer()),
});

export const MessageEventQuery = Type.Object({ requestId: Type.Optional(Type.String()) });

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const MessageEventResponse = Type.Object({
  overview: Type.Object({
    requestId: Type.String(),
    timestamp: Type.Integer({ description: 'seconds since the epoch' }),
    /** Null until LINE has counted the request's deliveries. */
    delivered: NullableInteger,
    uniqueImpression: NullableInteger,
    uniqueClick: NullableInteger,
    uniqueMediaPlayed: NullableInteger,
    uniqueMediaPlayed100Percent: NullableInteger,
  }),
  messages: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      impression: NullableInteger,
      mediaPlayed: NullableInteger,
      mediaPlayed25Percent: NullableInteger,
      mediaPlayed50Percent: NullableInteger,
      mediaPlayed75Percent: NullableInteger,
      mediaPlayed100Percent: NullableInteger,
      uniqueMediaPlayed: NullableInteger,
      uniqueMediaPlayed25Percent: NullableInteger,
      uniqueMediaPlayed50Percent: NullableInteger,
      uniqueMediaPlayed75Percent: NullableInteger,
      uniqueMediaPlayed100Percent: NullableInteger,
    }),
  ),
  clicks: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      url: Type.String(),
      click: NullableInteger,
      uniqueClick: NullableInteger,
      uniqueClickOfRequest: NullableInteger,
    }),
  ),
});

const UnitStatisticsMessage = Type.Object({
  seq: Type.Integer(),
  impression: NullableInteger,
  uniqueImpression: NullableInteger,
  mediaPlayed: NullableInteger,
  mediaPlayed25Percent: NullableInteger,
  mediaPlayed50Percent: NullableInteger,
  mediaPlayed75Percent: NullableInteger,
  mediaPlayed100Percent: NullableInteger,
  uniqueMediaPlayed: NullableInteger,
  uniqueMediaPlayed25Percent: NullableInteger,
  uniqueMediaPlayed50Percent: NullableInteger,
  uniqueMediaPlayed75Percent: NullableInteger,
  uniqueMediaPlayed100Percent: NullableInteger,
});

export const UnitStatisticsQuery = Type.Object({
  customAggregationUnit: Type.Optional(Type.String()),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});

/** `GET /v2/bot/insight/message/event/aggregation`: statistics per aggregation unit. */
export const UnitStatisticsResponse = Type.Object({
  overview: Type.Object({
    uniqueImpression: NullableInteger,
    uniqueClick: NullableInteger,
    uniqueMediaPlayed: NullableInteger,
    uniqueMediaPlayed100Percent: NullableInteger,
  }),
  messages: Type.Array(UnitStatisticsMessage),
  clicks: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      url: Type.String(),
      click: NullableInteger,
      uniqueClick: NullableInteger,
      uniqueClickOfRequest: NullableInteger,
    }),
  ),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** LINE's 400 of the statistics per unit: `{ message: null, key: null, stacktrace: null, code: null }`. */
export const UnitStatisticsErrorBody = Type.Object({
  message: NullableString,
  key: Type.Optional(NullableString),
  stacktrace: Type.Optional(NullableString),
  code: Type.Optional(NullableString),
  details: LineErrorBody.properties.details,
});

export const AggregationUnitUsageResponse = Type.Object({
  numOfCustomAggregationUnits: Type.Integer(),
});

export const AggregationUnitListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  start: Type.Optional(Type.String()),
});

export const AggregationUnitListResponse = Type.Object({
  customAggregationUnits: Type.Array(Type.String()),
  next: Type.Optional(Type.String()),
});

export const FollowerIdsQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  start: Type.Optional(Type.String()),
});

export const FollowerIdsResponse = Type.Object({
  userIds: Type.Array(Type.String()),
  next: Type.Optional(Type.String()),
});

export const UserIdParams = Type.Object({ userId: Type.String() });

/** messaging-api.yml, UserProfileResponse. */
export const UserProfileResponse = Type.Object({
  userId: Type.String(),
  displayName: Type.String(),
  pictureUrl: Type.Optional(Type.String()),
  statusMessage: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});

// Sandbox control routes (/sandbox/messaging).

export const FaultName = Type.Union([
  Type.Literal('status_429'),
  Type.Literal('status_500'),
  Type.Literal('status_503'),
  Type.Literal('delay'),
  Type.Literal('bad_request'),
]);

export const ArmMessagingFaultBody = Type.Object(
  {
    fault: FaultName,
    /** How many of the next multicast/push calls it applies to. */
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /**
     * A Retry-After header, in seconds, on the fault's answers. LINE never sends one: only for a
     * test of a client that must honour it (the console's end-to-end tests arm it).
     */
    retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
    /** status_*: deliver the request first (consuming its retry key), then answer the error. */
    delivered: Type.Optional(Type.Boolean()),
    /** delay: milliseconds to wait before handling the call. */
    delayMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 120_000 })),
    /** bad_request: the message of the 400 answer. */
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const ArmedFaultResponse = Type.Object({
  armed: Type.Union([
    Type.Null(),
    Type.Object({
      kind: Type.String(),
      remaining: Type.Integer(),
      status: Type.Optional(Type.Integer()),
      retryAfterSeconds: Type.Optional(Type.Integer()),
      delivered: Type.Optional(Type.Boolean()),
      delayMs: Type.Optional(Type.Integer()),
      message: Type.Optional(Type.String()),
    }),
  ]),
});

export const UserQuery = Type.Object({
  userId: Type.String({ pattern: '^U[0-9a-f]{32}$' }),
});

export const DeliveriesResponse = Type.Object({
  userId: Type.String(),
  deliveries: Type.Array(
    Type.Object({
      requestId: Type.String(),
      kind: Type.String(),
      at: Type.String({ format: 'date-time' }),
      retryKey: Type.Union([Type.String(), Type.Null()]),
      messages: Type.Array(Type.Unknown()),
    }),
  ),
});

const EndpointRateStats = Type.Object({
  /** Requests a second, or null: no limit. */
  limitPerSecond: Type.Union([Type.Integer(), Type.Null()]),
  peakRequestsPerSecond: Type.Integer(),
  rateLimited: Type.Integer(),
});

export const StatsResponse = Type.Object({
  requests: Type.Integer(),
  users: Type.Integer(),
  recipients: Type.Integer(),
  messages: Type.Integer(),
  duplicates: Type.Integer(),
  quota: Type.Integer(),
  totalUsage: Type.Integer(),
  /** The most push+multicast requests received in one wall-clock second since the reset. */
  peakRequestsPerSecond: Type.Integer(),
  /** 429s answered by the rate limits of push and multicast together. */
  rateLimited: Type.Integer(),
  /** Each endpoint's rate limit in force, its busiest second and its 429s (LINE counts apart). */
  rateLimits: Type.Object({ multicast: EndpointRateStats, push: EndpointRateStats }),
  /** Faults the profile injected, by kind. */
  injected: Type.Object({
    serverError: Type.Integer(),
    acceptedThenError: Type.Integer(),
    acceptedThenDrop: Type.Integer(),
    timeout: Type.Integer(),
  }),
});

export const ReceiptsQuery = Type.Object({
  /** Text the messages of one broadcast carry (searched in their JSON). */
  marker: Type.String({ minLength: 1 }),
  /** Also list the user ids. */
  users: Type.Optional(Type.Boolean()),
});

export const ReceiptsResponse = Type.Object({
  requests: Type.Integer(),
  recipients: Type.Integer(),
  users: Type.Integer(),
  repeatedUsers: Type.Integer(),
  repeatedSample: Type.Array(Type.String()),
  retryKeys: Type.Integer(),
  userIds: Type.Optional(Type.Array(Type.String())),
});

export const QuotaBody = Type.Object(
  { value: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

export const StatusOk = Type.Object({ status: Type.Literal('ok') });

export const ChatPageQuery = Type.Object({
  userId: Type.Optional(Type.String()),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
