import { TESTER_MESSAGES } from '@hbc/contracts';
import { seesEveryUnit } from '../../db/unit-scope';
import type { Staff } from '../../plugins/app/auth';
import { badRequest, forbidden } from '../../http-errors';

/**
 * The unit a tester call is about: a unit's staff their own (whatever they name), Super Admin the
 * one they name at `path` (400 without it). 403 for a unit role without a unit.
 */
export function testerUnitOf(staff: Staff, named: number | undefined, path: string): number {
  if (seesEveryUnit('tester', staff.role)) {
    if (named === undefined) throw badRequest([{ path, message: TESTER_MESSAGES.unitRequired }]);
    return named;
  }
  if (staff.unitId === null) throw forbidden();
  return staff.unitId;
}
