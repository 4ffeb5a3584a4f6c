import type { TesterListQuery, TesterSortField } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { tester } from '../../db/schema';
import type { Staff } from '../../plugins/app/auth';
import { selectTesterRows } from './tester-record';
import { testerUnitOf } from './tester-unit';

export type TesterListSource = ListSource<
  TesterSortField,
  ReturnType<typeof selectTesterRows>,
  RowCount
>;

/**
 * How the tester list reads its rows (`POST /api/setting/tester/list`): one unit's testers (the
 * viewer's own, or the one Super Admin names in `filters.unitId`), by name unless asked
 * otherwise, searched by name.
 */
export function testerListSource(
  db: Database,
  query: Pick<TesterListQuery, 'filters'>,
  viewer: Staff,
): TesterListSource {
  const unitId = testerUnitOf(viewer, query.filters?.unitId, '/filters/unitId');
  return {
    rows: selectTesterRows(db),
    total: countRows(db, tester),
    sortColumns: { name: tester.name, createdAt: tester.createdAt },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreak: tester.id,
    searchColumns: [tester.name],
    conditions: [eq(tester.unitId, unitId)],
  };
}
