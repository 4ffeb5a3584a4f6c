import { useCallback, useState } from 'react';
import { deleteTrackingUrl, updateTrackingUrl } from '@hbc/api-clients';
import type { TrackingUrlRecord } from '@hbc/contracts';
import { apiErrorText, useDeleteRecord } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useResourceList } from '../../resources/useResourceList';
import {
  TRACKING_URL_DELETION,
  TRACKING_URL_LIST,
  TRACKING_URL_LIST_CHANGE_TEXT as TEXT,
} from './tracking-url-list';

/**
 * /tracking-url: the unit's tracking links; enabling, disabling and deleting one after
 * confirmation (the list then reloads); the link whose QR code shows.
 */
export function useTrackingUrlList() {
  const list = useResourceList(TRACKING_URL_LIST);
  const { reload } = list;
  const [showingQr, setShowingQr] = useState<TrackingUrlRecord | null>(null);
  const [deleting, setDeleting] = useState<TrackingUrlRecord | null>(null);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteTrackingUrl(deleting.id) : Promise.resolve()),
    deletedText: TRACKING_URL_DELETION.deleted,
    failedText: TEXT.deleteFailed,
    onDeleted: reload,
  });
  const { ask } = deletion;
  const askDelete = useCallback(
    (link: TrackingUrlRecord) => {
      setDeleting(link);
      ask();
    },
    [ask],
  );
  const setEnabled = useCallback(
    (link: TrackingUrlRecord, enabled: boolean) => {
      updateTrackingUrl(link.id, { name: link.name, targetUrl: link.targetUrl, enabled }).then(
        () => {
          toast.success(enabled ? TEXT.enabled : TEXT.disabled);
          reload();
        },
        (error: unknown) => toast.error(apiErrorText(error, TEXT.statusFailed)),
      );
    },
    [reload],
  );

  return {
    list,
    setEnabled,
    /** The link the delete confirmation names. */
    deleting,
    askDelete,
    deletion,
    /** The link whose QR code shows; null when the dialog is closed. */
    showingQr,
    showQr: setShowingQr,
    closeQr: useCallback(() => setShowingQr(null), []),
  };
}
