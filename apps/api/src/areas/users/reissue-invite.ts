import { USER_MESSAGES, type UserRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { conflict } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { freshInvite } from './invite-code';
import { describeReissuedInvite, USER_LOG, userEntry } from './user-activity';
import { endSessions, lockUser } from './user-queries';
import { writtenUserRecord } from './user-record';
import { mayReissueInvite } from './user-rules';

/**
 * Gives user `id` (already found in the manager's scope) a new invite link: a new code and end,
 * the old code void at once. A user disabled before accepting is INVITED again. Whatever a
 * sign-in that stopped half-way left goes: a LINE account bound to the user (which it frees for
 * another invite) and the sign-ins still open. 409 only for a user who has signed in. Logged in
 * the same transaction (without the code).
 */
export async function reissueInvite(db: Database, manager: Staff, id: number): Promise<UserRecord> {
  return loggedChange(db, manager, async (tx) => {
    const user = await lockUser(tx, id);
    if (!mayReissueInvite(user)) {
      throw conflict([{ path: '', message: USER_MESSAGES.inviteOnlyWhileInvited }]);
    }
    const now = new Date();
    await tx
      .update(appUser)
      .set({ status: 'INVITED', lineUserId: null, ...freshInvite(now) })
      .where(eq(appUser.id, id));
    const endedSignIns = await endSessions(tx, id, now);
    return {
      result: await writtenUserRecord(tx, id, 're-invited'),
      entry: userEntry(
        USER_LOG.actions.invite,
        user,
        describeReissuedInvite(user.status, { freedLine: user.lineUserId !== null, endedSignIns }),
      ),
    };
  });
}
