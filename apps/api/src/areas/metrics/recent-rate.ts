export interface RecentRateOptions {
  /** How far back the rate looks. */
  windowMs: number;
  /** The window is kept in slots this long: the rate's precision. */
  slotMs?: number;
  now?: () => number;
}

/**
 * A count per second over the last `windowMs` (the send rate of this process): counts are kept
 * in a ring of short slots, each reused once its time has left the window.
 */
export class RecentRate {
  private readonly slotMs: number;
  private readonly windowSeconds: number;
  private readonly now: () => number;
  private readonly counts: number[];
  /** Which slot of time (now / slotMs) each entry of `counts` holds. */
  private readonly slots: number[];

  constructor({ windowMs, slotMs = 100, now = Date.now }: RecentRateOptions) {
    this.slotMs = slotMs;
    this.windowSeconds = windowMs / 1000;
    this.now = now;
    const length = Math.ceil(windowMs / slotMs);
    this.counts = new Array<number>(length).fill(0);
    this.slots = new Array<number>(length).fill(-Infinity);
  }

  add(count: number): void {
    const slot = Math.floor(this.now() / this.slotMs);
    const index = slot % this.slots.length;
    if (this.slots[index] !== slot) {
      this.slots[index] = slot;
      this.counts[index] = 0;
    }
    this.counts[index] = (this.counts[index] ?? 0) + count;
  }

  perSecond(): number {
    const current = Math.floor(this.now() / this.slotMs);
    let total = 0;
    for (const [index, slot] of this.slots.entries()) {
      if (current - slot < this.slots.length) total += this.counts[index] ?? 0;
    }
    return total / this.windowSeconds;
  }
}
