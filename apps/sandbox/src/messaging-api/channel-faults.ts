import type { Clock } from '../domain/clock';
import { randomSeed, seededRandom } from '../domain/seeded-random';
import {
  DEFAULT_TIMEOUT_MS,
  type FaultProfile,
  type Injection,
  injectionFor,
} from './fault-profile';

export interface ChannelFaultStats {
  /** The most push+multicast requests received in one wall-clock second, whatever the answer. */
  peakRequestsPerSecond: number;
  /** 429s the rate limit answered. */
  rateLimited: number;
  injected: Record<Injection, number>;
}

const noInjections = (): Record<Injection, number> => ({
  serverError: 0,
  acceptedThenError: 0,
  acceptedThenDrop: 0,
  timeout: 0,
});

/**
 * The fault profile in force on the channel, its random draws and what it did: the requests of
 * each wall-clock second (for the rate limit and the peak), the 429s and each injected fault.
 */
export class ChannelFaults {
  private settings: FaultProfile = {};
  private random = seededRandom(randomSeed());
  private second = Number.NaN;
  private inSecond = 0;
  private peak = 0;
  private limited = 0;
  private injected = noInjections();
  /** Aborted when the sandbox closes: held requests then drop at once. */
  private holds = new AbortController();

  constructor(private readonly clock: Clock) {}

  get profile(): FaultProfile {
    return { ...this.settings };
  }

  get latencyMs(): number {
    return this.settings.latencyMs ?? 0;
  }

  get timeoutMs(): number {
    return this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Signals the end of every wait the profile adds. */
  get holdSignal(): AbortSignal {
    return this.holds.signal;
  }

  /** Puts `profile` in force in place of the previous one, its draws starting from its seed. */
  replace(profile: FaultProfile): void {
    this.settings = { ...profile };
    this.random = seededRandom(profile.seed ?? randomSeed());
  }

  clear(): void {
    this.replace({});
  }

  /** No profile, and every count back to zero. */
  reset(): void {
    this.clear();
    this.second = Number.NaN;
    this.inSecond = 0;
    this.peak = 0;
    this.limited = 0;
    this.injected = noInjections();
  }

  /** Counts a request in its wall-clock second; false when the rate limit refuses it. */
  admit(): boolean {
    const second = Math.floor(this.clock() / 1000);
    if (second === this.second) {
      this.inSecond += 1;
    } else {
      this.second = second;
      this.inSecond = 1;
    }
    if (this.inSecond > this.peak) this.peak = this.inSecond;
    const limit = this.settings.rateLimitPerSecond;
    if (limit !== undefined && limit !== null && this.inSecond > limit) {
      this.limited += 1;
      return false;
    }
    return true;
  }

  /** The fault, if any, for the next request the rate limit let through. */
  draw(): Injection | null {
    return injectionFor(this.settings, this.random());
  }

  count(injection: Injection): void {
    this.injected[injection] += 1;
  }

  /** Ends every wait now (the sandbox is closing). */
  releaseHolds(): void {
    this.holds.abort();
    this.holds = new AbortController();
  }

  stats(): ChannelFaultStats {
    return {
      peakRequestsPerSecond: this.peak,
      rateLimited: this.limited,
      injected: { ...this.injected },
    };
  }
}
