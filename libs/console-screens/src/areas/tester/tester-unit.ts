import { PERMISSIONS, type Role } from '@hbc/contracts';

/** The list filter (and form address key) naming Super Admin's chosen unit. */
export const TESTER_UNIT_KEY = 'unitId';
/** The form's address key of that unit: `?unit=`. */
export const TESTER_FORM_UNIT_PARAM = 'unit';

/** Whether `role` sees every unit's testers, and so chooses the unit first (Super Admin). */
export const choosesUnit = (role: Role | null): boolean =>
  role !== null && PERMISSIONS[role].tester.scope === 'all';
