import type { BroadcastProgress, BroadcastStatus } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';

export type ProgressListener = (progress: BroadcastProgress) => void;

interface ProgressRow extends Record<string, unknown> {
  id: number;
  status: BroadcastStatus;
  total: number;
  sent: number;
  failed: number;
  startedAt: string | null;
  finishedAt: string | null;
}

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

export function toProgress(row: ProgressRow): BroadcastProgress {
  const total = Number(row.total);
  const sent = Number(row.sent);
  const failed = Number(row.failed);
  return {
    id: Number(row.id),
    status: row.status,
    total,
    sent,
    failed,
    // Also after a cancel: those never sent, so that sent + failed + remaining = total always.
    remaining: Math.max(0, total - sent - failed),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** Broadcasts' progress now, by id. */
export async function readProgress(db: Database, ids: readonly number[]) {
  const { rows } = await db.execute<ProgressRow>(sql`
    select id, status, target_count as total, sent_count as sent, failed_count as failed,
      started_at::text as "startedAt", finished_at::text as "finishedAt"
    from ${broadcast} where ${broadcast.id} = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((row) => [Number(row.id), toProgress(row)]));
}

/**
 * The progress of watched broadcasts, read for all watchers at once every `intervalMs` (however
 * many pages watch, one query per tick) and told to each watcher when it changed.
 */
export class ProgressHub {
  private readonly watchers = new Map<number, Set<ProgressListener>>();
  private readonly last = new Map<number, string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly intervalMs = 500,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Tells `listener` the progress now, then each change; answers how to stop. */
  watch(id: number, listener: ProgressListener): () => void {
    const listeners = this.watchers.get(id) ?? new Set();
    listeners.add(listener);
    this.watchers.set(id, listeners);
    this.last.delete(id);
    if (this.timer === null) this.timer = setInterval(() => void this.tick(), this.intervalMs);
    void this.tick();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        this.watchers.delete(id);
        this.last.delete(id);
      }
      if (this.watchers.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    const ids = [...this.watchers.keys()];
    if (ids.length === 0) return;
    try {
      const progress = await readProgress(this.db, ids);
      for (const [id, value] of progress) {
        const text = JSON.stringify(value);
        if (this.last.get(id) === text) continue;
        this.last.set(id, text);
        for (const listener of this.watchers.get(id) ?? []) listener(value);
      }
    } catch (error) {
      this.onError(error);
    }
  }
}
