import { API_PATHS } from '@hbc/contracts';
import { loadAssertionKeys, type AssertionKeys } from './assertion-keys';
import { SANDBOX_DEFAULTS, SANDBOX_ENV_NAMES } from './defaults';
import { type Env, read } from './env';
import { loadMessagingLimits, type MessagingLimits } from './messaging-limits';

export interface SandboxConfig extends MessagingLimits {
  port: number;
  host: string;
  /** Origin the browser and the API reach the sandbox at, without a trailing slash. */
  publicUrl: string;
  lineChannelId: string;
  lineChannelSecret: string;
  healthIdClientId: string;
  healthIdClientSecret: string;
  providerIdClientId: string;
  providerIdClientSecret: string;
  /** Signs the webhook calls of the LINE Official Account stand-in (X-Line-Signature). */
  lineMessagingChannelSecret: string;
  /** A fixed channel access token the Messaging API stand-in accepts (Authorization: Bearer). */
  lineMessagingAccessToken: string;
  /** The Messaging API channel, which channel access tokens v2.1 are issued to. */
  lineMessagingChannelId: string;
  /** The public halves of the channel's assertion signing keys, by kid. */
  lineMessagingAssertionKeys: AssertionKeys;
  /** Where those webhook calls go: the API's `POST /webhook/line`. */
  lineWebhookUrl: string;
  /**
   * The API's origin (PUBLIC_BASE_URL): a development API serves its uploads over http there,
   * so media on it may be http; LINE's https rule holds for everything else.
   */
  apiOrigin: string;
  /**
   * Where the Messaging API journals each accepted request (JSON lines) and reads them back at
   * start, or null to keep them in memory only.
   */
  messagingJournal: string | null;
}

export class SandboxConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SandboxConfigError';
  }
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const apiPublicUrl = (env: Env) =>
  (read(env, 'apiPublicUrl') ?? SANDBOX_DEFAULTS.apiPublicUrl).replace(/\/+$/, '');

/** LINE_WEBHOOK_URL, or else the webhook path under the API's public URL. */
function webhookUrl(env: Env): string {
  const explicit = read(env, 'lineWebhookUrl');
  if (explicit !== undefined) return explicit;
  return `${apiPublicUrl(env)}${API_PATHS.lineWebhook}`;
}

/** Reads the configuration from the environment; throws naming every bad variable. */
export function loadSandboxConfig(env: Env = process.env): SandboxConfig {
  const problems: string[] = [];

  const rawPort = read(env, 'port');
  let port: number = SANDBOX_DEFAULTS.port;
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
      problems.push(
        `${SANDBOX_ENV_NAMES.port} must be a port number from 1 to 65535 (got "${rawPort}")`,
      );
    }
  }

  const rawPublicUrl = read(env, 'publicUrl') ?? SANDBOX_DEFAULTS.publicUrl;
  let publicUrl = rawPublicUrl.replace(/\/+$/, '');
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    publicUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    problems.push(`${SANDBOX_ENV_NAMES.publicUrl} must be an http(s) URL (got "${rawPublicUrl}")`);
  }

  const lineChannelId = read(env, 'lineChannelId') ?? SANDBOX_DEFAULTS.lineChannelId;
  if (!/^\d+$/.test(lineChannelId)) {
    problems.push(
      `${SANDBOX_ENV_NAMES.lineChannelId} must be a numeric channel id (got "${lineChannelId}")`,
    );
  }

  const lineWebhookUrl = webhookUrl(env);
  if (!isHttpUrl(lineWebhookUrl)) {
    problems.push(
      `${SANDBOX_ENV_NAMES.lineWebhookUrl} (or ${SANDBOX_ENV_NAMES.apiPublicUrl}) must give an http(s) URL (got "${lineWebhookUrl}")`,
    );
  }

  let apiOrigin = '';
  try {
    apiOrigin = new URL(apiPublicUrl(env)).origin;
  } catch {
    problems.push(
      `${SANDBOX_ENV_NAMES.apiPublicUrl} must be an http(s) URL (got "${apiPublicUrl(env)}")`,
    );
  }

  const messagingLimits = loadMessagingLimits(env, problems);

  const lineMessagingChannelId =
    read(env, 'lineMessagingChannelId') ?? SANDBOX_DEFAULTS.lineMessagingChannelId;
  if (!/^\d+$/.test(lineMessagingChannelId)) {
    problems.push(
      `${SANDBOX_ENV_NAMES.lineMessagingChannelId} must be a numeric channel id (got "${lineMessagingChannelId}")`,
    );
  }
  const lineMessagingAssertionKeys = loadAssertionKeys(env, problems);

  if (problems.length > 0) throw new SandboxConfigError(problems);

  return {
    port,
    host: read(env, 'host') ?? SANDBOX_DEFAULTS.host,
    publicUrl,
    lineChannelId,
    lineChannelSecret: read(env, 'lineChannelSecret') ?? SANDBOX_DEFAULTS.lineChannelSecret,
    healthIdClientId: read(env, 'healthIdClientId') ?? SANDBOX_DEFAULTS.healthIdClientId,
    healthIdClientSecret:
      read(env, 'healthIdClientSecret') ?? SANDBOX_DEFAULTS.healthIdClientSecret,
    providerIdClientId: read(env, 'providerIdClientId') ?? SANDBOX_DEFAULTS.providerIdClientId,
    providerIdClientSecret:
      read(env, 'providerIdClientSecret') ?? SANDBOX_DEFAULTS.providerIdClientSecret,
    lineMessagingChannelSecret:
      read(env, 'lineMessagingChannelSecret') ?? SANDBOX_DEFAULTS.lineMessagingChannelSecret,
    lineMessagingAccessToken:
      read(env, 'lineMessagingAccessToken') ?? SANDBOX_DEFAULTS.lineMessagingAccessToken,
    lineMessagingChannelId,
    lineMessagingAssertionKeys,
    lineWebhookUrl,
    apiOrigin,
    messagingJournal: read(env, 'messagingJournal') ?? null,
    ...messagingLimits,
  };
}
