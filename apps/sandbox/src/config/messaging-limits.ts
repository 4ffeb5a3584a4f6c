import { SANDBOX_DEFAULTS, SANDBOX_ENV_NAMES } from './defaults';
import { type Env, read } from './env';

/** The sends whose rate the Messaging API stand-in limits, each counted on its own. */
export type RateLimitedSend = 'multicast' | 'push';

/** How the Messaging API stand-in limits sends and delays statistics, as LINE does. */
export interface MessagingLimits {
  /**
   * Requests a second LINE takes of each send endpoint; null: no limit, kinder than LINE, only
   * for a bench of the sandbox's own speed.
   */
  lineRateLimitsPerSecond: Record<RateLimitedSend, number | null>;
  /** How long after a send LINE's statistics of it appear (and a day's count after the day). */
  lineStatisticsDelayMs: number;
  /** Whether the account is verified or premium: may read its follower IDs. */
  lineAccountVerified: boolean;
  /** Whether the channel is under LINE Login's provider: knows the IDs LINE Login gives. */
  lineSameProvider: boolean;
}

/** The value that turns a rate limit off. */
const OFF = 'off';
/** Rate limits and delays beyond these are typing mistakes, not settings. */
const MAX_PER_SECOND = 1_000_000;
const MAX_DELAY_SECONDS = 7 * 24 * 3600;

type LimitKey = 'lineMulticastPerSecond' | 'linePushPerSecond';

/** The rate limit `key` sets: its default, a whole number of requests a second, or `off`. */
function perSecond(env: Env, key: LimitKey, problems: string[]): number | null {
  const raw = read(env, key);
  if (raw === undefined) return SANDBOX_DEFAULTS[key];
  if (raw.toLowerCase() === OFF) return null;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_PER_SECOND) {
    problems.push(
      `${SANDBOX_ENV_NAMES[key]} must be requests a second from 1 to ${MAX_PER_SECOND}, or "${OFF}" (got "${raw}")`,
    );
  }
  return value;
}

/** The statistics delay in milliseconds: its default, or whole seconds from the environment. */
function statisticsDelayMs(env: Env, problems: string[]): number {
  const raw = read(env, 'lineStatisticsDelaySeconds');
  const seconds = raw === undefined ? SANDBOX_DEFAULTS.lineStatisticsDelaySeconds : Number(raw);
  if (raw !== undefined && (!/^\d+$/.test(raw) || seconds > MAX_DELAY_SECONDS)) {
    problems.push(
      `${SANDBOX_ENV_NAMES.lineStatisticsDelaySeconds} must be seconds from 0 to ${MAX_DELAY_SECONDS} (got "${raw}")`,
    );
  }
  return seconds * 1000;
}

/** A yes-or-no setting: `true` or `false`, the default when unset. */
function flag(
  env: Env,
  key: 'lineAccountVerified' | 'lineSameProvider',
  problems: string[],
): boolean {
  const raw = read(env, key);
  if (raw === undefined) return SANDBOX_DEFAULTS[key];
  const value = raw.toLowerCase();
  if (value !== 'true' && value !== 'false') {
    problems.push(`${SANDBOX_ENV_NAMES[key]} must be "true" or "false" (got "${raw}")`);
  }
  return value !== 'false';
}

/** Reads the Messaging API's limits, adding each bad variable to `problems`. */
export function loadMessagingLimits(env: Env, problems: string[]): MessagingLimits {
  return {
    lineRateLimitsPerSecond: {
      multicast: perSecond(env, 'lineMulticastPerSecond', problems),
      push: perSecond(env, 'linePushPerSecond', problems),
    },
    lineStatisticsDelayMs: statisticsDelayMs(env, problems),
    lineAccountVerified: flag(env, 'lineAccountVerified', problems),
    lineSameProvider: flag(env, 'lineSameProvider', problems),
  };
}
