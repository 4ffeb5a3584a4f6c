import { getUnit, listUnits } from '@hbc/api-clients';
import {
  PERMISSIONS,
  ROLE_LABELS,
  ROLES_MANAGED_BY,
  settableUserStatuses,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type Role,
  type UnitRow,
  type UserRecord,
  type UserStatus,
} from '@hbc/contracts';
import type { Option, OptionSource, StatusColor } from '@hbc/data-screens';
import { searchByName } from '../../lists/list-options';

const NO_ROLES: readonly Role[] = [];

/** The roles `viewer` may give: an Admin LV1 never gives Super Admin. */
export function rolesManagedBy(viewer: Role | null): readonly Role[] {
  return viewer ? ROLES_MANAGED_BY[viewer] : NO_ROLES;
}

/** Roles as choices, by their labels. */
export function roleOptions(roles: readonly Role[]): Option<Role>[] {
  return roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
}

/** Whether `viewer` manages the users of every unit (Super Admin), not only of their own. */
export function managesEveryUnit(viewer: Role | null): boolean {
  return viewer !== null && PERMISSIONS[viewer].user.scope === 'all';
}

export function statusOptions(
  statuses: readonly UserStatus[] = USER_STATUSES,
): Option<UserStatus>[] {
  return statuses.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }));
}

/** The chip colour of each status: waiting amber, in use green, disabled grey. */
export const USER_STATUS_COLORS: Record<UserStatus, StatusColor> = {
  INVITED: 'warning',
  ACTIVE: 'success',
  DISABLED: 'default',
};

/** The statuses the form offers for `user`, as the API allows them (`settableUserStatuses`). */
export function settableStatusesOf(
  user: Pick<UserRecord, 'status' | 'inviteAccepted'>,
): readonly UserStatus[] {
  return settableUserStatuses(user.status, user.inviteAccepted);
}

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

/** A unit as the user screens name it. */
export type UnitFacts = Pick<UnitRow, 'id' | 'name' | 'hcode'>;

/** A unit as a choice: its name and hcode. */
export function unitOption(unit: UnitFacts): Option<number> {
  return { value: unit.id, label: `${unit.name} (${unit.hcode})` };
}

/** How many units one search offers. */
const UNIT_CHOICES = 20;

/**
 * Units found by name or hcode as typed (Super Admin's unit list), by name; `activeOnly` leaves
 * out units that were made inactive (a new user is not put in one). `onFound` hears of every unit
 * offered, for what the screen says of the one chosen.
 */
export function unitSource(
  activeOnly: boolean,
  onFound: (units: readonly UnitFacts[]) => void = () => undefined,
): OptionSource<number> {
  const findUnits = searchByName(
    listUnits,
    UNIT_CHOICES,
    (unit: UnitRow) => unit,
    activeOnly ? { active: true } : undefined,
  );
  return {
    search: async (text, signal) => {
      const units = await findUnits(text, signal);
      onFound(units);
      return units.map(unitOption);
    },
    byValue: async (id) => {
      const unit = await getUnit(id);
      onFound([unit]);
      return unitOption(unit);
    },
  };
}
