import { useCallback, useState } from 'react';
import { deleteTrackingUrl, listTrackingUrls, updateTrackingUrl } from '@hbc/api-clients';
import {
  can,
  TRACKING_URL_SORT_FIELDS,
  TRACKING_URL_STATUS_LABELS,
  TRACKING_URL_STATUSES,
  type TrackingUrlListQuery,
  type TrackingUrlRecord,
  type TrackingUrlSortField,
} from '@hbc/contracts';
import { apiErrorText, useDeleteRecord, useServerList, type ListFilter } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useViewerRole } from '../../viewer/useViewerRole';

export const TRACKING_URL_LIST_CHANGE_TEXT = {
  status: 'สถานะ',
  enabled: 'เปิดใช้งานลิงก์ติดตามแล้ว',
  disabled: 'ปิดใช้งานลิงก์ติดตามแล้ว',
  statusFailed: 'เปลี่ยนสถานะลิงก์ติดตามไม่สำเร็จ',
  deleted: 'ลบลิงก์ติดตามแล้ว',
  deleteFailed: 'ลบลิงก์ติดตามไม่สำเร็จ',
} as const;

const TEXT = TRACKING_URL_LIST_CHANGE_TEXT;

const TRACKING_URL_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'status',
    label: TEXT.status,
    options: TRACKING_URL_STATUSES.map((status) => ({
      value: status,
      label: TRACKING_URL_STATUS_LABELS[status],
    })),
  },
];

/**
 * /tracking-url: the unit's tracking links, newest first, by status, searched by name, code or
 * destination; whether the signed-in staff member manages them (LV3: enable, disable, delete
 * after confirmation) or only reads them (LV1, LV2); the link whose QR code shows.
 */
export function useTrackingUrlList() {
  const viewer = useViewerRole();
  const list = useServerList<TrackingUrlRecord, TrackingUrlSortField>({
    fetchPage: (query, signal) => listTrackingUrls(query as TrackingUrlListQuery, signal),
    sortFields: TRACKING_URL_SORT_FIELDS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: TRACKING_URL_FILTERS,
  });
  const { reload } = list;
  const [showingQr, setShowingQr] = useState<TrackingUrlRecord | null>(null);
  const [deleting, setDeleting] = useState<TrackingUrlRecord | null>(null);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteTrackingUrl(deleting.id) : Promise.resolve()),
    deletedText: TEXT.deleted,
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
    canManage: viewer !== null && can(viewer, 'trackingUrl', 'manage'),
    /** The unit has no link yet (not a search or filter that found none). */
    empty:
      !list.loading &&
      list.error === null &&
      list.rows.length === 0 &&
      list.total === 0 &&
      !list.narrowed,
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
