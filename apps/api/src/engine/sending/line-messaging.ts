import { HTTPFetchError, insight, messagingApi } from '@line/bot-sdk';
import type { LineMessagingConfig } from '../../config';
import { channelTokenSource, withChannelToken, type ChannelTokenSource } from './channel-token';
import type { LineAnswer } from './sending-observer';

/** A LINE message object as the Messaging API takes it (built by the composer's model). */
export type LineMessage = messagingApi.Message;

/**
 * What became of one send:
 * - accepted: LINE took it;
 * - duplicate: LINE had already accepted this retry key (409), so it was delivered once, before;
 * - retry: worth trying again later (429, 5xx, a timeout, no connection), after `retryAfterMs`
 *   when LINE said how long;
 * - refused: LINE will not take it as it is (another 4xx, or the month's quota spent);
 *   `halts` when no other batch of the broadcast can fare better: LINE refused the messages
 *   themselves, or the month's quota is spent.
 */
export type SendOutcome =
  | { kind: 'accepted'; requestId: string | null }
  | { kind: 'duplicate'; requestId: string | null }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null; answer: LineAnswer }
  | { kind: 'refused'; status: number; reason: string; halts: HaltCause | null };

/** Why a refusal stops the whole broadcast. */
export type HaltCause = 'messages' | 'quota';

export interface MessageQuota {
  /** null: no monthly limit. */
  limit: number | null;
  used: number;
}

interface LineErrorBody {
  message?: unknown;
  details?: { message?: unknown; property?: unknown }[];
}

function parsedBody(body: string): LineErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as LineErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * A 400 about the message objects (LINE names `messages[…]` in its message or a detail's
 * property): every batch carries the same messages, so every batch would be refused.
 */
function refusesMessages(parsed: LineErrorBody | null): boolean {
  if (!parsed) return false;
  const named = [parsed.message, ...(parsed.details ?? []).map((detail) => detail.property)];
  return named.some((text) => typeof text === 'string' && /(^|\W)messages(\[|\b)/.test(text));
}

/** LINE's error body: `{ message, details?: [{ message, property }] }`, as one line of text. */
function reasonOf(parsed: LineErrorBody | null, fallback: string): string {
  if (!parsed) return fallback;
  const details = (parsed.details ?? [])
    .map((detail) => `${String(detail.property ?? '')}: ${String(detail.message ?? '')}`)
    .join('; ');
  const message = typeof parsed.message === 'string' ? parsed.message : fallback;
  return (details ? `${message} (${details})` : message).slice(0, 1000);
}

/** Retry-After in seconds (LINE's form) or an HTTP date, as milliseconds from now. */
function retryAfterOf(headers: Headers, now: number): number | null {
  const value = headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The outcome of an error thrown by a send. */
export function outcomeOfError(error: unknown, now = Date.now()): SendOutcome {
  if (error instanceof HTTPFetchError) {
    const body = parsedBody(error.body);
    const reason = reasonOf(body, `${error.status} ${error.statusText}`);
    if (error.status === 409) {
      return {
        kind: 'duplicate',
        requestId: error.headers.get('x-line-accepted-request-id'),
      };
    }
    // 429 is also LINE's answer when the month's messages are spent: waiting will not help.
    if (error.status === 429 && /monthly limit/i.test(reason)) {
      return { kind: 'refused', status: 429, reason, halts: 'quota' };
    }
    if (error.status === 429 || error.status >= 500) {
      return {
        kind: 'retry',
        reason,
        retryAfterMs: retryAfterOf(error.headers, now),
        answer: error.status,
      };
    }
    const halts = error.status === 400 && refusesMessages(body) ? 'messages' : null;
    return { kind: 'refused', status: error.status, reason, halts };
  }
  const reason = error instanceof Error ? error.message : String(error);
  const answer = error instanceof LineTimeoutError ? 'timeout' : 'network';
  return { kind: 'retry', reason, retryAfterMs: null, answer };
}

/** LINE's verdict on messages it was asked to validate (`POST /v2/bot/message/validate/…`). */
export type ValidationVerdict =
  | { kind: 'accepted' }
  | { kind: 'refused'; message: string; details: { property: string; message: string }[] }
  | { kind: 'unavailable'; reason: string };

/** The verdict an error of a validate call stands for: a 400 refuses, anything else is no answer. */
export function verdictOfError(error: unknown): ValidationVerdict {
  if (error instanceof HTTPFetchError && error.status === 400) {
    const body = parsedBody(error.body);
    return {
      kind: 'refused',
      message: typeof body?.message === 'string' ? body.message : `400 ${error.statusText}`,
      details: (body?.details ?? []).map((detail) => ({
        property: String(detail.property ?? ''),
        message: String(detail.message ?? ''),
      })),
    };
  }
  if (error instanceof HTTPFetchError) {
    return { kind: 'unavailable', reason: `${error.status} ${error.statusText}` };
  }
  return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
}

export class LineTimeoutError extends Error {
  constructor(ms: number) {
    super(`LINE did not answer within ${ms} ms`);
    this.name = 'LineTimeoutError';
  }
}

/**
 * The calls a send makes, each given up after `ms`. The SDK's fetch cannot be aborted, so a late
 * answer is ignored: the retry that follows carries the same retry key, and LINE delivers once.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LineTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** LINE's statistics of the messages sent with one aggregation unit. */
export type UnitStatistics = insight.GetStatisticsPerUnitResponse;

/** `@line/bot-sdk`'s clients, all calling with `accessToken`. */
interface LineClients {
  accessToken: string;
  client: messagingApi.MessagingApiClient;
  insight: insight.InsightClient;
}

/**
 * The LINE Messaging API adapter: multicast (broadcast batches), push (test sends), the month's
 * quota and consumption, aggregation units and their statistics, through `@line/bot-sdk`'s
 * clients on the configured host (the sandbox in development, https://api.line.me in
 * production).
 */
export class LineMessaging {
  private clients: LineClients | null = null;

  constructor(
    private readonly config: LineMessagingConfig,
    private readonly tokens: ChannelTokenSource = channelTokenSource(config),
  ) {}

  /** The SDK's clients of `accessToken`, built again when the token was renewed. */
  private clientsOf(accessToken: string): LineClients {
    if (this.clients?.accessToken !== accessToken) {
      const options = { channelAccessToken: accessToken, baseURL: this.config.apiBaseUrl };
      this.clients = {
        accessToken,
        client: new messagingApi.MessagingApiClient(options),
        insight: new insight.InsightClient(options),
      };
    }
    return this.clients;
  }

  /**
   * `call` with the current channel access token, each try given up after `timeoutMs`; a 401
   * renews the token and tries once more (see `withChannelToken`).
   */
  private withToken<T>(
    call: (clients: LineClients) => Promise<T>,
    timeoutMs = this.config.requestTimeoutMs,
  ): Promise<T> {
    return withChannelToken(this.tokens, (accessToken) =>
      withTimeout(call(this.clientsOf(accessToken)), timeoutMs),
    );
  }

  private async send(
    call: (clients: LineClients) => Promise<{ httpResponse: Response }>,
  ): Promise<SendOutcome> {
    try {
      const { httpResponse } = await this.withToken(call);
      return { kind: 'accepted', requestId: httpResponse.headers.get('x-line-request-id') };
    } catch (error) {
      return outcomeOfError(error);
    }
  }

  /**
   * One batch (≤ 500 userIds); `retryKey` makes a repeat of it harmless. `aggregationUnit` names
   * the unit LINE counts the messages' statistics under (see `report/aggregation-units.ts`).
   */
  multicast(
    to: string[],
    messages: LineMessage[],
    retryKey: string,
    aggregationUnit: string | null = null,
  ): Promise<SendOutcome> {
    const units = aggregationUnit === null ? {} : { customAggregationUnits: [aggregationUnit] };
    return this.send(({ client }) =>
      client.multicastWithHttpInfo({ to, messages, ...units }, retryKey),
    );
  }

  /** One user (a test send to the staff member's own LINE account). */
  push(to: string, messages: LineMessage[], retryKey: string): Promise<SendOutcome> {
    return this.send(({ client }) => client.pushMessageWithHttpInfo({ to, messages }, retryKey));
  }

  /** Whether LINE would take `messages` in a multicast; nothing is sent. */
  async validateMulticast(messages: LineMessage[]): Promise<ValidationVerdict> {
    try {
      await this.withToken(({ client }) => client.validateMulticast({ messages }));
      return { kind: 'accepted' };
    } catch (error) {
      return verdictOfError(error);
    }
  }

  /**
   * Whether the Messaging API channel knows LINE user `userId` (`GET /v2/bot/profile/{userId}`):
   * false on LINE's 404 (no such user under this channel's provider, or not a friend); throws
   * when LINE does not answer.
   */
  async knowsUser(userId: string): Promise<boolean> {
    try {
      await this.withToken(({ client }) => client.getProfile(userId));
      return true;
    } catch (error) {
      if (error instanceof HTTPFetchError && error.status === 404) return false;
      throw error;
    }
  }

  /** This month's limit and use; throws when LINE cannot be asked. */
  async quota(): Promise<MessageQuota> {
    const [quota, consumption] = await Promise.all([
      this.withToken(({ client }) => client.getMessageQuota()),
      this.withToken(({ client }) => client.getMessageQuotaConsumption()),
    ]);
    return {
      limit: quota.type === 'limited' ? (quota.value ?? 0) : null,
      used: consumption.totalUsage,
    };
  }

  /** How many aggregation unit names this month's sends used (LINE allows 1,000). */
  async aggregationUnitsUsed(): Promise<number> {
    const usage = await this.withToken(({ client }) => client.getAggregationUnitUsage());
    return usage.numOfCustomAggregationUnits;
  }

  /**
   * The statistics of aggregation unit `unit` over Tokyo days `from`–`to` (yyyyMMdd, at most 30
   * days apart), given up after `timeoutMs` (at most the configured timeout).
   */
  statisticsPerUnit(
    unit: string,
    from: string,
    to: string,
    timeoutMs: number,
  ): Promise<UnitStatistics> {
    return this.withToken(
      ({ insight }) => insight.getStatisticsPerUnit(unit, from, to),
      Math.min(timeoutMs, this.config.requestTimeoutMs),
    );
  }

  /**
   * One page of the user IDs following the account (`GET /v2/bot/followers/ids`, at most 1000):
   * `next` to pass as `start` for the following page, null after the last. Only a verified or
   * premium account may call it; LINE answers the others 403 (an `HTTPFetchError`).
   */
  async followerIds(
    start: string | undefined,
    limit: number,
  ): Promise<{ userIds: string[]; next: string | null }> {
    const page = await this.withToken(({ client }) => client.getFollowers(start, limit));
    return { userIds: page.userIds, next: page.next ?? null };
  }
}
