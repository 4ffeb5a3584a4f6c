import type { Database } from '../../db/database';
import { useTesterCode } from '../tester/tester-codes';
import type { TextFromUser } from './webhook-events';

/**
 * The texts users sent, each tried as a tester's one-time code (each use its own transaction).
 * Answers how many testers they added. A redelivered text finds its code gone and adds nobody.
 */
export async function applyTesterCodes(db: Database, texts: TextFromUser[]): Promise<number> {
  let added = 0;
  for (const { userId, text } of texts) {
    if ((await useTesterCode(db, userId, text)) !== undefined) added += 1;
  }
  return added;
}
