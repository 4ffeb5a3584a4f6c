import type { RateLimitedSend } from '../config/messaging-limits';
import type { Clock } from '../domain/clock';

const SECOND_MS = 1000;

/** The requests of each wall-clock second, and the most in any one since the reset. */
class BusiestSecond {
  private second = Number.NaN;
  private count = 0;
  peak = 0;

  add(now: number): void {
    const second = Math.floor(now / SECOND_MS);
    this.count = second === this.second ? this.count + 1 : 1;
    this.second = second;
    if (this.count > this.peak) this.peak = this.count;
  }
}

/**
 * One endpoint's rate: the requests of the current wall-clock second against the limit in force,
 * the busiest second and the 429s. LINE refills its allowance steadily rather than per second
 * (https://developers.line.biz/en/tips/2026/09/10/messaging-api-rate-limits/); the sandbox counts
 * per wall-clock second, as the API's multicast limiter paces its turns, until that limiter
 * paces steadily.
 */
class EndpointRate {
  private second = Number.NaN;
  private admitted = 0;
  readonly busiest = new BusiestSecond();
  rateLimited = 0;

  /** Counts a request at `now`; false when `limit` refuses it. */
  admit(now: number, limit: number | null): boolean {
    this.busiest.add(now);
    const second = Math.floor(now / SECOND_MS);
    if (second !== this.second) {
      this.second = second;
      this.admitted = 0;
    }
    if (limit !== null && this.admitted >= limit) {
      this.rateLimited += 1;
      return false;
    }
    this.admitted += 1;
    return true;
  }
}

export interface EndpointRateStats {
  /** The limit in force, in requests a second (null: none). */
  limitPerSecond: number | null;
  /** The most requests received in one wall-clock second, whatever the answer. */
  peakRequestsPerSecond: number;
  /** 429s the rate limit answered. */
  rateLimited: number;
}

export interface SendRateStats {
  /** The most push + multicast requests received in one wall-clock second. */
  peakRequestsPerSecond: number;
  /** 429s the rate limits answered, push and multicast together. */
  rateLimited: number;
  rateLimits: Record<RateLimitedSend, EndpointRateStats>;
}

const freshRates = (): Record<RateLimitedSend, EndpointRate> => ({
  multicast: new EndpointRate(),
  push: new EndpointRate(),
});

/**
 * LINE's rate limits of push and multicast. LINE limits each endpoint of a channel on its own:
 * multicast's 200 requests a second are counted apart from push's 2,000 (push is one of the
 * "Other API endpoints"), so pushes never use up multicast's limit nor the other way round.
 * https://developers.line.biz/en/reference/messaging-api/#rate-limits
 * The limits are the sandbox configuration's (LINE's by default); the fault profile's
 * `rateLimitPerSecond` lowers both, never raises them.
 */
export class SendRates {
  private rates = freshRates();
  private all = new BusiestSecond();

  constructor(
    private readonly clock: Clock,
    private readonly configured: Readonly<Record<RateLimitedSend, number | null>>,
    /** The fault profile's limit, if it sets one. */
    private readonly profileLimit: () => number | null,
  ) {}

  /** The limit in force for `send`: the configured one, lowered by the profile's. */
  limitOf(send: RateLimitedSend): number | null {
    const limits = [this.configured[send], this.profileLimit()].filter(
      (limit): limit is number => limit !== null,
    );
    return limits.length === 0 ? null : Math.min(...limits);
  }

  /** Counts a `send` request now; false when its rate limit refuses it (429). */
  admit(send: RateLimitedSend): boolean {
    const now = this.clock();
    this.all.add(now);
    return this.rates[send].admit(now, this.limitOf(send));
  }

  /** Every count back to zero. */
  reset(): void {
    this.rates = freshRates();
    this.all = new BusiestSecond();
  }

  stats(): SendRateStats {
    const statsOf = (send: RateLimitedSend): EndpointRateStats => ({
      limitPerSecond: this.limitOf(send),
      peakRequestsPerSecond: this.rates[send].busiest.peak,
      rateLimited: this.rates[send].rateLimited,
    });
    return {
      peakRequestsPerSecond: this.all.peak,
      rateLimited: this.rates.multicast.rateLimited + this.rates.push.rateLimited,
      rateLimits: { multicast: statsOf('multicast'), push: statsOf('push') },
    };
  }
}
