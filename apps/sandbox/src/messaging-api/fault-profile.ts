import { type Static, Type } from '@sinclair/typebox';

const Share = Type.Number({ minimum: 0, maximum: 1 });
/**
 * null as `const`, not `type: 'null'`, and first in its union: body coercion would otherwise
 * turn a refused 0 into null, or null into a refused 0.
 */
const NullValue = Type.Unsafe<null>({ const: null });
/** setTimeout's longest wait is 2^31 - 1 ms; an hour is plenty for a test or a bench. */
const MAX_WAIT_MS = 3_600_000;

/**
 * Trouble on LINE's side of push and multicast, set at run time for the whole channel. Every
 * field is optional: a missing one is that fault off. Shares are of all requests the rate limit
 * lets through, and may add up to 1 at most.
 */
export const FaultProfileBody = Type.Object(
  {
    /**
     * Lowers LINE's rate limit of push and that of multicast to this many requests a second,
     * each endpoint counted apart as LINE counts them (see `send-rates.ts`): past it, 429 with no
     * Retry-After, nothing accepted. Missing or null: LINE's limits of the sandbox configuration.
     */
    rateLimitPerSecond: Type.Optional(Type.Union([NullValue, Type.Integer({ minimum: 1 })])),
    /** This share of requests: 500, nothing accepted. */
    serverErrorShare: Type.Optional(Share),
    /** Added before answering every request. */
    latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_WAIT_MS })),
    /** Accepted (delivered, retry key remembered), then answered 500. */
    acceptedThenErrorShare: Type.Optional(Share),
    /** Accepted, then the connection dropped with no answer. */
    acceptedThenDropShare: Type.Optional(Share),
    /** No answer for `timeoutMs`, then the connection dropped; nothing accepted. */
    timeoutShare: Type.Optional(Share),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WAIT_MS })),
    /** Seeds the random draws, so that a run can be repeated. */
    seed: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

export type FaultProfile = Static<typeof FaultProfileBody>;

export const DEFAULT_TIMEOUT_MS = 60_000;

/** What a drawn fault does to a request the rate limit let through. */
export type Injection = 'timeout' | 'serverError' | 'acceptedThenError' | 'acceptedThenDrop';

/** Laid end to end on [0, 1) in this order, so that one draw picks at most one of them. */
const SHARES: readonly [Injection, keyof FaultProfile][] = [
  ['timeout', 'timeoutShare'],
  ['serverError', 'serverErrorShare'],
  ['acceptedThenError', 'acceptedThenErrorShare'],
  ['acceptedThenDrop', 'acceptedThenDropShare'],
];

function shareOf(profile: FaultProfile, field: keyof FaultProfile): number {
  const value = profile[field];
  return typeof value === 'number' ? value : 0;
}

export function sharesTotal(profile: FaultProfile): number {
  return SHARES.reduce((total, [, field]) => total + shareOf(profile, field), 0);
}

/** The fault a draw in [0, 1) lands on, or null: each fault takes exactly its share. */
export function injectionFor(profile: FaultProfile, draw: number): Injection | null {
  let upTo = 0;
  for (const [injection, field] of SHARES) {
    upTo += shareOf(profile, field);
    if (draw < upTo) return injection;
  }
  return null;
}
