import type { KeyObject } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  APPROVAL_MIN_RECIPIENTS_DEFAULT,
  APPROVAL_MIN_RECIPIENTS_MAX,
  APPROVAL_MIN_RECIPIENTS_MIN,
} from '@hbc/contracts';
import {
  CID_ENCRYPTION_KEYS_RULE,
  CID_HASH_KEY_RULE,
  DEVELOPMENT_CID_KEYS,
  parseCidEncryptionKeys,
  parseCidHashKey,
  type CidKeys,
} from './cid/cid-keys';
import { paths } from './paths';
import { DEFAULT_RETENTION_MONTHS } from './db/monthly-partitions';
import {
  DEVELOPMENT_IP_HASH_KEY,
  IP_HASH_KEY_RULE,
  parseIpHashKey,
} from './areas/tracking-redirect/ip-hash';
import { trustProxyOf, TrustProxyEnv, type TrustProxy } from './trust-proxy';
import {
  ASSERTION_PRIVATE_KEY_RULE,
  DEFAULT_TOKEN_LIFETIME_S,
  channelTokenOf,
  givenChannelToken,
  MAX_TOKEN_LIFETIME_S,
  type ChannelTokenConfig,
} from './engine/sending/channel-token-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const BOOLEANS = ['true', 'false'] as const;

function oneOf<T extends readonly string[]>(values: T, defaultValue?: T[number]) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    {
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
      description: `one of ${values.join(', ')}`,
    },
  );
}

const URL_PATTERN = '^https?://[^\\s/?#]+(/[^\\s?#]*)?$';
const URL_DESCRIPTION = 'an absolute http:// or https:// URL without query or fragment';
const baseUrl = () =>
  Type.Optional(Type.String({ pattern: URL_PATTERN, description: URL_DESCRIPTION }));
const credential = (what: string) =>
  Type.Optional(Type.String({ minLength: 1, description: what }));

/** Environment variables the API reads. `description` says what a valid value looks like. */
const EnvSchema = Type.Object({
  /**
   * Unset counts as a deployment that forgot to say: only development and test may sign with the
   * development secret.
   */
  NODE_ENV: Type.Optional(oneOf(NODE_ENVS)),
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 3000,
    description: 'an integer from 1 to 65535',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'a host name or address' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://\\S+$',
      description: 'a PostgreSQL connection string starting with postgres:// or postgresql://',
    }),
  ),
  DATA_DIR: Type.String({
    minLength: 1,
    default: join(paths.repoRoot, '.data'),
    description: 'a directory path',
  }),
  /** Where uploaded media is kept; defaults to <DATA_DIR>/uploads. */
  UPLOAD_DIR: Type.Optional(Type.String({ minLength: 1, description: 'a directory path' })),
  /**
   * Where this process journals the tracking-link visits it has not written yet; defaults to
   * <DATA_DIR>/visit-journal; `off` keeps none (a killed process loses up to a second of visits).
   */
  VISIT_JOURNAL_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'a directory path, or off' }),
  ),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_BASE_URL: Type.Optional(
    Type.String({
      pattern: URL_PATTERN,
      description: URL_DESCRIPTION,
    }),
  ),
  CONSOLE_DIST: Type.String({
    minLength: 1,
    default: join(paths.repoRoot, 'dist', 'apps', 'console'),
    description: 'a directory path',
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  JWT_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'a secret of at least 32 characters' }),
  ),
  /** Keys of the citizen IDs (checked by `cidKeysOf`, never quoted in a message). */
  CID_HASH_KEY: Type.Optional(Type.String({ description: CID_HASH_KEY_RULE })),
  CID_ENCRYPTION_KEYS: Type.Optional(Type.String({ description: CID_ENCRYPTION_KEYS_RULE })),
  /** Key of the hashes clicks keep of their IP address (checked by `ipHashKeyOf`, never quoted). */
  TRACKING_IP_HASH_KEY: Type.Optional(Type.String({ description: IP_HASH_KEY_RULE })),
  /** Origins the console may ask sign-in to return to (comma-separated). */
  CONSOLE_ORIGINS: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/?#,]+(\\s*,\\s*https?://[^\\s/?#,]+)*$',
      description: 'a comma-separated list of http:// or https:// origins (no path)',
    }),
  ),
  LINE_LOGIN_CHANNEL_ID: Type.Optional(
    Type.String({ pattern: '^[0-9]+$', description: 'a numeric LINE Login channel id' }),
  ),
  LINE_LOGIN_CHANNEL_SECRET: credential('the LINE Login channel secret'),
  /** Default of both LINE base URLs below (the sandbox serves both under one prefix). */
  LINE_LOGIN_BASE_URL: baseUrl(),
  LINE_LOGIN_WEB_BASE_URL: baseUrl(),
  LINE_LOGIN_API_BASE_URL: baseUrl(),
  /** The Messaging API channel's secret: LINE signs its webhook calls with it (X-Line-Signature). */
  LINE_MESSAGING_CHANNEL_SECRET: credential('the LINE Messaging API channel secret'),
  /**
   * Sends broadcasts and test messages (multicast, push, quota): a fixed long-lived channel access
   * token, or else the three variables of channel access tokens v2.1 below.
   */
  LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: credential(
    'a LINE Messaging API channel access token (or else LINE_MESSAGING_CHANNEL_ID, LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID, to issue channel access tokens v2.1)',
  ),
  /** Channel access tokens v2.1: the channel, its assertion signing key and that key's kid. */
  LINE_MESSAGING_CHANNEL_ID: Type.Optional(
    Type.String({ pattern: '^[0-9]+$', description: 'a numeric Messaging API channel id' }),
  ),
  /** Checked by `givenChannelToken`, never quoted in a message. */
  LINE_MESSAGING_ASSERTION_PRIVATE_KEY: Type.Optional(
    Type.String({ description: ASSERTION_PRIVATE_KEY_RULE }),
  ),
  LINE_MESSAGING_ASSERTION_KEY_ID: credential('the kid of the assertion signing key'),
  /** How long each channel access token v2.1 lives; renewed at 80% of it. */
  LINE_MESSAGING_TOKEN_LIFETIME_S: Type.Integer({
    minimum: 600,
    maximum: MAX_TOKEN_LIFETIME_S,
    default: DEFAULT_TOKEN_LIFETIME_S,
    description: `an integer from 600 to ${MAX_TOKEN_LIFETIME_S} (seconds)`,
  }),
  /** Origin of the Messaging API (real: https://api.line.me); default: the sandbox. A path is ignored. */
  LINE_MESSAGING_API_BASE_URL: baseUrl(),
  /** Multicast calls per second across every process (LINE's limit is 200). */
  LINE_MULTICAST_PER_SECOND: Type.Integer({
    minimum: 1,
    maximum: 2000,
    default: 200,
    description: 'an integer from 1 to 2000',
  }),
  /** How long one call to LINE may take before it counts as failed (and is retried). */
  LINE_REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description: 'an integer from 100 to 120000 (milliseconds)',
  }),
  /** Whole months delivery and click rows are kept after the current one. */
  DELIVERY_RETENTION_MONTHS: Type.Integer({
    minimum: 1,
    maximum: 120,
    default: DEFAULT_RETENTION_MONTHS,
    description: 'an integer from 1 to 120 (months)',
  }),
  /** How old LINE's quota may be on the dashboard before it asks LINE again (0: every time). */
  LINE_QUOTA_MAX_AGE_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 30_000,
    description: 'an integer from 0 to 600000 (milliseconds)',
  }),
  /** First wait before a batch is tried again after a transient answer; it doubles each time. */
  LINE_RETRY_BASE_MS: Type.Integer({
    minimum: 1,
    maximum: 60_000,
    default: 1000,
    description: 'an integer from 1 to 60000 (milliseconds)',
  }),
  /** The longest wait between two tries of a batch (LINE's Retry-After included). */
  LINE_RETRY_MAX_DELAY_MS: Type.Integer({
    minimum: 1,
    maximum: 3_600_000,
    default: 60_000,
    description: 'an integer from 1 to 3600000 (milliseconds)',
  }),
  /**
   * How long a batch keeps trying after transient answers (429, 5xx, none) before it fails; kept
   * under the 24 hours LINE remembers a retry key.
   */
  LINE_GIVE_UP_AFTER_MS: Type.Integer({
    minimum: 0,
    maximum: 82_800_000,
    default: 900_000,
    description: 'an integer from 0 to 82800000 (milliseconds)',
  }),
  /**
   * true: LINE checks a broadcast's messages too (`validate/multicast`) when it is saved and when
   * it is sent, beside the composer's model.
   */
  LINE_VALIDATE_MESSAGES: oneOf(BOOLEANS, 'true'),
  /**
   * true: at start-up the Messaging API channel is asked about the staff members' LINE user IDs,
   * to tell whether it and the LINE Login channel are under one provider.
   */
  LINE_CHANNEL_CHECK: oneOf(BOOLEANS, 'true'),
  /** false: this process takes no batches (a pure web process); the others send. */
  SENDING_ENABLED: oneOf(BOOLEANS, 'true'),
  /** Bearer token of `GET /metrics`; without it the metrics are open (development only). */
  METRICS_TOKEN: Type.Optional(
    Type.String({ minLength: 32, description: 'a secret of at least 32 characters' }),
  ),
  /** Port of a worker process's own listener (`/metrics` and `/health` only); none without. */
  METRICS_PORT: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 65535, description: 'an integer from 1 to 65535' }),
  ),
  HEALTH_ID_BASE_URL: baseUrl(),
  HEALTH_ID_CLIENT_ID: credential('the Health ID client id'),
  HEALTH_ID_CLIENT_SECRET: credential('the Health ID client secret'),
  PROVIDER_ID_BASE_URL: baseUrl(),
  PROVIDER_ID_CLIENT_ID: credential('the Provider ID client id'),
  PROVIDER_ID_CLIENT_SECRET: credential('the Provider ID secret key'),
  /** Where the development defaults find the sandbox. */
  SANDBOX_PUBLIC_URL: baseUrl(),
  SEED_DEMO_DATA: oneOf(BOOLEANS, 'false'),
  /** Synthetic citizens spread over the demo units at start (with SEED_DEMO_DATA=true). */
  SEED_DEMO_CITIZENS: Type.Integer({
    minimum: 0,
    maximum: 10_000_000,
    default: 0,
    description: 'an integer from 0 to 10000000',
  }),
  /** Bearer token of the programme's registry on `POST /api/citizen/import` (none: Super Admin only). */
  CITIZEN_REGISTRY_TOKEN: Type.Optional(
    Type.String({ minLength: 32, description: 'a secret of at least 32 characters' }),
  ),
  LOGIN_RATE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 10000,
    default: 30,
    description: 'an integer from 1 to 10000',
  }),
  /** Uploaded images checked and resized at once; each holds one of libuv's 4 pool threads. */
  UPLOAD_IMAGE_JOBS: Type.Integer({
    minimum: 1,
    maximum: 3,
    default: 2,
    description: 'an integer from 1 to 3',
  }),
  /** Uploaded images that may wait for their turn; the next is answered 429. */
  UPLOAD_IMAGE_QUEUE: Type.Integer({
    minimum: 0,
    maximum: 100,
    default: 8,
    description: 'an integer from 0 to 100',
  }),
  /** Proxies whose X-Forwarded-For names the client (`request.ip`); none unless set. */
  TRUST_PROXY: TrustProxyEnv,
  /**
   * Recipients from which a send needs a second person's approval, until the Super Admin sets
   * another threshold in the console.
   */
  APPROVAL_MIN_RECIPIENTS: Type.Integer({
    minimum: APPROVAL_MIN_RECIPIENTS_MIN,
    maximum: APPROVAL_MIN_RECIPIENTS_MAX,
    default: APPROVAL_MIN_RECIPIENTS_DEFAULT,
    description: `an integer from ${APPROVAL_MIN_RECIPIENTS_MIN} to ${APPROVAL_MIN_RECIPIENTS_MAX}`,
  }),
  /** When the nightly follower check runs (cron, Asia/Bangkok time); unset: it never runs by itself. */
  FOLLOWER_SYNC_SCHEDULE: Type.Optional(
    Type.String({
      pattern: '^[0-9*/,-]+( [0-9*/,-]+){4}$',
      description:
        'a cron expression of five fields (minute hour day month weekday), e.g. "30 2 * * *"',
    }),
  ),
});
type Env = Static<typeof EnvSchema>;

/**
 * Development defaults: the sandbox (apps/sandbox) with its default credentials, so that both
 * sides agree without any setting. Production has no defaults for these.
 */
const SANDBOX_URL_DEFAULT = 'http://localhost:3100';
const DEVELOPMENT_PLATFORMS = {
  LINE_LOGIN_CHANNEL_ID: '1650000000',
  LINE_LOGIN_CHANNEL_SECRET: 'sandbox-line-channel-secret',
  LINE_MESSAGING_CHANNEL_SECRET: 'sandbox-messaging-channel-secret',
  HEALTH_ID_CLIENT_ID: 'sandbox-health-id',
  HEALTH_ID_CLIENT_SECRET: 'sandbox-health-id-secret',
  PROVIDER_ID_CLIENT_ID: 'sandbox-provider-id',
  PROVIDER_ID_CLIENT_SECRET: 'sandbox-provider-id-secret',
} as const;
/**
 * Signs tokens when JWT_SECRET is unset and NODE_ENV says development or test; never good enough
 * for real use (anyone with the source can sign with it).
 */
export const DEVELOPMENT_JWT_SECRET = 'hbc-development-jwt-secret-not-for-production';
/** Where the console's Vite dev server runs (`npx nx serve console`). */
const CONSOLE_DEV_ORIGIN = 'http://localhost:4200';

export interface LineLoginConfig {
  channelId: string;
  channelSecret: string;
  /** Host of the authorize page (real: https://access.line.me). */
  webBaseUrl: string;
  /** Host of the token, certs and profile endpoints (real: https://api.line.me). */
  apiBaseUrl: string;
}

export interface LineMessagingConfig {
  /** Checks the webhook's X-Line-Signature. */
  channelSecret: string;
  /** The channel access token: fixed, or issued and renewed (v2.1). */
  channelToken: ChannelTokenConfig;
  /** Host of the Messaging API (real: https://api.line.me). */
  apiBaseUrl: string;
  multicastPerSecond: number;
  requestTimeoutMs: number;
  /** How old LINE's quota may be on the dashboard (`RecentLineQuota`); 0 asks LINE every time. */
  quotaMaxAgeMs: number;
  /** First wait between two tries of a batch; it doubles each time, up to `retryMaxDelayMs`. */
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** How long a batch keeps trying after transient answers before it fails. */
  giveUpAfterMs: number;
  /** Whether saves and sends also ask LINE's `validate/multicast`. */
  validateMessages: boolean;
  /** Whether start-up asks LINE whether the Login and Messaging channels share a provider. */
  checkChannelsAtStart: boolean;
}

export interface SendingConfig {
  /** Whether this process takes batches to send (false: a pure web process). */
  enabled: boolean;
}

export interface MetricsConfig {
  /** Bearer token `GET /metrics` requires; open without one (refused in production). */
  token: string | undefined;
  /** Where a worker process answers `/metrics` and `/health`; it listens nowhere without. */
  port: number | undefined;
}

export interface OAuthClientConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  /** Undefined when NODE_ENV is unset. */
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  /** PostgreSQL server to use; without it the API runs on embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded media (local disk storage), served publicly under /files. */
  uploadDir: string;
  /** The tracking-link visit journal's folder; null: none. */
  visitJournalDir: string | null;
  /** Public origin (and optional path) of the API, without a trailing slash. */
  publicBaseUrl: string;
  consoleDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** Secret the API signs its messaging and access tokens with (HS256). */
  jwtSecret: string;
  /** Keys that hash (HMAC-SHA-256) and encrypt (AES-256-GCM) citizen IDs. */
  cidKeys: CidKeys;
  /** HMAC-SHA-256 key of the hashes tracking-link clicks keep of their IP address. */
  trackingIpHashKey: KeyObject;
  /** Origins sign-in may return to (`redirect_uri`). */
  consoleOrigins: string[];
  lineLogin: LineLoginConfig;
  /** The programme's LINE Official Account (Messaging API channel). */
  lineMessaging: LineMessagingConfig;
  sending: SendingConfig;
  /** The operators' Prometheus metrics. */
  metrics: MetricsConfig;
  /** MOPH Health ID (real: https://moph.id.th). */
  healthId: OAuthClientConfig;
  /** MOPH Provider ID (real: https://provider.id.th). */
  providerId: OAuthClientConfig;
  /** Create the demo units and staff users of DEMO_IDENTITIES at start. */
  seedDemoData: boolean;
  /** How many synthetic citizens the demo data holds (seeded once, when there are fewer). */
  seedDemoCitizens: number;
  /** The registry's bearer token for `POST /api/citizen/import`, if it has one. */
  citizenRegistryToken: string | undefined;
  /** Sign-in calls allowed per minute from one address, per route. */
  loginRateLimitPerMinute: number;
  /** Image uploads checked at once, and how many may wait for their turn. */
  uploadImageJobs: { atOnce: number; waiting: number };
  /** Fastify's `trustProxy`: which proxies are believed about the client's address. */
  trustProxy: TrustProxy;
  /** The nightly follower check's cron (Asia/Bangkok); undefined: off. */
  followerSyncSchedule: string | undefined;
  /** The approval threshold until the Super Admin sets one (APPROVAL_MIN_RECIPIENTS). */
  approvalMinRecipients: number;
  /** Whole months delivery and click rows are kept after the current one (db/monthly-partitions.ts). */
  deliveryRetentionMonths: number;
  /** What the configuration accepted but is worth a warning in the log. */
  warnings: string[];
}

/** Thrown when the environment is invalid; the message names each bad variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type EnvSource = Record<string, string | undefined>;
type EnvName = keyof Env;

function expectation(schema: TSchema): string {
  return typeof schema.description === 'string' ? schema.description : 'a valid value';
}

function describeProblem(name: string, schema: TSchema, value: unknown): string {
  return `${name} must be ${expectation(schema)} (got ${JSON.stringify(value)})`;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Variables production cannot do without; each alternative set satisfies its entry. */
const REQUIRED_IN_PRODUCTION: { name: EnvName; or?: EnvName }[] = [
  { name: 'JWT_SECRET' },
  { name: 'CID_HASH_KEY' },
  { name: 'CID_ENCRYPTION_KEYS' },
  { name: 'TRACKING_IP_HASH_KEY' },
  { name: 'LINE_LOGIN_CHANNEL_ID' },
  { name: 'LINE_LOGIN_CHANNEL_SECRET' },
  { name: 'LINE_LOGIN_WEB_BASE_URL', or: 'LINE_LOGIN_BASE_URL' },
  { name: 'LINE_LOGIN_API_BASE_URL', or: 'LINE_LOGIN_BASE_URL' },
  { name: 'LINE_MESSAGING_CHANNEL_SECRET' },
  { name: 'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN', or: 'LINE_MESSAGING_CHANNEL_ID' },
  { name: 'LINE_MESSAGING_API_BASE_URL' },
  { name: 'HEALTH_ID_BASE_URL' },
  { name: 'HEALTH_ID_CLIENT_ID' },
  { name: 'HEALTH_ID_CLIENT_SECRET' },
  { name: 'PROVIDER_ID_BASE_URL' },
  { name: 'PROVIDER_ID_CLIENT_ID' },
  { name: 'PROVIDER_ID_CLIENT_SECRET' },
  { name: 'METRICS_TOKEN' },
];

/** What production lacks, judged on the variables as given (`raw`: set and not blank). */
function missingInProduction(raw: Record<string, string>): string[] {
  if (raw['NODE_ENV'] !== 'production') return [];
  return REQUIRED_IN_PRODUCTION.filter(({ name, or }) => !raw[name] && !(or && raw[or])).map(
    ({ name }) =>
      `${name} must be set when NODE_ENV is production: ${expectation(EnvSchema.properties[name])}`,
  );
}

/** Secrets that development and test machines may leave to the fixed development values. */
const DEVELOPMENT_DEFAULTED: readonly EnvName[] = [
  'JWT_SECRET',
  'CID_HASH_KEY',
  'CID_ENCRYPTION_KEYS',
  'TRACKING_IP_HASH_KEY',
];

const requiredWithoutNodeEnv = (name: EnvName) =>
  `${name} must be set unless NODE_ENV is development or test (NODE_ENV is not set): ${expectation(EnvSchema.properties[name])}`;
const SECRET_REQUIRED_WITHOUT_NODE_ENV = requiredWithoutNodeEnv('JWT_SECRET');

/**
 * Secrets missing while NODE_ENV is unset, which counts as a deployment that forgot
 * NODE_ENV=production: it must not accept tokens signed with the development secret, nor protect
 * citizen IDs with the development keys. (Production has its list above; development and test may
 * use the development values; any other NODE_ENV is invalid already.)
 */
function missingSecretsWithoutNodeEnv(raw: Record<string, string>): string[] {
  if (raw['NODE_ENV']) return [];
  return DEVELOPMENT_DEFAULTED.filter((name) => !raw[name]).map(requiredWithoutNodeEnv);
}

/** The CID keys as given (each may be missing), and what is wrong with them (never quoting one). */
interface GivenCidKeys {
  hash?: KeyObject;
  encryption?: CidKeys['encryption'];
  problems: string[];
}

function givenCidKeys(raw: Record<string, string>): GivenCidKeys {
  const given: GivenCidKeys = { problems: [] };
  const hashKey = raw['CID_HASH_KEY'];
  if (hashKey !== undefined) {
    const hash = parseCidHashKey(hashKey);
    if (typeof hash === 'string') {
      given.problems.push(`CID_HASH_KEY must be ${CID_HASH_KEY_RULE} (it ${hash})`);
    } else given.hash = hash;
  }
  const encryptionKeys = raw['CID_ENCRYPTION_KEYS'];
  if (encryptionKeys !== undefined) {
    const encryption = parseCidEncryptionKeys(encryptionKeys);
    if (typeof encryption === 'string') {
      given.problems.push(
        `CID_ENCRYPTION_KEYS must be ${CID_ENCRYPTION_KEYS_RULE} (${encryption})`,
      );
    } else given.encryption = encryption;
  }
  return given;
}

/** The CID keys given, each missing one the development key where NODE_ENV says development or test. */
function cidKeysOf(env: Env, given: GivenCidKeys): CidKeys {
  const development = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  if (!development && (!given.hash || !given.encryption)) {
    throw new ConfigError(
      (['CID_HASH_KEY', 'CID_ENCRYPTION_KEYS'] as const)
        .filter((name) => !env[name])
        .map(requiredWithoutNodeEnv),
    );
  }
  return {
    hash: given.hash ?? DEVELOPMENT_CID_KEYS.hash,
    encryption: given.encryption ?? DEVELOPMENT_CID_KEYS.encryption,
  };
}

/** The IP-hash key as given, or what is wrong with it (never quoting it). */
function givenIpHashKey(raw: Record<string, string>): KeyObject | string | undefined {
  const text = raw['TRACKING_IP_HASH_KEY'];
  if (text === undefined) return undefined;
  const key = parseIpHashKey(text);
  return typeof key === 'string'
    ? `TRACKING_IP_HASH_KEY must be ${IP_HASH_KEY_RULE} (it ${key})`
    : key;
}

/** TRACKING_IP_HASH_KEY, or the development key where NODE_ENV says development or test. */
function ipHashKeyOf(env: Env, given: KeyObject | undefined): KeyObject {
  if (given) return given;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return DEVELOPMENT_IP_HASH_KEY;
  throw new ConfigError([requiredWithoutNodeEnv('TRACKING_IP_HASH_KEY')]);
}

/** JWT_SECRET, or the development secret where NODE_ENV explicitly says development or test. */
function jwtSecretOf(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return DEVELOPMENT_JWT_SECRET;
  throw new ConfigError([SECRET_REQUIRED_WITHOUT_NODE_ENV]);
}

/** The retry waits must grow from the first to the longest, not shrink. */
function inconsistentRetryDelays(env: Env): string[] {
  if (env.LINE_RETRY_MAX_DELAY_MS >= env.LINE_RETRY_BASE_MS) return [];
  return [
    `LINE_RETRY_MAX_DELAY_MS must be at least LINE_RETRY_BASE_MS (got ${env.LINE_RETRY_MAX_DELAY_MS} and ${env.LINE_RETRY_BASE_MS})`,
  ];
}

/** Reads and validates the configuration; throws a `ConfigError` listing every bad variable. */
export function loadConfig(source: EnvSource = process.env): Config {
  const raw: Record<string, string> = {};
  const values: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const value = source[name]?.trim();
    if (!value) continue;
    raw[name] = value;
    // Only whole decimal numbers become integers; anything else fails validation as given.
    values[name] = schema.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
  }

  const env: unknown = Value.Default(EnvSchema, values);
  const problems = new Set<string>();
  for (const error of Value.Errors(EnvSchema, env)) {
    const name = error.path.split('/')[1] ?? '';
    const schema = EnvSchema.properties[name as EnvName];
    if (schema) problems.add(describeProblem(name, schema, raw[name]));
  }
  const cidKeys = givenCidKeys(raw);
  for (const problem of cidKeys.problems) problems.add(problem);
  const ipHashKey = givenIpHashKey(raw);
  if (typeof ipHashKey === 'string') problems.add(ipHashKey);
  const channelToken = givenChannelToken(raw);
  for (const problem of channelToken.problems) problems.add(problem);
  for (const problem of missingInProduction(raw)) problems.add(problem);
  for (const problem of missingSecretsWithoutNodeEnv(raw)) problems.add(problem);
  if (Value.Check(EnvSchema, env)) {
    for (const problem of inconsistentRetryDelays(env)) problems.add(problem);
  }
  if (problems.size > 0 || !Value.Check(EnvSchema, env)) throw new ConfigError([...problems]);

  const publicBaseUrl = trimSlashes(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`);
  const sandbox = trimSlashes(env.SANDBOX_PUBLIC_URL ?? SANDBOX_URL_DEFAULT);
  const line = env.LINE_LOGIN_BASE_URL ?? `${sandbox}/line`;
  const dev = DEVELOPMENT_PLATFORMS;
  const consoleOrigins = env.CONSOLE_ORIGINS
    ? env.CONSOLE_ORIGINS.split(',').map((origin) => new URL(origin.trim()).origin)
    : [new URL(publicBaseUrl).origin, CONSOLE_DEV_ORIGIN];
  const warnings: string[] = [];
  if (!env.JWT_SECRET) {
    warnings.push(
      'JWT_SECRET is not set: tokens are signed with the fixed development secret. Set JWT_SECRET (32+ characters) anywhere but on a development machine.',
    );
  }
  for (const name of ['CID_HASH_KEY', 'CID_ENCRYPTION_KEYS'] as const) {
    if (!env[name]) {
      warnings.push(
        `${name} is not set: citizen IDs are protected with a fixed development key. Set ${name} anywhere but on a development machine.`,
      );
    }
  }
  if (!env.TRACKING_IP_HASH_KEY) {
    warnings.push(
      'TRACKING_IP_HASH_KEY is not set: the addresses of tracking-link clicks are hashed with a fixed development key. Set TRACKING_IP_HASH_KEY anywhere but on a development machine.',
    );
  }

  if (!env.METRICS_TOKEN) {
    warnings.push(
      env.NODE_ENV
        ? 'METRICS_TOKEN is not set: GET /metrics answers anyone who can reach it. Set METRICS_TOKEN anywhere but on a development machine.'
        : 'METRICS_TOKEN is not set: GET /metrics refuses every request (NODE_ENV is not set). Set METRICS_TOKEN to read the metrics.',
    );
  }

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    uploadDir: resolve(env.UPLOAD_DIR ?? join(env.DATA_DIR, 'uploads')),
    visitJournalDir:
      env.VISIT_JOURNAL_DIR === 'off'
        ? null
        : resolve(env.VISIT_JOURNAL_DIR ?? join(env.DATA_DIR, 'visit-journal')),
    publicBaseUrl,
    consoleDist: resolve(env.CONSOLE_DIST),
    logLevel: env.LOG_LEVEL,
    jwtSecret: jwtSecretOf(env),
    cidKeys: cidKeysOf(env, cidKeys),
    trackingIpHashKey: ipHashKeyOf(env, typeof ipHashKey === 'string' ? undefined : ipHashKey),
    consoleOrigins: [...new Set(consoleOrigins)],
    lineLogin: {
      channelId: env.LINE_LOGIN_CHANNEL_ID ?? dev.LINE_LOGIN_CHANNEL_ID,
      channelSecret: env.LINE_LOGIN_CHANNEL_SECRET ?? dev.LINE_LOGIN_CHANNEL_SECRET,
      webBaseUrl: trimSlashes(env.LINE_LOGIN_WEB_BASE_URL ?? line),
      apiBaseUrl: trimSlashes(env.LINE_LOGIN_API_BASE_URL ?? line),
    },
    lineMessaging: {
      channelSecret: env.LINE_MESSAGING_CHANNEL_SECRET ?? dev.LINE_MESSAGING_CHANNEL_SECRET,
      channelToken: channelTokenOf(channelToken.token, env.LINE_MESSAGING_TOKEN_LIFETIME_S),
      // An origin: @line/bot-sdk resolves its absolute paths (`/v2/bot/…`) against it.
      apiBaseUrl: new URL(env.LINE_MESSAGING_API_BASE_URL ?? sandbox).origin,
      multicastPerSecond: env.LINE_MULTICAST_PER_SECOND,
      requestTimeoutMs: env.LINE_REQUEST_TIMEOUT_MS,
      quotaMaxAgeMs: env.LINE_QUOTA_MAX_AGE_MS,
      retryBaseMs: env.LINE_RETRY_BASE_MS,
      retryMaxDelayMs: env.LINE_RETRY_MAX_DELAY_MS,
      giveUpAfterMs: env.LINE_GIVE_UP_AFTER_MS,
      validateMessages: env.LINE_VALIDATE_MESSAGES === 'true',
      checkChannelsAtStart: env.LINE_CHANNEL_CHECK === 'true',
    },
    sending: { enabled: env.SENDING_ENABLED === 'true' },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    healthId: {
      baseUrl: trimSlashes(env.HEALTH_ID_BASE_URL ?? `${sandbox}/health-id`),
      clientId: env.HEALTH_ID_CLIENT_ID ?? dev.HEALTH_ID_CLIENT_ID,
      clientSecret: env.HEALTH_ID_CLIENT_SECRET ?? dev.HEALTH_ID_CLIENT_SECRET,
    },
    providerId: {
      baseUrl: trimSlashes(env.PROVIDER_ID_BASE_URL ?? `${sandbox}/provider-id`),
      clientId: env.PROVIDER_ID_CLIENT_ID ?? dev.PROVIDER_ID_CLIENT_ID,
      clientSecret: env.PROVIDER_ID_CLIENT_SECRET ?? dev.PROVIDER_ID_CLIENT_SECRET,
    },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    seedDemoCitizens: env.SEED_DEMO_CITIZENS,
    citizenRegistryToken: env.CITIZEN_REGISTRY_TOKEN,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    uploadImageJobs: { atOnce: env.UPLOAD_IMAGE_JOBS, waiting: env.UPLOAD_IMAGE_QUEUE },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    followerSyncSchedule: env.FOLLOWER_SYNC_SCHEDULE,
    approvalMinRecipients: env.APPROVAL_MIN_RECIPIENTS,
    deliveryRetentionMonths: env.DELIVERY_RETENTION_MONTHS,
    warnings,
  };
}
