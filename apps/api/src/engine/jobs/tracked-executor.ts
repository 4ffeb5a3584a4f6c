import type { SqlExecutor } from '../../db/database';

/**
 * An executor that knows the statements it has under way, so that a caller can wait for them
 * before closing the database: a pg-boss worker caught in the middle of fetching its next jobs
 * when the queue stops would otherwise wait on a closed database and never end its loop.
 */
export class TrackedExecutor implements SqlExecutor {
  private running = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly inner: SqlExecutor) {}

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
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
}
