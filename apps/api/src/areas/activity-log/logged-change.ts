import type { ActivityLogEntry } from '@hbc/contracts';
import { answeringViolations, type ViolationAnswers } from '../../db/constraint-violations';
import type { Database } from '../../db/database';
import { recordActivity, type Actor } from './record-activity';

/** What a logged change gives back: its own result and the entry that describes it. */
export interface Logged<T> {
  result: T;
  entry: ActivityLogEntry;
}

/**
 * A change and its activity-log entry in one transaction, so that both are kept or neither is.
 * The violations that `violations` names (a race after the change's own checks) become their
 * answers.
 */
export async function loggedChange<T>(
  db: Database,
  actor: Actor,
  change: (tx: Database) => Promise<Logged<T>>,
  violations: ViolationAnswers = {},
): Promise<T> {
  return answeringViolations(violations, () =>
    db.transaction(async (tx) => {
      const { result, entry } = await change(tx);
      await recordActivity(tx, actor, entry);
      return result;
    }),
  );
}
