import { useCallback, useEffect, useState } from 'react';
import { startFollowerSync } from '@hbc/api-clients';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import type { AskedStep } from '../../dialogs/AskedConfirmDialog';
import { useResourceList } from '../../resources/useResourceList';
import { FOLLOWER_SYNC_LIST, FOLLOWER_SYNC_TEXT as TEXT } from './follower-sync-list';

/** How often the list is read again while a check runs (its progress). */
export const FOLLOWER_SYNC_POLL_MS = 3_000;

/**
 * /setting/follower-sync: the checks, read again every FOLLOWER_SYNC_POLL_MS while one on the
 * page runs; starting a check after a confirmation (the list then shows it running, or the
 * API's reason, such as a check already running, in a toast).
 */
export function useFollowerSyncList() {
  const list = useResourceList(FOLLOWER_SYNC_LIST);
  const { reload } = list;
  const running = list.rows.some((run) => run.status === 'RUNNING');
  useEffect(() => {
    if (!running) return undefined;
    const polling = setInterval(reload, FOLLOWER_SYNC_POLL_MS);
    return () => clearInterval(polling);
  }, [running, reload]);

  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useCallback(() => {
    setBusy(true);
    startFollowerSync().then(
      () => {
        setBusy(false);
        setAsking(false);
        toast.success(TEXT.started);
        reload();
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(false);
        toast.error(apiErrorText(error, TEXT.startFailed));
      },
    );
  }, [reload]);
  const start: AskedStep & { ask: () => void } = {
    asking,
    busy,
    ask: useCallback(() => setAsking(true), []),
    cancel: useCallback(() => setAsking(false), []),
    confirm,
  };
  return { list, running, start };
}
