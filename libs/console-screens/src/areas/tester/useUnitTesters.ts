import { useEffect, useState } from 'react';
import { listTesters } from '@hbc/api-clients';
import { TEST_SEND_MAX_TESTERS, type TesterRecord } from '@hbc/contracts';

/** Testers a test-send dialog lists: more than a unit keeps in practice. */
const LISTED = 100;

export type UnitTesters =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; testers: readonly TesterRecord[] };

/** The signed-in staff member's unit's testers, by name; read once the dialog opens. */
export function useUnitTesters(open: boolean): UnitTesters {
  const [state, setState] = useState<UnitTesters>({ status: 'loading' });
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listTesters(
      { page: 1, pageSize: LISTED, sort: { field: 'name', direction: 'asc' } },
      controller.signal,
    ).then(
      (page) => setState({ status: 'ready', testers: page.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open]);
  return state;
}

/** Whether one more tester may be chosen (at most TEST_SEND_MAX_TESTERS a send). */
export const mayChooseMore = (chosen: number) => chosen < TEST_SEND_MAX_TESTERS;
