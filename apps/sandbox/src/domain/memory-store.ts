import type { Clock } from './clock';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** A map whose entries vanish after their time to live. Lives in memory only. */
export class MemoryStore<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly clock: Clock) {}

  set(key: string, value: T, ttlMs: number): void {
    this.pruneOldest();
    // Set again, a key moves to the end, where the entries that expire last are.
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock() + ttlMs });
  }

  /** The live value, or undefined when it never existed or has expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Milliseconds the entry still lives, or 0 when it is gone. */
  remainingMs(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.expiresAt - this.clock());
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    const now = this.clock();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    return this.entries.size;
  }

  /**
   * Drops the expired entries at the front, the oldest, up to the first live one. A store's
   * entries mostly live alike, so those are the expired ones; one expired behind a live entry is
   * dropped when read. Each `set` swept the whole store before: the retry keys of a national send
   * (20,000 of them, kept a day) made that quadratic, the sandbox's busiest work.
   */
  private pruneOldest(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.entries.delete(key);
    }
  }
}
