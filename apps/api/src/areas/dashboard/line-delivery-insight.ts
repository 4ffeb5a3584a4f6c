import { insight } from '@line/bot-sdk';
import type { LineMessagingConfig } from '../../config';
import {
  channelTokenSource,
  withChannelToken,
  type ChannelTokenSource,
} from '../../engine/sending/channel-token';

/**
 * What LINE says it delivered on a day: `ready` once counted (LINE finalises a day later), with
 * the messages the programme sent through the API (multicast, push, broadcast, narrowcast).
 */
export type DayDeliveries =
  { status: 'ready'; delivered: number } | { status: 'unready' | 'out_of_service' };

/** LINE's delivery counts by day; throws when LINE cannot be asked. */
export interface DeliveryInsight {
  /** `day` is 'YYYY-MM-DD'; LINE counts the day of that date in its own time (UTC+9). */
  deliveries(day: string): Promise<DayDeliveries>;
}

/** `promise`, or a rejection once `ms` have passed (the SDK's fetch cannot be aborted). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`LINE did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * LINE's `GET /v2/bot/insight/message/delivery?date=yyyyMMdd` through `@line/bot-sdk`'s insight
 * client on the configured host (the sandbox in development, https://api.line.me in production),
 * each call given up after the configured timeout.
 */
export class LineDeliveryInsight implements DeliveryInsight {
  constructor(
    private readonly config: LineMessagingConfig,
    private readonly tokens: ChannelTokenSource = channelTokenSource(config),
  ) {}

  async deliveries(day: string): Promise<DayDeliveries> {
    const answer = await withChannelToken(this.tokens, (accessToken) =>
      withinMs(
        new insight.InsightClient({
          channelAccessToken: accessToken,
          baseURL: this.config.apiBaseUrl,
        }).getNumberOfMessageDeliveries(day.replaceAll('-', '')),
        this.config.requestTimeoutMs,
      ),
    );
    if (answer.status !== 'ready') {
      return { status: answer.status === 'out_of_service' ? 'out_of_service' : 'unready' };
    }
    const delivered =
      (answer.apiMulticast ?? 0) +
      (answer.apiPush ?? 0) +
      (answer.apiBroadcast ?? 0) +
      (answer.apiNarrowcast ?? 0);
    return { status: 'ready', delivered };
  }
}
