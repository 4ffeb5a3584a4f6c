import { USER_MESSAGES } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { describeDeletedUser, USER_LOG, userSubject } from './user-activity';
import { hasAuthoredWork, lockUnit, lockUserToChange } from './user-queries';
import { removesLastActiveSuperAdmin } from './user-rules';

/**
 * Deletes user `id` (already found in the manager's scope), logging it in the same transaction;
 * their sign-ins go with them and their activity-log entries stay, without their name. 400 for
 * yourself; 409 for the last active Super Admin and for a user whose work others keep.
 */
export async function deleteUser(db: Database, manager: Staff, id: number): Promise<void> {
  if (manager.userId === id) throw badRequest([{ path: '', message: USER_MESSAGES.deleteSelf }]);
  await db.transaction(async (tx) => {
    const { before: user, otherActiveSuperAdmins } = await lockUserToChange(tx, id, null);
    if (removesLastActiveSuperAdmin(user, null, otherActiveSuperAdmins)) {
      throw conflict([{ path: '', message: USER_MESSAGES.lastSuperAdmin }]);
    }
    if (await hasAuthoredWork(tx, id)) {
      throw conflict([{ path: '', message: USER_MESSAGES.inUse }]);
    }
    const unit = await lockUnit(tx, user.unitId);
    await tx.delete(appUser).where(eq(appUser.id, id));
    await recordActivity(tx, manager, {
      action: USER_LOG.actions.delete,
      menu: USER_LOG.menu,
      subject: userSubject(user),
      description: describeDeletedUser({ ...user, unit: unit ?? null }),
    });
  });
}
