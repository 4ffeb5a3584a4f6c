import { useState } from 'react';
import type { ActivityLogRecord } from '@hbc/contracts';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import { ACTIVITY_LOG_LIST } from './activity-log-list';
import { ActivityEntryDialog } from './ActivityEntryDialog';

/**
 * /setting/activity-log: who did what and when (Super Admin: every unit; Admin LV1: their own,
 * as the API answers); a row opens the whole entry. Entries are read only.
 */
export function ActivityLogScreen() {
  const list = useResourceList(ACTIVITY_LOG_LIST);
  const [opened, setOpened] = useState<ActivityLogRecord | null>(null);
  return (
    <ResourceListScreen resource={ACTIVITY_LOG_LIST} list={list} onRowClick={setOpened}>
      <ActivityEntryDialog entry={opened} onClose={() => setOpened(null)} />
    </ResourceListScreen>
  );
}
