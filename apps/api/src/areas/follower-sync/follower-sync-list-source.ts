import type { FollowerSyncSortField } from '@hbc/contracts';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { followerSyncRun } from '../../db/schema';
import { selectFollowerSyncRows } from './follower-sync-runs';

/** The checks, newest first unless asked otherwise; searched by who started them and why they failed. */
export function followerSyncListSource(
  db: Database,
): ListSource<FollowerSyncSortField, ReturnType<typeof selectFollowerSyncRows>, RowCount> {
  return {
    rows: selectFollowerSyncRows(db),
    total: countRows(db, followerSyncRun),
    sortColumns: { startedAt: followerSyncRun.startedAt },
    defaultSort: { field: 'startedAt', direction: 'desc' },
    tiebreak: followerSyncRun.id,
    searchColumns: [followerSyncRun.startedByName, followerSyncRun.error],
  };
}
