/**
 * Development defaults of the sandbox. The API's development configuration mirrors the client
 * ids and secrets below, so both sides agree without any setting.
 */
export const SANDBOX_DEFAULTS = {
  port: 3100,
  host: 'localhost',
  publicUrl: 'http://localhost:3100',
  lineChannelId: '1650000000',
  lineChannelSecret: 'sandbox-line-channel-secret',
  healthIdClientId: 'sandbox-health-id',
  healthIdClientSecret: 'sandbox-health-id-secret',
  providerIdClientId: 'sandbox-provider-id',
  providerIdClientSecret: 'sandbox-provider-id-secret',
  /** The API's development default of LINE_MESSAGING_CHANNEL_SECRET: webhooks sign with it. */
  lineMessagingChannelSecret: 'sandbox-messaging-channel-secret',
  /** A fixed channel access token the Messaging API accepts (LINE_MESSAGING_CHANNEL_ACCESS_TOKEN). */
  lineMessagingAccessToken: 'sandbox-messaging-access-token',
  /** The Messaging API channel: the API's development LINE_MESSAGING_CHANNEL_ID. */
  lineMessagingChannelId: '1660000000',
  /**
   * The channel's registered assertion signing keys (public halves, by kid): channel access
   * tokens v2.1 are issued to JWTs they sign. The private half of this one is the API's
   * development key (apps/api/src/engine/sending/channel-token-config.ts).
   */
  lineMessagingAssertionKeys: {
    keys: [
      {
        kid: 'sandbox-assertion-key',
        kty: 'RSA',
        n: '6kLS62TmjprkUIes4jQL2jjyQujnYZAmvfdQnKkCPaZveB_6qcTSlwTh7zU81CpL9xHCbElWiIAIrkBp34_o9ch2LmB6cAycQS0aQA4w0E50zyLBmPH38k8QHcKaj5jH8ai7QOiaqwKSwx3VPkHySmWIAznfVdtmOM_ZETmlWu5hWhiRzWmIwY7qcL1JIW-Yb89i8YISTIYsq98S3_QvlLz_PsUU4q5z5sU8fBqt8q4pUh9nmwpYHeJw1GfCdqyXavJCZwsHp4Y6L_q6nZmkFbjmA8nsSXACQRa29dM-RSAPeACqKPG4woqiod2Da35rDCLMK9EDaA-QQWNXYYho4Q',
        e: 'AQAB',
      },
    ],
  },
  /** The API's development PUBLIC_BASE_URL, where the webhook is found. */
  apiPublicUrl: 'http://localhost:3000',
  /**
   * LINE's rate limits, per channel and per endpoint, each endpoint counted apart from the
   * others: "Send multicast message" 200 requests a second; push is one of the "Other API
   * endpoints", 2,000 requests a second.
   * https://developers.line.biz/en/reference/messaging-api/#rate-limits
   */
  lineMulticastPerSecond: 200,
  linePushPerSecond: 2000,
  /**
   * How long after a send LINE's statistics of it appear. LINE publishes no figure, only that
   * they are computed after the message is sent and updated for 14 days
   * (https://developers.line.biz/en/docs/messaging-api/unit-based-statistics-aggregation/):
   * a few minutes, so that a reader meets the empty answer first.
   */
  lineStatisticsDelaySeconds: 300,
  /**
   * Whether the channel's LINE Official Account is verified or premium: only those may read
   * their followers' user IDs ("Get a list of users who added your LINE Official Account as a
   * friend"); others are answered 403.
   */
  lineAccountVerified: true,
  /**
   * Whether the Messaging API channel is under the LINE Login channel's provider. LINE gives a
   * user one ID per provider, so under another one the Messaging API knows none of the IDs LINE
   * Login gave: their profiles answer 404 and a push to them 400.
   */
  lineSameProvider: true,
} as const;

/** Environment variable read for each setting. */
export const SANDBOX_ENV_NAMES = {
  port: 'SANDBOX_PORT',
  host: 'SANDBOX_HOST',
  publicUrl: 'SANDBOX_PUBLIC_URL',
  lineChannelId: 'LINE_CHANNEL_ID',
  lineChannelSecret: 'LINE_CHANNEL_SECRET',
  healthIdClientId: 'HEALTH_ID_CLIENT_ID',
  healthIdClientSecret: 'HEALTH_ID_CLIENT_SECRET',
  providerIdClientId: 'PROVIDER_ID_CLIENT_ID',
  providerIdClientSecret: 'PROVIDER_ID_CLIENT_SECRET',
  // The API's own names: `npm start` gives both processes one environment, so they agree.
  lineMessagingChannelSecret: 'LINE_MESSAGING_CHANNEL_SECRET',
  lineMessagingAccessToken: 'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN',
  lineMessagingChannelId: 'LINE_MESSAGING_CHANNEL_ID',
  /** The channel's assertion public keys: a JSON Web Key Set, each key with its kid. */
  lineMessagingAssertionKeys: 'SANDBOX_LINE_ASSERTION_PUBLIC_KEYS',
  apiPublicUrl: 'PUBLIC_BASE_URL',
  /** Where the LINE stand-in POSTs webhook calls; by default the API's `/webhook/line`. */
  lineWebhookUrl: 'LINE_WEBHOOK_URL',
  /** A file the Messaging API journals each accepted request to, to survive a restart. */
  messagingJournal: 'SANDBOX_MESSAGING_JOURNAL',
  /** LINE's rate limits of multicast and push (requests a second, or `off`). */
  lineMulticastPerSecond: 'SANDBOX_LINE_MULTICAST_PER_SECOND',
  linePushPerSecond: 'SANDBOX_LINE_PUSH_PER_SECOND',
  /** Seconds after a send before its statistics appear. */
  lineStatisticsDelaySeconds: 'SANDBOX_LINE_STATISTICS_DELAY_SECONDS',
  /** `false`: the account is neither verified nor premium (its follower IDs answer 403). */
  lineAccountVerified: 'SANDBOX_LINE_ACCOUNT_VERIFIED',
  /** `false`: the Messaging API channel is under another provider than LINE Login's. */
  lineSameProvider: 'SANDBOX_LINE_SAME_PROVIDER',
} as const;

/**
 * Where each stand-in lives under the sandbox public URL. The API points its base URLs here in
 * development (for example LINE at `${publicUrl}/line`) and at the real hosts in production:
 * LINE Login authorize `https://access.line.me`, LINE APIs `https://api.line.me`,
 * Health ID `https://moph.id.th`, Provider ID `https://provider.id.th`.
 */
export const SANDBOX_BASE_PATHS = {
  line: '/line',
  /** Not a LINE host: the page and calls that make a LINE user follow or unfollow the account. */
  lineOfficialAccount: '/line/oa',
  healthId: '/health-id',
  providerId: '/provider-id',
} as const;
