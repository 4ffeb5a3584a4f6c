import { USER_MESSAGES, type UserRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import type { Database } from '../db/database';
import { appUser } from '../db/schema';
import { conflict } from '../http-errors';
import type { Staff } from '../plugins/app/auth';
import { freshInvite } from './invite-code';
import { describeReissuedInvite, USER_LOG, userSubject } from './user-activity';
import { lockUser } from './user-queries';
import { readUserRecord } from './user-record';
import { mayReissueInvite } from './user-rules';

/**
 * Gives user `id` (already found in the manager's scope) a new invite link: a new code and end,
 * the old code void at once. A user disabled before accepting is INVITED again. 409 for a user
 * who has accepted their invite. Logged in the same transaction (without the code).
 */
export async function reissueInvite(db: Database, manager: Staff, id: number): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!mayReissueInvite(user)) {
      throw conflict([{ path: '', message: USER_MESSAGES.inviteOnlyWhileInvited }]);
    }
    await tx
      .update(appUser)
      .set({ status: 'INVITED', ...freshInvite(new Date()) })
      .where(eq(appUser.id, id));
    await recordActivity(tx, manager, {
      action: USER_LOG.actions.invite,
      menu: USER_LOG.menu,
      subject: userSubject(user),
      description: describeReissuedInvite(user.status),
    });
    const record = await readUserRecord(tx, id);
    if (!record) throw new Error('re-invited user not found');
    return record;
  });
}
