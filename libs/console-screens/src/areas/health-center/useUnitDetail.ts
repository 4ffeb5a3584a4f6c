import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, getOwnUnit, getUnit, readProfile } from '@hbc/api-clients';
import { isRole, PERMISSIONS, type UnitDetail } from '@hbc/contracts';
import { idFromQuery } from '../../records/record-id';

export type UnitDetailState =
  | { kind: 'loading' }
  | { kind: 'ready'; unit: UnitDetail }
  /** A national role opened the page without naming a unit. */
  | { kind: 'no-unit' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/** The unit of `?id=`: null when absent, 'invalid' when it cannot be a unit's id. */
export const unitIdFrom = idFromQuery;

/** Whether the signed-in user sees every unit (Super Admin) rather than their own. */
function seesEveryUnit(): boolean {
  const role = readProfile()?.role;
  return isRole(role) && PERMISSIONS[role].healthCenter.scope === 'all';
}

/**
 * The unit /health-center/detail shows: LV1–LV3 their own; a national role the unit of `?id=`.
 * Loads it again when the id changes or on `retry`.
 */
export function useUnitDetail() {
  const [everyUnit] = useState(seesEveryUnit);
  const [params] = useSearchParams();
  const id = everyUnit ? unitIdFrom(params.get('id')) : 'own';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: UnitDetailState } | null>(null);
  const key = `${String(id)}#${attempt}`;

  useEffect(() => {
    if (id === null || id === 'invalid') return;
    let current = true;
    (id === 'own' ? getOwnUnit() : getUnit(id)).then(
      (unit) => current && setLoaded({ key, state: { kind: 'ready', unit } }),
      (error: unknown) => {
        const notFound = error instanceof ApiError && error.status === 404;
        if (current) setLoaded({ key, state: { kind: notFound ? 'not-found' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const state: UnitDetailState =
    id === null
      ? { kind: 'no-unit' }
      : id === 'invalid'
        ? { kind: 'not-found' }
        : loaded?.key === key
          ? loaded.state
          : { kind: 'loading' };
  return { state, everyUnit, retry };
}
