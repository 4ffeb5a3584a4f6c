import type { Role, UserStatus } from '@hbc/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  appUser,
  authSession,
  broadcast,
  excludedCid,
  segment,
  trackingUrl,
  unit,
} from '../../db/schema';
import { notFound } from '../../http-errors';
import type { LoggedUnit } from './user-activity';
import { isActiveSuperAdmin } from './user-rules';

export type UserRow = typeof appUser.$inferSelect;

/** User `id`, locked until the transaction ends; 404 when there is none. */
export async function lockUser(tx: Database, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(appUser).where(eq(appUser.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Unit `unitId` (none for null), kept from deletion until the transaction ends, so that the user
 * written with it cannot lose it meanwhile.
 */
export async function lockUnit(
  tx: Database,
  unitId: number | null,
): Promise<(LoggedUnit & { id: number }) | undefined> {
  if (unitId === null) return undefined;
  const [row] = await tx
    .select({ id: unit.id, name: unit.name, hcode: unit.hcode })
    .from(unit)
    .where(eq(unit.id, unitId))
    .for('share');
  return row;
}

/** A user and how many other active Super Admins there are while it changes. */
export interface UserToChange {
  before: UserRow;
  otherActiveSuperAdmins: number;
}

const activeSuperAdmin = and(eq(appUser.role, 'SUPER_ADMIN'), eq(appUser.status, 'ACTIVE'));

/**
 * User `id` (404 when there is none) locked for a change into `after` (null: deletion), with the
 * number of other active Super Admins. That number matters only when the change may take away an
 * active Super Admin: then every active Super Admin is locked first, in id order, so that two
 * such changes at once queue (and count right) instead of deadlocking. Otherwise it is 0.
 */
export async function lockUserToChange(
  tx: Database,
  id: number,
  after: { role: Role; status: UserStatus } | null,
): Promise<UserToChange> {
  const [current] = await tx
    .select({ role: appUser.role, status: appUser.status })
    .from(appUser)
    .where(eq(appUser.id, id));
  if (!current) throw notFound();
  const guarded = isActiveSuperAdmin(current) && !(after && isActiveSuperAdmin(after));
  const superAdmins = guarded
    ? await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(activeSuperAdmin)
        .orderBy(asc(appUser.id))
        .for('update')
    : [];
  const before = await lockUser(tx, id);
  return {
    before,
    otherActiveSuperAdmins: superAdmins.filter((row) => row.id !== id).length,
  };
}

/** Ends every open sign-in of user `userId` at once; answers how many there were. */
export async function endSessions(tx: Database, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  return ended.length;
}

/**
 * Whether the user's name is on work others keep (broadcasts, segments, tracking links, excluded
 * CIDs they created or edited): such a user is disabled rather than deleted. The activity log
 * keeps its entries either way.
 */
export async function hasAuthoredWork(tx: Database, userId: number): Promise<boolean> {
  const checks = [
    tx
      .select({ id: broadcast.id })
      .from(broadcast)
      .where(or(eq(broadcast.createdBy, userId), eq(broadcast.updatedBy, userId))),
    tx
      .select({ id: segment.id })
      .from(segment)
      .where(or(eq(segment.createdBy, userId), eq(segment.updatedBy, userId))),
    tx.select({ id: trackingUrl.id }).from(trackingUrl).where(eq(trackingUrl.createdBy, userId)),
    tx.select({ id: excludedCid.id }).from(excludedCid).where(eq(excludedCid.createdBy, userId)),
  ];
  for (const check of checks) {
    if ((await check.limit(1)).length > 0) return true;
  }
  return false;
}
