import {
  ROLES_MANAGED_BY,
  settableUserStatuses,
  USER_MESSAGES,
  type Role,
  type UserStatus,
  type ValidationIssue,
} from '@hbc/contracts';
import { inUnitScope } from '../../db/unit-scope';

/**
 * The rules of managing staff users that are not the permission matrix itself: which role and
 * unit a manager may give (403 otherwise), which unit a role takes and which statuses a user may
 * be set to (400), and who must remain (the last active Super Admin, 409).
 */

/** Who manages: the signed-in staff member. */
export interface Manager {
  role: Role;
  /** Null for Super Admin. */
  unitId: number | null;
}

/** A user as the rules read them (a row of `app_user`). */
export interface ManagedUser {
  role: Role;
  unitId: number | null;
  status: UserStatus;
  lineUserId: string | null;
  providerId: string | null;
  lastLoginAt: Date | null;
  inviteUsedAt: Date | null;
}

/**
 * Whether `manager` may give a user `role` in `unitId`: a role they manage (an Admin LV1 never
 * makes a Super Admin), in their own unit when they manage their own unit only (an Admin LV1
 * never moves a user to another unit). False is a 403, whatever the form allowed.
 */
export function mayAssign(manager: Manager, role: Role, unitId: number | null): boolean {
  if (!ROLES_MANAGED_BY[manager.role].includes(role)) return false;
  return inUnitScope('user', manager, unitId);
}

/** What is wrong with giving `role` the unit `unitId` (found or not), at `/unitId`. */
export function unitIssue(
  role: Role,
  unitId: number | null,
  unitFound: boolean,
): ValidationIssue | undefined {
  const issue = (message: string) => ({ path: '/unitId', message });
  if (role === 'SUPER_ADMIN') {
    return unitId === null ? undefined : issue(USER_MESSAGES.unitNotForSuperAdmin);
  }
  if (unitId === null) return issue(USER_MESSAGES.unitRequired);
  return unitFound ? undefined : issue(USER_MESSAGES.unitUnknown);
}

/**
 * Whether the user has taken up their invite: signed in, which binds their Provider ID (with their
 * LINE account, spending the invite) in one go. A LINE account bound or an invite marked used
 * without a Provider ID is a sign-in that stopped half-way (as invites once were taken up at the
 * LINE step): the person never got in.
 */
export function hasAcceptedInvite(user: ManagedUser): boolean {
  return user.providerId !== null || user.lastLoginAt !== null;
}

/** The statuses staff may set `user` to: the rule of `@hbc/contracts`, which the form shows too. */
export function settableStatuses(user: ManagedUser): readonly UserStatus[] {
  return settableUserStatuses(user.status, hasAcceptedInvite(user));
}

/** What is wrong with setting `user` to `next`, at `/status`; `isSelf`: the manager is the user. */
export function statusIssue(
  user: ManagedUser,
  next: UserStatus,
  isSelf: boolean,
): ValidationIssue | undefined {
  const issue = (message: string) => ({ path: '/status', message });
  if (next === user.status) return undefined;
  if (next === 'DISABLED' && isSelf) return issue(USER_MESSAGES.disableSelf);
  if (settableStatuses(user).includes(next)) return undefined;
  return issue(
    next === 'ACTIVE' ? USER_MESSAGES.activeNeedsInvite : USER_MESSAGES.inviteAlreadyAccepted,
  );
}

/**
 * Whether the user may be given a new invite link: anyone who has never signed in (INVITED, or
 * DISABLED before accepting), whatever a sign-in that stopped half-way left behind.
 */
export function mayReissueInvite(user: ManagedUser): boolean {
  return user.status !== 'ACTIVE' && !hasAcceptedInvite(user);
}

export function isActiveSuperAdmin(user: { role: Role; status: UserStatus }): boolean {
  return user.role === 'SUPER_ADMIN' && user.status === 'ACTIVE';
}

/**
 * Whether changing `before` into `after` (null: deleting it) would leave no active Super Admin,
 * given how many other active Super Admins there are. Such a change is a 409.
 */
export function removesLastActiveSuperAdmin(
  before: { role: Role; status: UserStatus },
  after: { role: Role; status: UserStatus } | null,
  otherActiveSuperAdmins: number,
): boolean {
  if (!isActiveSuperAdmin(before) || otherActiveSuperAdmins > 0) return false;
  return after === null || !isActiveSuperAdmin(after);
}
