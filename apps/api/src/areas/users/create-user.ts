import type { NewUserBody, UserRecord } from '@hbc/contracts';
import { loggedChange } from '../activity-log/logged-change';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { badRequest, forbidden } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { freshInvite } from './invite-code';
import { describeNewUser, USER_LOG, userEntry } from './user-activity';
import { lockUnit } from './user-queries';
import { writtenUserRecord } from './user-record';
import { mayAssign, unitIssue } from './user-rules';

/**
 * Creates an INVITED user with a fresh single-use invite link, logging it in the same
 * transaction. 403 when the manager may not give that role or unit; 400 when the unit does not
 * suit the role. Answers the user with the invite's code and end.
 */
export async function createUser(
  db: Database,
  manager: Staff,
  body: NewUserBody,
): Promise<UserRecord> {
  if (!mayAssign(manager, body.role, body.unitId)) throw forbidden();
  return loggedChange(db, manager, async (tx) => {
    const unit = await lockUnit(tx, body.unitId);
    const issue = unitIssue(body.role, body.unitId, unit !== undefined);
    if (issue) throw badRequest([issue]);

    const values = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: body.role,
      unitId: body.unitId,
      status: 'INVITED' as const,
      ...freshInvite(new Date()),
    };
    const [created] = await tx.insert(appUser).values(values).returning({ id: appUser.id });
    if (!created) throw new Error('app_user insert returned no row');
    return {
      result: await writtenUserRecord(tx, created.id, 'created'),
      entry: userEntry(
        USER_LOG.actions.create,
        values,
        describeNewUser({ ...values, unit: unit ?? null }),
      ),
    };
  });
}
