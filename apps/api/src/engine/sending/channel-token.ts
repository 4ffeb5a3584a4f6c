import { HTTPFetchError } from '@line/bot-sdk';
import type { LineMessagingConfig } from '../../config';
import { lineChannelTokenApi, type ChannelTokenApi, type IssuedToken } from './channel-token-api';

/** The Messaging API channel's access token, as every call to LINE asks for it. */
export interface ChannelTokenSource {
  /** The token to call LINE with now (issued first when there is none fit to use). */
  token(): Promise<string>;
  /**
   * LINE refused `stale` (401): a fresh token. Many callers refused the same token share one
   * renewal; a caller whose token was already replaced gets the new one.
   */
  renew(stale: string): Promise<string>;
  /** Revokes the token in use (at shutdown); failures are only logged. */
  close(): Promise<void>;
}

/** A fixed long-lived token: nothing to issue, renew or revoke. */
export class FixedChannelToken implements ChannelTokenSource {
  constructor(private readonly accessToken: string) {}
  token = async () => this.accessToken;
  renew = async () => this.accessToken;
  close = async () => undefined;
}

/** Where the source reports renewals and the failures it lives with. */
export interface TokenLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const SILENT: TokenLog = { info: () => undefined, warn: () => undefined };

/** A token is renewed once this share of its life has passed. */
const RENEW_AT = 0.8;
/** After a failed renewal in the background, the next one waits this long. */
const RETRY_RENEWAL_MS = 60_000;

interface HeldToken {
  accessToken: string;
  renewAt: number;
  /** After this it is not used any more (LINE would refuse it soon). */
  usableUntil: number;
}

/**
 * Channel access tokens v2.1, issued with the channel's JWT assertion and renewed before they
 * expire: at 80% of their life (a timer, or the first call after it), and whenever LINE refuses
 * the token in use. One renewal at a time, however many batches ask. The replaced token is
 * revoked, as is the last one at shutdown, so that the 30 valid tokens LINE allows a channel
 * ("Issue channel access token v2.1", messaging-api reference) are not used up.
 */
export class IssuedChannelTokens implements ChannelTokenSource {
  private held: HeldToken | null = null;
  private pending: Promise<string> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private noRenewalBefore = 0;
  private closed = false;

  constructor(
    private readonly api: ChannelTokenApi,
    private readonly log: TokenLog = SILENT,
  ) {}

  async token(): Promise<string> {
    const now = Date.now();
    const held = this.held;
    if (!held || now >= held.usableUntil) return this.renewNow();
    if (now >= held.renewAt) this.renewInBackground();
    return held.accessToken;
  }

  renew(stale: string): Promise<string> {
    if (this.pending) return this.pending;
    if (this.held && this.held.accessToken !== stale) return Promise.resolve(this.held.accessToken);
    return this.renewNow();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.pending?.catch(() => undefined);
    const held = this.held;
    this.held = null;
    if (held) await this.revoke(held.accessToken);
  }

  /** Issues a token (or joins the renewal under way) and puts it in use. */
  private renewNow(): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the channel access token source is closed'));
    this.pending ??= this.api
      .issue()
      .then((issued) => this.use(issued))
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  private renewInBackground(): void {
    if (this.pending || this.closed || Date.now() < this.noRenewalBefore) return;
    this.renewNow().catch((error: unknown) => {
      this.noRenewalBefore = Date.now() + RETRY_RENEWAL_MS;
      this.log.warn({ err: error }, 'renewing the LINE channel access token failed');
    });
  }

  private use(issued: IssuedToken): string {
    const now = Date.now();
    const lifeMs = issued.expiresInS * 1000;
    const replaced = this.held;
    this.held = {
      accessToken: issued.accessToken,
      renewAt: now + lifeMs * RENEW_AT,
      // A call started just before must still reach LINE in time.
      usableUntil: now + lifeMs - Math.min(60_000, lifeMs * 0.1),
    };
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.renewInBackground(), lifeMs * RENEW_AT);
    this.timer.unref();
    this.log.info(
      { keyId: issued.keyId, expiresInS: issued.expiresInS },
      'LINE issued a channel access token',
    );
    if (this.closed) {
      // Issued while closing: nothing will use it.
      this.held = null;
      void this.revoke(issued.accessToken);
    }
    if (replaced) void this.revoke(replaced.accessToken);
    return issued.accessToken;
  }

  private async revoke(accessToken: string): Promise<void> {
    try {
      await this.api.revoke(accessToken);
    } catch (error) {
      this.log.warn({ err: error }, 'revoking a LINE channel access token failed');
    }
  }
}

/** The token source `config` describes; issued tokens are asked of LINE at `apiBaseUrl`. */
export function channelTokenSource(
  config: LineMessagingConfig,
  log: TokenLog = SILENT,
): ChannelTokenSource {
  const token = config.channelToken;
  if (token.kind === 'fixed') return new FixedChannelToken(token.accessToken);
  const api = lineChannelTokenApi({
    apiBaseUrl: config.apiBaseUrl,
    key: { channelId: token.channelId, keyId: token.keyId, privateKey: token.privateKey },
    channelSecret: config.channelSecret,
    tokenLifetimeS: token.lifetimeSeconds,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  return new IssuedChannelTokens(api, log);
}

/**
 * `call` with the current token; when LINE answers 401, once more with a renewed token (the same
 * call: a send keeps its retry key). A second 401 is the caller's to judge.
 */
export async function withChannelToken<T>(
  tokens: ChannelTokenSource,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const accessToken = await tokens.token();
  try {
    return await call(accessToken);
  } catch (error) {
    if (!(error instanceof HTTPFetchError) || error.status !== 401) throw error;
    return call(await tokens.renew(accessToken));
  }
}
