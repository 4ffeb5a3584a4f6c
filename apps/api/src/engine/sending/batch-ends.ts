import type { Database } from '../../db/database';
import { endBatches, settleCounts, type BatchEnd, type ClaimEnd } from './batch-completion';
import { realSleep, type Sleep } from './rate-limiter';

interface Ending extends ClaimEnd {
  resolve(ended: boolean): void;
  reject(error: unknown): void;
}

/**
 * One process's batch ends: those that come within `gatherMs` of the first of them, or while the
 * last were being written, are written in one statement (`endBatches`), then each broadcast they
 * belong to is folded once (`settleCounts`): at most one end statement and one fold a broadcast
 * every `gatherMs` in a process, where each batch's end and fold alone (a statement and a
 * transaction of three round trips, 200 a second, the folds often finding the other process's
 * holding the row) made most of a national send's statements (docs/benchmarks.md,
 * production-send). Each end resolves once a fold begun after its count row was written has
 * counted it, so the last batch's end ends the broadcast.
 */
export class BatchEnds {
  private gathered: Ending[] = [];
  private written: Promise<void> = Promise.resolve();
  private gathering = false;

  constructor(
    private readonly db: Database,
    private readonly gatherMs: number,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** Ends batch `batchId` under claim `claim`; answers whether the claim still held it. */
  end(batchId: number, claim: number, end: BatchEnd): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.gathered.push({ batchId, claim, end, resolve, reject });
      if (!this.gathering) {
        this.gathering = true;
        void this.writeGathered();
      }
    });
  }

  private async writeGathered(): Promise<void> {
    await Promise.all([this.written, this.sleep(this.gatherMs)]);
    this.gathering = false;
    const ends = this.gathered;
    this.gathered = [];
    const writing = this.write(ends);
    this.written = writing;
    await writing;
  }

  /** Never rejects: each end's promise gets the error. */
  private async write(ends: Ending[]): Promise<void> {
    try {
      const ended = await endBatches(this.db, ends);
      for (const broadcastId of new Set(ended.values())) await settleCounts(this.db, broadcastId);
      for (const one of ends) one.resolve(ended.has(one.batchId));
    } catch (error) {
      for (const one of ends) one.reject(error);
    }
  }
}
