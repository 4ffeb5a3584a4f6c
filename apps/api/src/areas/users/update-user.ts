import { USER_MESSAGES, type UserBody, type UserRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { describeUpdate, updateAction, userChanges, userEntry } from './user-activity';
import { endSessions, lockUnit, lockUserToChange } from './user-queries';
import { writtenUserRecord } from './user-record';
import { mayAssign, removesLastActiveSuperAdmin, statusIssue, unitIssue } from './user-rules';

/**
 * Updates user `id` (already found in the manager's scope) from the form, logging the change in
 * the same transaction. 400 when the body's id is not the path's, the unit does not suit the role
 * or the status may not be set; 403 when the manager may not give that role or unit; 409 when it
 * would leave no active Super Admin. Disabling a user ends all their sign-ins at once.
 */
export async function updateUser(
  db: Database,
  manager: Staff,
  id: number,
  body: UserBody,
): Promise<UserRecord> {
  if (body.id !== id) throw badRequest([{ path: '/id', message: USER_MESSAGES.idMismatch }]);
  if (!mayAssign(manager, body.role, body.unitId)) throw forbidden();
  return db.transaction(async (tx) => {
    const { before, otherActiveSuperAdmins } = await lockUserToChange(tx, id, body);
    const beforeUnit = await lockUnit(tx, before.unitId);
    const unit = await lockUnit(tx, body.unitId);
    const issues = [
      unitIssue(body.role, body.unitId, unit !== undefined),
      statusIssue(before, body.status, manager.userId === id),
    ].filter((issue) => issue !== undefined);
    if (issues.length > 0) throw badRequest(issues);
    if (removesLastActiveSuperAdmin(before, body, otherActiveSuperAdmins)) {
      throw conflict([{ path: '', message: USER_MESSAGES.lastSuperAdmin }]);
    }

    const after = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: body.role,
      unitId: body.unitId,
      status: body.status,
    };
    const changes = userChanges(
      { ...before, unit: beforeUnit ?? null },
      { ...after, unit: unit ?? null },
    );
    if (changes.length > 0) {
      await tx.update(appUser).set(after).where(eq(appUser.id, id));
      const disabled = after.status === 'DISABLED' && before.status !== 'DISABLED';
      const ended = disabled ? await endSessions(tx, id, new Date()) : 0;
      await recordActivity(
        tx,
        manager,
        userEntry(updateAction(before.status, after.status), after, describeUpdate(changes, ended)),
      );
    }
    return writtenUserRecord(tx, id, 'updated');
  });
}
