import type { Clock } from '../domain/clock';
import { tokyoDayEnd } from './tokyo-date';

/**
 * When LINE's insight figures exist. LINE computes them after the fact, so a reader first meets
 * empty answers, and the figures fill in later (the sandbox waits its configured statistics
 * delay, `SANDBOX_LINE_STATISTICS_DELAY_SECONDS`):
 * - a request's statistics, per unit or per request id, appear once LINE has computed them;
 *   per unit they are updated for 14 days after the send
 *   (https://developers.line.biz/en/docs/messaging-api/unit-based-statistics-aggregation/), and
 *   the `delivered` of a request is null until all its messages have been sent
 *   (https://developers.line.biz/en/reference/messaging-api/#get-message-event);
 * - a day's count of sent messages is `unready` until LINE has counted the day, never on the
 *   day itself (https://developers.line.biz/en/reference/messaging-api/#get-number-of-delivery-messages).
 */
export class InsightTiming {
  constructor(
    private readonly clock: Clock,
    private readonly delayMs: number,
  ) {}

  /** Whether LINE has computed the statistics of a request accepted at `acceptedAt`. */
  computed(acceptedAt: number): boolean {
    return this.clock() - acceptedAt >= this.delayMs;
  }

  /** Whether LINE has counted Tokyo day `dateKey`: the day is over and the delay has passed. */
  dayCounted(dateKey: string): boolean {
    return this.clock() >= tokyoDayEnd(dateKey) + this.delayMs;
  }
}
