import type { BroadcastQuota } from '@hbc/contracts';

/**
 * LINE's quota as a page read by many shows it: the last answer while it is younger than
 * `maxAgeMs`; once older, still the last answer, while one call asks LINE again for the next
 * reader. Only the first read waits for LINE. A page then never waits on LINE (which answers
 * slowly, or not at all, when it is busiest: during a national send), and LINE is asked at most
 * once per `maxAgeMs` by each process, however many staff look. With `maxAgeMs` 0 every read
 * waits for LINE.
 */
export class RecentLineQuota {
  private last: { at: number; quota: BroadcastQuota | null } | undefined;
  private asking: Promise<BroadcastQuota | null> | undefined;

  constructor(
    private readonly ask: () => Promise<BroadcastQuota | null>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async read(): Promise<BroadcastQuota | null> {
    const last = this.last;
    if (last && this.now() - last.at < this.maxAgeMs) return last.quota;
    const asking = this.askOnce();
    return last && this.maxAgeMs > 0 ? last.quota : asking;
  }

  /** One call to LINE at a time; its answer (null: LINE could not be asked) becomes the last. */
  private askOnce(): Promise<BroadcastQuota | null> {
    this.asking ??= this.ask()
      .then((quota) => {
        this.last = { at: this.now(), quota };
        return quota;
      })
      .finally(() => {
        this.asking = undefined;
      });
    return this.asking;
  }
}
