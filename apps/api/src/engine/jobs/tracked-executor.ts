import type { SqlExecutor } from '../../db/database';

/**
 * An executor that knows the statements it has under way, so that a caller can wait for them
 * before closing the database: a pg-boss worker caught in the middle of fetching its next jobs
 * when the queue stops would otherwise wait on a closed database and never end its loop. Once
 * closed, it lets no statement through (see `close`).
 */
export class TrackedExecutor implements SqlExecutor {
  private running = 0;
  private waiters: (() => void)[] = [];
  private onLate: ((text: string) => void) | undefined;

  constructor(private readonly inner: SqlExecutor) {}

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.onLate) {
      this.onLate(text);
      return { rows: [] };
    }
    this.running += 1;
    try {
      return await this.inner.executeSql(text, values);
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves once no statement is under way, or after `timeoutMs`. */
  idle(timeoutMs: number): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * From now on no statement reaches the database: each is answered with no rows and handed to
   * `onLate`. pg-boss writes the end of a job without waiting for the write or catching its
   * failure, so a job that ends after the queue stopped (its handler outlived the stop's wait)
   * would write to a closed database and its rejection would end the process mid-shutdown.
   */
  close(onLate: (text: string) => void): void {
    this.onLate = onLate;
  }
}
