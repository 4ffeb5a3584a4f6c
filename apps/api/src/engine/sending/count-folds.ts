import type { Database } from '../../db/database';
import { settleCounts } from './batch-completion';
import { realSleep, type Sleep } from './rate-limiter';

/**
 * One process's folds of count rows into their broadcasts' counts (`settleCounts`). The batches of
 * a broadcast that end while its fold runs, or within `gatherMs` of the first of them, share the
 * next fold, which starts after both: at most one fold a broadcast every `gatherMs` in a process,
 * where each batch's end folding alone made a national send's folds (a transaction of three round
 * trips, 200 a second, each often finding the other process's fold holding the row) half of the
 * sending's statements (docs/benchmarks.md, production-send). Each end still waits for a fold
 * that began after its count row was committed, so the last batch's end ends the broadcast.
 */
export class CountFolds {
  /** The fold not yet begun that a batch ending now joins, by broadcast. */
  private readonly next = new Map<number, Promise<void>>();
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly gatherMs: number,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** Resolves once a fold begun after this call has counted broadcast `broadcastId`'s rows. */
  settle(broadcastId: number): Promise<void> {
    const queued = this.next.get(broadcastId);
    if (queued) return queued;
    const fold = this.foldAfter(broadcastId, this.running.get(broadcastId));
    this.next.set(broadcastId, fold);
    return fold;
  }

  private async foldAfter(broadcastId: number, before: Promise<void> | undefined): Promise<void> {
    await Promise.all([before?.catch(() => undefined), this.sleep(this.gatherMs)]);
    this.next.delete(broadcastId);
    const run = settleCounts(this.db, broadcastId);
    this.running.set(broadcastId, run);
    try {
      await run;
    } finally {
      if (this.running.get(broadcastId) === run) this.running.delete(broadcastId);
    }
  }
}
