import { useState } from 'react';
import { API_PATHS, ROUTES, type ActivityLogRecord } from '@hbc/contracts';
import { ListScreen } from '@hbc/data-screens';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { ACTIVITY_LOG_COLUMNS } from './activity-log-columns';
import { ActivityEntryDialog } from './ActivityEntryDialog';
import { useActivityLogList } from './useActivityLogList';

/** The menu's name for the screen, 'ประวัติการใช้งาน'. */
const TITLE = screenFor(ROUTES.activityLog)?.title ?? '';

export const ACTIVITY_LOG_TEXT = {
  search: 'ชื่อผู้ใช้งาน การกระทำ หัวข้อ หรือรายละเอียด',
} as const;

/**
 * /setting/activity-log: who did what and when (Super Admin: every unit; Admin LV1: their own,
 * as the API answers), newest first, filtered by days, user, menu and action, searched and
 * exported; a row opens the whole entry. Entries are read only.
 */
export function ActivityLogScreen() {
  const list = useActivityLogList();
  const [opened, setOpened] = useState<ActivityLogRecord | null>(null);
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <ListScreen
        title={TITLE}
        list={list}
        columns={ACTIVITY_LOG_COLUMNS}
        searchPlaceholder={ACTIVITY_LOG_TEXT.search}
        onRowClick={setOpened}
        export={{ path: API_PATHS.logExport }}
      />
      <ActivityEntryDialog entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
