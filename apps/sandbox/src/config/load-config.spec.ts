import { generateKeyPairSync } from 'node:crypto';
import { SANDBOX_DEFAULTS } from './defaults';
import { loadSandboxConfig, SandboxConfigError } from './load-config';

describe('loadSandboxConfig', () => {
  it('falls back to the development defaults', () => {
    expect(loadSandboxConfig({})).toEqual({
      port: 3100,
      host: 'localhost',
      publicUrl: 'http://localhost:3100',
      lineChannelId: '1650000000',
      lineChannelSecret: 'sandbox-line-channel-secret',
      healthIdClientId: 'sandbox-health-id',
      healthIdClientSecret: 'sandbox-health-id-secret',
      providerIdClientId: 'sandbox-provider-id',
      providerIdClientSecret: 'sandbox-provider-id-secret',
      lineMessagingChannelSecret: 'sandbox-messaging-channel-secret',
      lineMessagingAccessToken: 'sandbox-messaging-access-token',
      lineMessagingChannelId: '1660000000',
      lineMessagingAssertionKeys: {
        'sandbox-assertion-key': expect.objectContaining({ asymmetricKeyType: 'rsa' }),
      },
      lineWebhookUrl: 'http://localhost:3000/webhook/line',
      apiOrigin: 'http://localhost:3000',
      messagingJournal: null,
      lineRateLimitsPerSecond: { multicast: 200, push: 2000 },
      lineStatisticsDelayMs: 300_000,
      lineAccountVerified: true,
      lineSameProvider: true,
    });
    expect(SANDBOX_DEFAULTS.port).toBe(3100);
  });

  it('reads LINE’s rate limits and the statistics delay, a limit turned off by "off"', () => {
    expect(
      loadSandboxConfig({
        SANDBOX_LINE_MULTICAST_PER_SECOND: '50',
        SANDBOX_LINE_PUSH_PER_SECOND: 'OFF',
        SANDBOX_LINE_STATISTICS_DELAY_SECONDS: '0',
      }),
    ).toMatchObject({
      lineRateLimitsPerSecond: { multicast: 50, push: null },
      lineStatisticsDelayMs: 0,
    });
  });

  it('names a bad rate limit or statistics delay', () => {
    let error: unknown;
    try {
      loadSandboxConfig({
        SANDBOX_LINE_MULTICAST_PER_SECOND: '0',
        SANDBOX_LINE_PUSH_PER_SECOND: '2.5',
        SANDBOX_LINE_STATISTICS_DELAY_SECONDS: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SandboxConfigError);
    const problems = (error as SandboxConfigError).problems.join('\n');
    expect(problems).toContain('SANDBOX_LINE_MULTICAST_PER_SECOND');
    expect(problems).toContain('SANDBOX_LINE_PUSH_PER_SECOND');
    expect(problems).toContain('SANDBOX_LINE_STATISTICS_DELAY_SECONDS');
  });

  it('reads whether the account is verified, naming a value that is no boolean', () => {
    expect(loadSandboxConfig({ SANDBOX_LINE_ACCOUNT_VERIFIED: 'FALSE' })).toMatchObject({
      lineAccountVerified: false,
    });
    expect(() => loadSandboxConfig({ SANDBOX_LINE_ACCOUNT_VERIFIED: 'no' })).toThrow(
      'SANDBOX_LINE_ACCOUNT_VERIFIED',
    );
  });

  it('reads whether the channels share a provider (yes unless said), naming a value that is no boolean', () => {
    expect(loadSandboxConfig({})).toMatchObject({ lineSameProvider: true });
    expect(loadSandboxConfig({ SANDBOX_LINE_SAME_PROVIDER: 'false' })).toMatchObject({
      lineSameProvider: false,
    });
    expect(() => loadSandboxConfig({ SANDBOX_LINE_SAME_PROVIDER: 'other' })).toThrow(
      'SANDBOX_LINE_SAME_PROVIDER',
    );
  });

  it('keeps the Messaging API journal where SANDBOX_MESSAGING_JOURNAL says', () => {
    expect(
      loadSandboxConfig({ SANDBOX_MESSAGING_JOURNAL: ' /var/tmp/messaging.jsonl ' }),
    ).toMatchObject({ messagingJournal: '/var/tmp/messaging.jsonl' });
  });

  it('reads the environment and trims a trailing slash from the public URL', () => {
    const config = loadSandboxConfig({
      SANDBOX_PORT: '4100',
      SANDBOX_PUBLIC_URL: 'https://sandbox.example.test/',
      LINE_CHANNEL_ID: '2000000000',
      LINE_CHANNEL_SECRET: 's3cret',
      PROVIDER_ID_CLIENT_SECRET: 'p',
    });
    expect(config).toMatchObject({
      port: 4100,
      publicUrl: 'https://sandbox.example.test',
      lineChannelId: '2000000000',
      lineChannelSecret: 's3cret',
      providerIdClientSecret: 'p',
    });
  });

  it('finds the API webhook at LINE_WEBHOOK_URL, or else under the API public URL', () => {
    expect(
      loadSandboxConfig({
        LINE_WEBHOOK_URL: 'https://api.example.test/hooks/line',
        PUBLIC_BASE_URL: 'https://console.example.test',
        LINE_MESSAGING_CHANNEL_SECRET: 'm',
      }),
    ).toMatchObject({
      lineWebhookUrl: 'https://api.example.test/hooks/line',
      lineMessagingChannelSecret: 'm',
    });
    expect(loadSandboxConfig({ PUBLIC_BASE_URL: 'http://localhost:3300/' })).toMatchObject({
      lineWebhookUrl: 'http://localhost:3300/webhook/line',
      apiOrigin: 'http://localhost:3300',
    });
  });

  it('accepts the Messaging API channel access token the API sends with', () => {
    expect(
      loadSandboxConfig({ LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'production-like-token' }),
    ).toMatchObject({ lineMessagingAccessToken: 'production-like-token' });
  });

  it('registers the assertion public keys of SANDBOX_LINE_ASSERTION_PUBLIC_KEYS by kid', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keys = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1' }] });
    const config = loadSandboxConfig({
      SANDBOX_LINE_ASSERTION_PUBLIC_KEYS: keys,
      LINE_MESSAGING_CHANNEL_ID: '2000000002',
    });
    expect(Object.keys(config.lineMessagingAssertionKeys)).toEqual(['k1']);
    expect(config.lineMessagingChannelId).toBe('2000000002');
  });

  it('names bad assertion keys and a bad Messaging API channel id', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadSandboxConfig(env);
      } catch (error) {
        return (error as SandboxConfigError).problems;
      }
      return [];
    };
    const rule =
      'SANDBOX_LINE_ASSERTION_PUBLIC_KEYS must be a JSON Web Key Set ({"keys":[…]}) of RSA public keys, each with its "kid" (as registered in the LINE Developers console)';
    expect(problemsOf({ SANDBOX_LINE_ASSERTION_PUBLIC_KEYS: 'nope' })).toEqual([
      `${rule} (it is not JSON)`,
    ]);
    expect(problemsOf({ SANDBOX_LINE_ASSERTION_PUBLIC_KEYS: '{"keys":[{"kty":"RSA"}]}' })).toEqual([
      `${rule} (a key has no "kid")`,
    ]);
    expect(
      problemsOf({ SANDBOX_LINE_ASSERTION_PUBLIC_KEYS: '{"keys":[{"kid":"k","kty":"RSA"}]}' }),
    ).toEqual([`${rule} (key "k" is not a JSON Web Key)`]);
    expect(problemsOf({ LINE_MESSAGING_CHANNEL_ID: 'abc' })).toEqual([
      'LINE_MESSAGING_CHANNEL_ID must be a numeric channel id (got "abc")',
    ]);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadSandboxConfig({
        SANDBOX_PORT: 'abc',
        SANDBOX_PUBLIC_URL: 'ftp://x',
        LINE_CHANNEL_ID: 'line',
        LINE_WEBHOOK_URL: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SandboxConfigError);
    const problems = (error as SandboxConfigError).problems.join('\n');
    expect(problems).toContain('SANDBOX_PORT');
    expect(problems).toContain('SANDBOX_PUBLIC_URL');
    expect(problems).toContain('LINE_CHANNEL_ID');
    expect(problems).toContain('LINE_WEBHOOK_URL');
  });
});
