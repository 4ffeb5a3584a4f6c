import { USER_MESSAGES, type UserRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { conflict } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { freshInvite } from './invite-code';
import { describeReissuedInvite, USER_LOG, userSubject } from './user-activity';
import { endSessions, lockUser } from './user-queries';
import { readUserRecord } from './user-record';
import { mayReissueInvite } from './user-rules';

/**
 * Gives user `id` (already found in the manager's scope) a new invite link: a new code and end,
 * the old code void at once. A user disabled before accepting is INVITED again. Whatever a
 * sign-in that stopped half-way left goes: a LINE account bound to the user (which it frees for
 * another invite) and the sign-ins still open. 409 only for a user who has signed in. Logged in
 * the same transaction (without the code).
 */
export async function reissueInvite(db: Database, manager: Staff, id: number): Promise<UserRecord> {
  return db.transaction(async (tx) => {
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
    await recordActivity(tx, manager, {
      action: USER_LOG.actions.invite,
      menu: USER_LOG.menu,
      subject: userSubject(user),
      description: describeReissuedInvite(user.status, {
        freedLine: user.lineUserId !== null,
        endedSignIns,
      }),
    });
    const record = await readUserRecord(tx, id);
    if (!record) throw new Error('re-invited user not found');
    return record;
  });
}
