import { eq } from 'drizzle-orm';
import { actorOf } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { recordSignInFailure, type SignInStepName } from './sign-in-activity';
import type { SignInFailure } from './sign-in-errors';
import type { SignInClient } from './sign-in-session';

/** A known user as a failed sign-in names them. */
export type SignInUser = Pick<typeof appUser.$inferSelect, 'id' | 'role' | 'unitId'>;

/**
 * A failed sign-in step of a known user: logged against them, and noted on their row (why and
 * when, `last_sign_in_failure`) for the staff who manage them, unless the invite was already
 * spent (the attempt that lost a race, or an old link used again); a sign-in clears the note. Pass
 * the step's transaction when there is one, so that the note is kept with the log entry.
 */
export async function recordUserSignInFailure(
  db: Database,
  user: SignInUser,
  client: SignInClient,
  step: SignInStepName,
  failure: SignInFailure,
  detail?: string,
): Promise<void> {
  await recordSignInFailure(db, actorOf(user, client), step, failure, detail);
  // A spent invite was spent by a sign-in that succeeded: nothing for the user's managers to fix.
  if (failure === 'CODE_IS_USED') return;
  await db
    .update(appUser)
    .set({ lastSignInFailure: failure, lastSignInFailureAt: new Date() })
    .where(eq(appUser.id, user.id));
}
