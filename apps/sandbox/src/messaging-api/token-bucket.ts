/**
 * A rate limit counted as LINE counts it, with a token bucket: the bucket holds at most
 * `capacity` tokens and starts full; it refills steadily, `capacity` tokens over `periodMs`; each
 * request takes one token, and a request that finds less than one is refused (429). A burst may
 * empty the bucket at once, but nothing resets at the start of a second or an hour.
 * https://developers.line.biz/en/tips/2026/09/10/messaging-api-rate-limits/
 * (LINE's example there: a limit of 60 an hour with 60 tokens stored takes 60 requests in one
 * second, then one a minute: the capacity is the limit.)
 */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number | null = null;

  constructor(
    readonly capacity: number,
    private readonly periodMs: number,
  ) {
    this.tokens = capacity;
  }

  /** Takes a token at `now` (ms); false when there is none. */
  take(now: number): boolean {
    if (this.refilledAt !== null && now > this.refilledAt) {
      const refill = ((now - this.refilledAt) * this.capacity) / this.periodMs;
      this.tokens = Math.min(this.capacity, this.tokens + refill);
    }
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
