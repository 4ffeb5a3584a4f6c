import { randomSeed, seededRandom } from '../domain/seeded-random';
import {
  DEFAULT_TIMEOUT_MS,
  type FaultProfile,
  type Injection,
  injectionFor,
} from './fault-profile';

export interface ChannelFaultStats {
  injected: Record<Injection, number>;
}

const noInjections = (): Record<Injection, number> => ({
  serverError: 0,
  acceptedThenError: 0,
  acceptedThenDrop: 0,
  timeout: 0,
});

/**
 * The fault profile in force on the channel, its random draws and the faults it injected. (Its
 * rate limit is applied with LINE's by `SendRates`.)
 */
export class ChannelFaults {
  private settings: FaultProfile = {};
  private random = seededRandom(randomSeed());
  private injected = noInjections();
  /** Aborted when the sandbox closes: held requests then drop at once. */
  private holds = new AbortController();

  get profile(): FaultProfile {
    return { ...this.settings };
  }

  /** The profile's rate limit of push and of multicast, each counted apart; null: none. */
  get rateLimitPerSecond(): number | null {
    return this.settings.rateLimitPerSecond ?? null;
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
    this.injected = noInjections();
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
    return { injected: { ...this.injected } };
  }
}
