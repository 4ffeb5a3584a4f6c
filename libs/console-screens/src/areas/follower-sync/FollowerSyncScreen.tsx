import Button from '@mui/material/Button';
import Sync from '@mui/icons-material/Sync';
import { EmptyState } from '@hbc/ui';
import { AskedConfirmDialog } from '../../dialogs/AskedConfirmDialog';
import { isNothingYet } from '../../lists/list-empty';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { FOLLOWER_SYNC_LIST, FOLLOWER_SYNC_TEXT as TEXT } from './follower-sync-list';
import { useFollowerSyncList } from './useFollowerSyncList';

/**
 * /setting/follower-sync (Super Admin): the checks of the followers against LINE's follower IDs,
 * and the button that starts one after a confirmation saying what it changes.
 */
export function FollowerSyncScreen() {
  const { list, start } = useFollowerSyncList();
  return (
    <ResourceListScreen
      resource={FOLLOWER_SYNC_LIST}
      list={list}
      secondaryActions={[{ label: TEXT.start, icon: <Sync />, onClick: start.ask }]}
      {...(isNothingYet(list)
        ? {
            empty: (
              <EmptyState
                icon={<Sync />}
                title={TEXT.emptyTitle}
                description={TEXT.emptyManage}
                action={
                  <Button variant="contained" startIcon={<Sync />} onClick={start.ask}>
                    {TEXT.start}
                  </Button>
                }
              />
            ),
          }
        : {})}
    >
      <AskedConfirmDialog
        step={start}
        title={TEXT.start}
        message={TEXT.confirmMessage}
        confirmLabel={TEXT.confirm}
      />
    </ResourceListScreen>
  );
}
