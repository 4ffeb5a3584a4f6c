import { forbidden } from '../http-errors';
import type { Staff } from '../plugins/app/auth';

/** A staff member of a unit: whoever changes what belongs to their unit. */
export type UnitStaff = Staff & { unitId: number };

/**
 * The signed-in staff member as one of a unit. Every role that may reach such a route belongs to
 * a unit; one without (a national role) is refused (403).
 */
export function unitStaffOf(staff: Staff): UnitStaff {
  if (staff.unitId === null) throw forbidden();
  return { ...staff, unitId: staff.unitId };
}
