import { windowStateAt, type SendWindow } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { readSendPolicy } from '../../areas/send-policy/send-policy-store';
import { releaseBatch } from './batch-completion';

/** A change of the policy reaches every process's batches within this long. */
const POLICY_FRESH_MS = 5_000;

/** The send window as each batch reads it: the policy's row, read again every few seconds. */
export class SendWindowSource {
  private read: { at: number; window: SendWindow | null } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  async windowOf(db: Database, fresh = false): Promise<SendWindow | null> {
    const at = this.now();
    if (fresh || !this.read || at - this.read.at >= POLICY_FRESH_MS) {
      this.read = { at, window: (await readSendPolicy(db)).sendWindow };
    }
    return this.read.window;
  }

  /**
   * When the window next opens if it is closed at `at`; null while it is open. A closed window is
   * read again first: a batch held back on a policy the Super Admin has just lifted would wait
   * for an opening that no longer exists.
   */
  async closedUntil(db: Database, at: Date): Promise<Date | null> {
    if (windowStateAt(await this.windowOf(db), at).open) return null;
    return windowStateAt(await this.windowOf(db, true), at).opensAt;
  }
}

/**
 * Gives a claimed batch back (`releaseBatch`), untouched, because the send window closed: the
 * broadcast waits until `opensAt` (its detail says so), and the sweep, which leaves a waiting
 * broadcast's batches alone, queues them again once that has passed.
 * Answers false when the claim was no longer ours.
 */
export async function deferBatch(
  db: Database,
  batchId: number,
  claim: number,
  broadcastId: number,
  opensAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await releaseBatch(tx, batchId, claim))) return false;
    await tx.execute(sql`
      update ${broadcast} set waiting_for_window_until = ${opensAt.toISOString()}
      where ${broadcast.id} = ${broadcastId} and ${broadcast.status} = 'SENDING'
        and ${broadcast.waitingForWindowUntil} is distinct from ${opensAt.toISOString()}`);
    return true;
  });
}
