import { USER_MESSAGES } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { describeDeletedUser, USER_LOG, userEntry } from './user-activity';
import { hasAuthoredWork, lockUnit, lockUserToChange } from './user-queries';
import { removesLastActiveSuperAdmin } from './user-rules';

/**
 * Deletes user `id` (already found in the manager's scope), logging it in the same transaction;
 * their sign-ins go with them and their activity-log entries stay, without their name. 400 for
 * yourself; 409 for the last active Super Admin and for a user whose work others keep.
 */
export async function deleteUser(db: Database, manager: Staff, id: number): Promise<void> {
  if (manager.userId === id) throw badRequest([{ path: '', message: USER_MESSAGES.deleteSelf }]);
  await loggedChange(db, manager, async (tx) => {
    const { before: user, otherActiveSuperAdmins } = await lockUserToChange(tx, id, null);
    if (removesLastActiveSuperAdmin(user, null, otherActiveSuperAdmins)) {
      throw conflict([{ path: '', message: USER_MESSAGES.lastSuperAdmin }]);
    }
    if (await hasAuthoredWork(tx, id)) {
      throw conflict([{ path: '', message: USER_MESSAGES.inUse }]);
    }
    const unit = await lockUnit(tx, user.unitId);
    await tx.delete(appUser).where(eq(appUser.id, id));
    return {
      result: undefined,
      entry: userEntry(
        USER_LOG.actions.delete,
        user,
        describeDeletedUser({ ...user, unit: unit ?? null }),
      ),
    };
  });
}
