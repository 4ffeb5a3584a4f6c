import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { DEVELOPMENT_CID_KEYS } from './cid/cid-keys';
import { ConfigError, DEVELOPMENT_JWT_SECRET, loadConfig } from './config';
import { DEVELOPMENT_IP_HASH_KEY } from './areas/tracking-redirect/ip-hash';
import { generateKeyPairSync } from 'node:crypto';

const repoRoot = resolve(__dirname, '..', '..', '..');
const URL_RULE = 'an absolute http:// or https:// URL without query or fragment';

/** Keys of the CID protection, as hex and base64 (none of them real). */
const HASH_KEY_HEX = 'a1'.repeat(32);
const NEW_KEY_BASE64 = Buffer.alloc(32, 2).toString('base64');
const OLD_KEY_HEX = '01'.repeat(32);
const IP_HASH_KEY_HEX = 'b2'.repeat(32);
const IP_HASH_RULE = 'an HMAC-SHA-256 key of at least 32 bytes, written as hex or base64';
const CID_HASH_RULE = 'an HMAC-SHA-256 key of at least 32 bytes, written as hex or base64';
const CID_ENCRYPTION_RULE =
  "comma-separated id:key pairs, each key 32 bytes (AES-256) written as hex or base64, ids of letters, digits, '.', '_' or '-'; the first encrypts, all decrypt (e.g. k2:<key>,k1:<key>)";

/** A complete production environment. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PORT: '8080',
  HOST: '127.0.0.1',
  DATABASE_URL: 'postgres://u:p@db:5432/hbc',
  DATA_DIR: '/var/lib/hbc',
  PUBLIC_BASE_URL: 'https://broadcast.example.go.th/',
  CONSOLE_DIST: '/srv/console',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  CID_HASH_KEY: HASH_KEY_HEX,
  CID_ENCRYPTION_KEYS: `k2:${NEW_KEY_BASE64},k1:${OLD_KEY_HEX}`,
  TRACKING_IP_HASH_KEY: IP_HASH_KEY_HEX,
  CONSOLE_ORIGINS: 'https://broadcast.example.go.th, https://console.example.go.th',
  LINE_LOGIN_CHANNEL_ID: '2001234567',
  LINE_LOGIN_CHANNEL_SECRET: 'line-secret',
  LINE_LOGIN_WEB_BASE_URL: 'https://access.line.me',
  LINE_LOGIN_API_BASE_URL: 'https://api.line.me/',
  LINE_MESSAGING_CHANNEL_SECRET: 'messaging-secret',
  LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'messaging-access-token',
  LINE_MESSAGING_API_BASE_URL: 'https://api.line.me/',
  HEALTH_ID_BASE_URL: 'https://moph.id.th',
  HEALTH_ID_CLIENT_ID: 'hid-client',
  HEALTH_ID_CLIENT_SECRET: 'hid-secret',
  PROVIDER_ID_BASE_URL: 'https://provider.id.th',
  PROVIDER_ID_CLIENT_ID: 'pid-client',
  PROVIDER_ID_CLIENT_SECRET: 'pid-secret',
  LOGIN_RATE_LIMIT_PER_MINUTE: '20',
  UPLOAD_IMAGE_JOBS: '1',
  UPLOAD_IMAGE_QUEUE: '0',
  APPROVAL_MIN_RECIPIENTS: '50000',
  DELIVERY_RETENTION_MONTHS: '36',
  SEED_DEMO_CITIZENS: '250',
  CITIZEN_REGISTRY_TOKEN: 'a-registry-token-of-at-least-32-chars',
  LINE_QUOTA_MAX_AGE_MS: '60000',
  LINE_RETRY_BASE_MS: '500',
  LINE_RETRY_MAX_DELAY_MS: '30000',
  LINE_GIVE_UP_AFTER_MS: '600000',
  LINE_VALIDATE_MESSAGES: 'false',
  LINE_CHANNEL_CHECK: 'false',
  SENDING_ENABLED: 'false',
  METRICS_TOKEN: 'a-metrics-token-of-at-least-32-chars',
  METRICS_PORT: '9464',
};

/** A development machine: the one place the fixed development secret may sign tokens. */
const DEVELOPMENT = { NODE_ENV: 'development' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults on a development machine: the sandbox and a development secret', () => {
    expect(loadConfig(DEVELOPMENT)).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      uploadDir: join(repoRoot, '.data', 'uploads'),
      visitJournalDir: join(repoRoot, '.data', 'visit-journal'),
      publicBaseUrl: 'http://localhost:3000',
      consoleDist: join(repoRoot, 'dist', 'apps', 'console'),
      logLevel: 'info',
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      cidKeys: DEVELOPMENT_CID_KEYS,
      trackingIpHashKey: DEVELOPMENT_IP_HASH_KEY,
      consoleOrigins: ['http://localhost:3000', 'http://localhost:4200'],
      lineLogin: {
        channelId: '1650000000',
        channelSecret: 'sandbox-line-channel-secret',
        webBaseUrl: 'http://localhost:3100/line',
        apiBaseUrl: 'http://localhost:3100/line',
      },
      lineMessaging: {
        channelSecret: 'sandbox-messaging-channel-secret',
        channelToken: {
          kind: 'issued',
          channelId: '1660000000',
          keyId: 'sandbox-assertion-key',
          privateKey: expect.objectContaining({ asymmetricKeyType: 'rsa' }),
          lifetimeSeconds: 86_400,
        },
        apiBaseUrl: 'http://localhost:3100',
        multicastPerSecond: 200,
        requestTimeoutMs: 10_000,
        quotaMaxAgeMs: 30_000,
        retryBaseMs: 1000,
        retryMaxDelayMs: 60_000,
        giveUpAfterMs: 900_000,
        validateMessages: true,
        checkChannelsAtStart: true,
      },
      sending: { enabled: true },
      metrics: { token: undefined, port: undefined },
      healthId: {
        baseUrl: 'http://localhost:3100/health-id',
        clientId: 'sandbox-health-id',
        clientSecret: 'sandbox-health-id-secret',
      },
      providerId: {
        baseUrl: 'http://localhost:3100/provider-id',
        clientId: 'sandbox-provider-id',
        clientSecret: 'sandbox-provider-id-secret',
      },
      seedDemoData: false,
      seedDemoCitizens: 0,
      citizenRegistryToken: undefined,
      trustProxy: false,
      loginRateLimitPerMinute: 30,
      uploadImageJobs: { atOnce: 2, waiting: 8 },
      approvalMinRecipients: 10_000,
      deliveryRetentionMonths: 24,
      warnings: [
        expect.stringContaining('JWT_SECRET is not set'),
        expect.stringContaining('CID_HASH_KEY is not set'),
        expect.stringContaining('CID_ENCRYPTION_KEYS is not set'),
        expect.stringContaining('TRACKING_IP_HASH_KEY is not set'),
        expect.stringContaining('METRICS_TOKEN is not set'),
      ],
    });
  });

  it('reads every variable, converting numbers and trimming the base URLs', () => {
    const config = loadConfig(PRODUCTION);

    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/hbc',
      dataDir: '/var/lib/hbc',
      uploadDir: '/var/lib/hbc/uploads',
      visitJournalDir: '/var/lib/hbc/visit-journal',
      publicBaseUrl: 'https://broadcast.example.go.th',
      consoleDist: '/srv/console',
      logLevel: 'warn',
      jwtSecret: PRODUCTION.JWT_SECRET,
      cidKeys: { hash: expect.anything(), encryption: [expect.anything(), expect.anything()] },
      trackingIpHashKey: expect.anything(),
      consoleOrigins: ['https://broadcast.example.go.th', 'https://console.example.go.th'],
      lineLogin: {
        channelId: '2001234567',
        channelSecret: 'line-secret',
        webBaseUrl: 'https://access.line.me',
        apiBaseUrl: 'https://api.line.me',
      },
      lineMessaging: {
        channelSecret: 'messaging-secret',
        channelToken: { kind: 'fixed', accessToken: 'messaging-access-token' },
        apiBaseUrl: 'https://api.line.me',
        multicastPerSecond: 200,
        requestTimeoutMs: 10_000,
        quotaMaxAgeMs: 60_000,
        retryBaseMs: 500,
        retryMaxDelayMs: 30_000,
        giveUpAfterMs: 600_000,
        validateMessages: false,
        checkChannelsAtStart: false,
      },
      sending: { enabled: false },
      metrics: { token: 'a-metrics-token-of-at-least-32-chars', port: 9464 },
      healthId: {
        baseUrl: 'https://moph.id.th',
        clientId: 'hid-client',
        clientSecret: 'hid-secret',
      },
      providerId: {
        baseUrl: 'https://provider.id.th',
        clientId: 'pid-client',
        clientSecret: 'pid-secret',
      },
      seedDemoData: false,
      seedDemoCitizens: 250,
      citizenRegistryToken: 'a-registry-token-of-at-least-32-chars',
      trustProxy: false,
      loginRateLimitPerMinute: 20,
      uploadImageJobs: { atOnce: 1, waiting: 0 },
      approvalMinRecipients: 50_000,
      deliveryRetentionMonths: 36,
      warnings: [],
    });
  });

  it('keeps no journal of tracking-link visits when VISIT_JOURNAL_DIR is off', () => {
    expect(loadConfig({ ...DEVELOPMENT, VISIT_JOURNAL_DIR: 'off' }).visitJournalDir).toBeNull();
    expect(loadConfig({ ...DEVELOPMENT, VISIT_JOURNAL_DIR: '/srv/journal' }).visitJournalDir).toBe(
      '/srv/journal',
    );
  });

  it('points development at the sandbox named by SANDBOX_PUBLIC_URL or LINE_LOGIN_BASE_URL', () => {
    const config = loadConfig({
      ...DEVELOPMENT,
      SANDBOX_PUBLIC_URL: 'http://localhost:3310/',
      LINE_LOGIN_BASE_URL: 'http://127.0.0.1:3310/line/',
      SEED_DEMO_DATA: 'true',
      PUBLIC_BASE_URL: 'http://localhost:3300',
    });

    expect(config.lineLogin).toMatchObject({
      webBaseUrl: 'http://127.0.0.1:3310/line',
      apiBaseUrl: 'http://127.0.0.1:3310/line',
    });
    expect(config.healthId.baseUrl).toBe('http://localhost:3310/health-id');
    expect(config.providerId.baseUrl).toBe('http://localhost:3310/provider-id');
    expect(config.consoleOrigins).toEqual(['http://localhost:3300', 'http://localhost:4200']);
    expect(config.seedDemoData).toBe(true);
  });

  it('refuses to start in production without JWT_SECRET and the platform credentials', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET must be set when NODE_ENV is production: a secret of at least 32 characters',
      `CID_HASH_KEY must be set when NODE_ENV is production: ${CID_HASH_RULE}`,
      `CID_ENCRYPTION_KEYS must be set when NODE_ENV is production: ${CID_ENCRYPTION_RULE}`,
      `TRACKING_IP_HASH_KEY must be set when NODE_ENV is production: ${IP_HASH_RULE}`,
      'LINE_LOGIN_CHANNEL_ID must be set when NODE_ENV is production: a numeric LINE Login channel id',
      'LINE_LOGIN_CHANNEL_SECRET must be set when NODE_ENV is production: the LINE Login channel secret',
      `LINE_LOGIN_WEB_BASE_URL must be set when NODE_ENV is production: ${URL_RULE}`,
      `LINE_LOGIN_API_BASE_URL must be set when NODE_ENV is production: ${URL_RULE}`,
      'LINE_MESSAGING_CHANNEL_SECRET must be set when NODE_ENV is production: the LINE Messaging API channel secret',
      'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN must be set when NODE_ENV is production: a LINE Messaging API channel access token (or else LINE_MESSAGING_CHANNEL_ID, LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID, to issue channel access tokens v2.1)',
      `LINE_MESSAGING_API_BASE_URL must be set when NODE_ENV is production: ${URL_RULE}`,
      `HEALTH_ID_BASE_URL must be set when NODE_ENV is production: ${URL_RULE}`,
      'HEALTH_ID_CLIENT_ID must be set when NODE_ENV is production: the Health ID client id',
      'HEALTH_ID_CLIENT_SECRET must be set when NODE_ENV is production: the Health ID client secret',
      `PROVIDER_ID_BASE_URL must be set when NODE_ENV is production: ${URL_RULE}`,
      'PROVIDER_ID_CLIENT_ID must be set when NODE_ENV is production: the Provider ID client id',
      'PROVIDER_ID_CLIENT_SECRET must be set when NODE_ENV is production: the Provider ID secret key',
      'METRICS_TOKEN must be set when NODE_ENV is production: a secret of at least 32 characters',
    ]);
    const { JWT_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    expect(problemsOf(withoutSecret)).toEqual([
      'JWT_SECRET must be set when NODE_ENV is production: a secret of at least 32 characters',
    ]);
  });

  it('signs with the development secret only where NODE_ENV says development or test', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      nodeEnv: 'test',
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      cidKeys: DEVELOPMENT_CID_KEYS,
      trackingIpHashKey: DEVELOPMENT_IP_HASH_KEY,
      warnings: [
        expect.stringContaining('JWT_SECRET is not set'),
        expect.stringContaining('CID_HASH_KEY is not set'),
        expect.stringContaining('CID_ENCRYPTION_KEYS is not set'),
        expect.stringContaining('TRACKING_IP_HASH_KEY is not set'),
        expect.stringContaining('METRICS_TOKEN is not set'),
      ],
    });
    const withoutNodeEnv = [
      'JWT_SECRET must be set unless NODE_ENV is development or test (NODE_ENV is not set): a secret of at least 32 characters',
      `CID_HASH_KEY must be set unless NODE_ENV is development or test (NODE_ENV is not set): ${CID_HASH_RULE}`,
      `CID_ENCRYPTION_KEYS must be set unless NODE_ENV is development or test (NODE_ENV is not set): ${CID_ENCRYPTION_RULE}`,
      `TRACKING_IP_HASH_KEY must be set unless NODE_ENV is development or test (NODE_ENV is not set): ${IP_HASH_RULE}`,
    ];
    expect(problemsOf({})).toEqual(withoutNodeEnv);
    expect(problemsOf({ NODE_ENV: '  ', PORT: '3300' })).toEqual(withoutNodeEnv);
  });

  it('runs without NODE_ENV when JWT_SECRET and the CID and IP-hash keys are set, with the sandbox defaults', () => {
    const config = loadConfig({
      JWT_SECRET: PRODUCTION.JWT_SECRET,
      CID_HASH_KEY: PRODUCTION.CID_HASH_KEY,
      CID_ENCRYPTION_KEYS: PRODUCTION.CID_ENCRYPTION_KEYS,
      TRACKING_IP_HASH_KEY: PRODUCTION.TRACKING_IP_HASH_KEY,
    });

    expect(config).toMatchObject({
      nodeEnv: undefined,
      jwtSecret: PRODUCTION.JWT_SECRET,
      warnings: [
        'METRICS_TOKEN is not set: GET /metrics refuses every request (NODE_ENV is not set). Set METRICS_TOKEN to read the metrics.',
      ],
    });
    expect(config.lineLogin.webBaseUrl).toBe('http://localhost:3100/line');
  });

  it('keeps the API from starting without NODE_ENV or JWT_SECRET', async () => {
    const saved = process.env;
    // Were it to start anyway, on a throw-away data folder.
    process.env = { LOG_LEVEL: 'silent', DATA_DIR: join(tmpdir(), 'hbc-config-spec') };
    try {
      await expect(buildApp()).rejects.toThrow(
        'JWT_SECRET must be set unless NODE_ENV is development or test',
      );
    } finally {
      process.env = saved;
    }
  });

  it('keeps the API from starting in production without JWT_SECRET', async () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    const saved = process.env;
    process.env = { ...withoutSecret };
    try {
      await expect(buildApp()).rejects.toThrow(
        'JWT_SECRET must be set when NODE_ENV is production',
      );
    } finally {
      process.env = saved;
    }
  });

  it('names a short JWT secret, bad origins and a bad seed flag', () => {
    expect(
      problemsOf({
        ...DEVELOPMENT,
        JWT_SECRET: 'short',
        CONSOLE_ORIGINS: 'http://a.test/path',
        SEED_DEMO_DATA: 'yes',
        LINE_LOGIN_CHANNEL_ID: 'abc',
      }),
    ).toEqual([
      'JWT_SECRET must be a secret of at least 32 characters (got "short")',
      'CONSOLE_ORIGINS must be a comma-separated list of http:// or https:// origins (no path) (got "http://a.test/path")',
      'LINE_LOGIN_CHANNEL_ID must be a numeric LINE Login channel id (got "abc")',
      'SEED_DEMO_DATA must be one of true, false (got "yes")',
    ]);
  });

  it('derives the public base URL from the port and treats blank values as unset', () => {
    const config = loadConfig({ ...DEVELOPMENT, PORT: '3300', DATABASE_URL: '  ', LOG_LEVEL: '' });

    expect(config.publicBaseUrl).toBe('http://localhost:3300');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('names each bad variable, what it must be and what it got', () => {
    const problems = problemsOf({
      JWT_SECRET: PRODUCTION.JWT_SECRET,
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/hbc',
      PUBLIC_BASE_URL: 'localhost:3000',
      NODE_ENV: 'staging',
    });

    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be an integer from 1 to 65535 (got "abc")',
      'DATABASE_URL must be a PostgreSQL connection string starting with postgres:// or postgresql:// (got "mysql://db/hbc")',
      'PUBLIC_BASE_URL must be an absolute http:// or https:// URL without query or fragment (got "localhost:3000")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('names bad retry waits, a bad sending flag and a bad metrics token or port', () => {
    expect(
      problemsOf({
        ...DEVELOPMENT,
        LINE_RETRY_BASE_MS: '0',
        LINE_RETRY_MAX_DELAY_MS: '1.5',
        LINE_GIVE_UP_AFTER_MS: '90000000',
        SENDING_ENABLED: 'no',
        METRICS_TOKEN: 'short',
        METRICS_PORT: '0',
      }),
    ).toEqual([
      'LINE_RETRY_BASE_MS must be an integer from 1 to 60000 (milliseconds) (got "0")',
      'LINE_RETRY_MAX_DELAY_MS must be an integer from 1 to 3600000 (milliseconds) (got "1.5")',
      'LINE_GIVE_UP_AFTER_MS must be an integer from 0 to 82800000 (milliseconds) (got "90000000")',
      'SENDING_ENABLED must be one of true, false (got "no")',
      'METRICS_TOKEN must be a secret of at least 32 characters (got "short")',
      'METRICS_PORT must be an integer from 1 to 65535 (got "0")',
    ]);
    expect(
      problemsOf({ ...DEVELOPMENT, LINE_RETRY_BASE_MS: '5000', LINE_RETRY_MAX_DELAY_MS: '2000' }),
    ).toEqual(['LINE_RETRY_MAX_DELAY_MS must be at least LINE_RETRY_BASE_MS (got 2000 and 5000)']);
  });

  it('reads the retry waits, the sending flag and the metrics settings', () => {
    expect(
      loadConfig({
        ...DEVELOPMENT,
        LINE_RETRY_BASE_MS: '20',
        LINE_RETRY_MAX_DELAY_MS: '20',
        LINE_GIVE_UP_AFTER_MS: '0',
        SENDING_ENABLED: 'true',
        METRICS_PORT: '9464',
      }),
    ).toMatchObject({
      lineMessaging: { retryBaseMs: 20, retryMaxDelayMs: 20, giveUpAfterMs: 0 },
      sending: { enabled: true },
      metrics: { token: undefined, port: 9464 },
    });
    expect(loadConfig({ ...DEVELOPMENT, SENDING_ENABLED: 'false' }).sending).toEqual({
      enabled: false,
    });
  });

  it('keeps the API from starting in production without METRICS_TOKEN', async () => {
    const { METRICS_TOKEN: _token, ...withoutToken } = PRODUCTION;
    expect(problemsOf(withoutToken)).toEqual([
      'METRICS_TOKEN must be set when NODE_ENV is production: a secret of at least 32 characters',
    ]);
    const saved = process.env;
    process.env = { ...withoutToken };
    try {
      await expect(buildApp()).rejects.toThrow(
        'METRICS_TOKEN must be set when NODE_ENV is production',
      );
    } finally {
      process.env = saved;
    }
  });

  it('keeps image work below the four threads of libuv’s pool', () => {
    expect(
      problemsOf({ ...DEVELOPMENT, UPLOAD_IMAGE_JOBS: '4', UPLOAD_IMAGE_QUEUE: '-1' }),
    ).toEqual([
      'UPLOAD_IMAGE_JOBS must be an integer from 1 to 3 (got "4")',
      'UPLOAD_IMAGE_QUEUE must be an integer from 0 to 100 (got "-1")',
    ]);
  });

  it('rejects ports out of range and says so in the error message', () => {
    expect(() => loadConfig({ ...DEVELOPMENT, PORT: '70000' })).toThrow(
      'Invalid configuration:\n  - PORT must be an integer from 1 to 65535 (got "70000")',
    );
    expect(problemsOf({ ...DEVELOPMENT, PORT: '30.5' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "30.5")',
    ]);
  });

  it('reads the CID keys as hex or base64, the first encryption key first', () => {
    const { cidKeys } = loadConfig(PRODUCTION);

    expect(cidKeys.hash.export().equals(Buffer.from(HASH_KEY_HEX, 'hex'))).toBe(true);
    expect(cidKeys.encryption.map((key) => key.id)).toEqual(['k2', 'k1']);
    expect(cidKeys.encryption[0].key.export().equals(Buffer.alloc(32, 2))).toBe(true);
    expect(cidKeys.encryption[1]?.key.export().equals(Buffer.alloc(32, 1))).toBe(true);
    expect(JSON.stringify(cidKeys)).not.toMatch(/a1a1|AgIC|0101/);
  });

  it('reads the IP-hash key of tracking-link clicks as hex or base64', () => {
    expect(
      loadConfig(PRODUCTION).trackingIpHashKey.export().equals(Buffer.from(IP_HASH_KEY_HEX, 'hex')),
    ).toBe(true);
    const base64 = Buffer.alloc(48, 3).toString('base64');
    expect(
      loadConfig({ ...DEVELOPMENT, TRACKING_IP_HASH_KEY: base64 })
        .trackingIpHashKey.export()
        .equals(Buffer.alloc(48, 3)),
    ).toBe(true);
  });

  it.each(['CID_HASH_KEY', 'CID_ENCRYPTION_KEYS', 'TRACKING_IP_HASH_KEY'] as const)(
    'refuses to start in production without %s, naming it',
    async (name) => {
      const { [name]: _key, ...without } = PRODUCTION;
      expect(problemsOf(without)).toEqual([
        expect.stringMatching(new RegExp(`^${name} must be set when NODE_ENV is production: `)),
      ]);
      const saved = process.env;
      process.env = { ...without };
      try {
        await expect(buildApp()).rejects.toThrow(`${name} must be set when NODE_ENV is production`);
      } finally {
        process.env = saved;
      }
    },
  );

  it('names bad CID keys without quoting them', () => {
    const shortKey = 'ab'.repeat(16);
    const problems = problemsOf({
      ...DEVELOPMENT,
      CID_HASH_KEY: shortKey,
      CID_ENCRYPTION_KEYS: `k2:${NEW_KEY_BASE64},k2:${OLD_KEY_HEX}`,
    });

    expect(problems).toEqual([
      `CID_HASH_KEY must be ${CID_HASH_RULE} (it is 16 bytes long)`,
      `CID_ENCRYPTION_KEYS must be ${CID_ENCRYPTION_RULE} (entry 2 repeats key id k2)`,
    ]);
    expect(problems.join('\n')).not.toContain(shortKey);
    expect(problemsOf({ ...DEVELOPMENT, CID_ENCRYPTION_KEYS: `k1:${'ab'.repeat(16)}` })).toEqual([
      `CID_ENCRYPTION_KEYS must be ${CID_ENCRYPTION_RULE} (entry 1 (key id k1) is 16 bytes long)`,
    ]);
    expect(problemsOf({ ...DEVELOPMENT, CID_ENCRYPTION_KEYS: NEW_KEY_BASE64 })).toEqual([
      `CID_ENCRYPTION_KEYS must be ${CID_ENCRYPTION_RULE} (entry 1 has no valid key id before ':')`,
    ]);
    expect(problemsOf({ ...DEVELOPMENT, CID_HASH_KEY: 'not a key!' })).toEqual([
      `CID_HASH_KEY must be ${CID_HASH_RULE} (it is neither hex nor base64)`,
    ]);
  });

  it('names a bad IP-hash key without quoting it', () => {
    const shortKey = 'cd'.repeat(16);
    const problems = problemsOf({ ...DEVELOPMENT, TRACKING_IP_HASH_KEY: shortKey });

    expect(problems).toEqual([
      `TRACKING_IP_HASH_KEY must be ${IP_HASH_RULE} (it is 16 bytes long)`,
    ]);
    expect(problems.join('\n')).not.toContain(shortKey);
    expect(problemsOf({ ...DEVELOPMENT, TRACKING_IP_HASH_KEY: 'not a key!' })).toEqual([
      `TRACKING_IP_HASH_KEY must be ${IP_HASH_RULE} (it is neither hex nor base64)`,
    ]);
  });
});

describe('the Messaging API channel access token', () => {
  const assertionKey = JSON.stringify(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  );
  const ISSUED = {
    LINE_MESSAGING_CHANNEL_ID: '2009876543',
    LINE_MESSAGING_ASSERTION_PRIVATE_KEY: assertionKey,
    LINE_MESSAGING_ASSERTION_KEY_ID: 'a6b2e1c0-kid',
  };
  const { LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: _fixed, ...productionWithoutToken } = PRODUCTION;

  it('issues tokens v2.1 in production with the channel’s assertion key, living as long as set', () => {
    const config = loadConfig({
      ...productionWithoutToken,
      ...ISSUED,
      LINE_MESSAGING_TOKEN_LIFETIME_S: '3600',
    });
    expect(config.lineMessaging.channelToken).toEqual({
      kind: 'issued',
      channelId: '2009876543',
      keyId: 'a6b2e1c0-kid',
      privateKey: expect.objectContaining({ asymmetricKeyType: 'rsa' }),
      lifetimeSeconds: 3600,
    });
  });

  it('keeps a fixed token when one is given, on a development machine too', () => {
    expect(
      loadConfig({ ...DEVELOPMENT, LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'long-lived' })
        .lineMessaging.channelToken,
    ).toEqual({ kind: 'fixed', accessToken: 'long-lived' });
  });

  it('refuses a fixed token together with v2.1, and half of v2.1', () => {
    expect(
      problemsOf({ ...DEVELOPMENT, ...ISSUED, LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 't' }),
    ).toEqual([
      'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN must not be set together with LINE_MESSAGING_CHANNEL_ID, LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID: give either a fixed channel access token or the assertion signing key of channel access tokens v2.1',
    ]);
    expect(problemsOf({ ...DEVELOPMENT, LINE_MESSAGING_CHANNEL_ID: '2009876543' })).toEqual([
      'LINE_MESSAGING_CHANNEL_ID, LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID must be set together (channel access token v2.1): LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID are missing',
    ]);
    const { LINE_MESSAGING_ASSERTION_KEY_ID: _kid, ...withoutKid } = ISSUED;
    expect(problemsOf({ ...productionWithoutToken, ...withoutKid })).toEqual([
      'LINE_MESSAGING_CHANNEL_ID, LINE_MESSAGING_ASSERTION_PRIVATE_KEY and LINE_MESSAGING_ASSERTION_KEY_ID must be set together (channel access token v2.1): LINE_MESSAGING_ASSERTION_KEY_ID is missing',
    ]);
  });

  it('names a key that is not an RSA private JWK without quoting it, and a lifetime past 30 days', () => {
    const rule =
      'LINE_MESSAGING_ASSERTION_PRIVATE_KEY must be the private key of the assertion signing key as a JSON Web Key (RSA, as LINE’s key pair tool writes it)';
    const withKey = (key: string) =>
      problemsOf({ ...DEVELOPMENT, ...ISSUED, LINE_MESSAGING_ASSERTION_PRIVATE_KEY: key });
    expect(withKey('secret-not-json')).toEqual([`${rule} (it is not JSON)`]);
    const publicHalf = JSON.stringify({ ...JSON.parse(assertionKey), d: undefined });
    expect(withKey(publicHalf)).toEqual([`${rule} (it is not a private JSON Web Key)`]);
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'jwk',
    });
    expect(withKey(JSON.stringify(ecKey))).toEqual([`${rule} (it is not an RSA key)`]);
    expect(problemsOf({ ...DEVELOPMENT, LINE_MESSAGING_TOKEN_LIFETIME_S: '2592001' })).toEqual([
      'LINE_MESSAGING_TOKEN_LIFETIME_S must be an integer from 600 to 2592000 (seconds) (got "2592001")',
    ]);
  });
});
