import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  cancelBroadcast,
  deleteBroadcast,
  getBroadcast,
  retryFailedBroadcast,
} from '@hbc/api-clients';
import {
  can,
  CANCELLABLE_BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
  FINAL_BROADCAST_STATUSES,
  ROUTES,
  type BroadcastRecord,
} from '@hbc/contracts';
import { apiErrorText, useDeleteRecord } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useRecordRead } from '../../detail/useRecordRead';
import { idFromQuery } from '../../records/record-id';
import { useViewerRole } from '../../viewer/useViewerRole';
import { approvalReviewPath } from '../approval/approval-paths';
import { broadcastCopyPath, broadcastFormPath } from './broadcast-paths';
import { useTargetAudience } from './useBroadcastAudience';
import { useBroadcastProgress } from './useBroadcastProgress';

export const BROADCAST_ACTION_TEXT = {
  deleted: 'ลบฉบับร่างแล้ว',
  deleteFailed: 'ลบฉบับร่างไม่สำเร็จ',
  cancelled: 'ยกเลิกการส่งแล้ว',
  cancelFailed: 'ยกเลิกการส่งไม่สำเร็จ',
  retried: 'เริ่มส่งซ้ำถึงผู้รับที่ส่งไม่สำเร็จแล้ว',
  retryFailed: 'ส่งซ้ำไม่สำเร็จ',
} as const;

/** An action asked for in a confirmation, then run; the API's Thai reason said on refusal. */
function useConfirmedAction(
  run: () => Promise<BroadcastRecord>,
  done: (broadcast: BroadcastRecord) => void,
  texts: { done: string; failed: string },
) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return {
    asking,
    busy,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm: () => {
      setBusy(true);
      run().then(
        (broadcast) => {
          setBusy(false);
          setAsking(false);
          toast.success(texts.done);
          done(broadcast);
        },
        (error: unknown) => {
          setBusy(false);
          setAsking(false);
          toast.error(apiErrorText(error, texts.failed));
        },
      );
    },
  };
}

/**
 * /broadcast/detail?id=: the broadcast, its live progress while it sends (read again once it
 * ends), and for LV3 editing, cancelling, retrying the failed recipients and deleting a draft,
 * each where its status allows and after confirmation, and copying it into a new broadcast.
 */
export function useBroadcastDetail() {
  const navigate = useNavigate();
  const viewer = useViewerRole();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  // A failed re-read (after the progress ends, or an action) keeps the broadcast shown.
  const read = useRecordRead(id, getBroadcast, { keepShown: true });
  const broadcast = read.state.kind === 'ready' ? read.state.record : null;
  const status = broadcast?.status;
  const progress = useBroadcastProgress(
    broadcast?.id ?? null,
    broadcast?.status === 'SENDING',
    read.reload,
  );
  // No recipients before the send snapshots them: who the target reaches now is expected instead.
  const expecting = status !== undefined && EDITABLE_BROADCAST_STATUSES.includes(status);
  const expectedAudience = useTargetAudience(
    broadcast?.target ?? 'UNIT',
    broadcast?.segmentId ?? null,
    expecting,
    broadcast?.urgent ?? false,
  );
  const canManage = viewer !== null && can(viewer, 'broadcast', 'manage');
  const approver = viewer !== null && can(viewer, 'approval', 'manage');
  const cancel = useConfirmedAction(() => cancelBroadcast(broadcast?.id ?? 0), read.replace, {
    done: BROADCAST_ACTION_TEXT.cancelled,
    failed: BROADCAST_ACTION_TEXT.cancelFailed,
  });
  // The confirmation says how many may get it twice when LINE may have forgotten the retry keys.
  const acceptDuplicates = (broadcast?.retryMayDuplicate ?? 0) > 0;
  const retry = useConfirmedAction(
    () => retryFailedBroadcast(broadcast?.id ?? 0, acceptDuplicates ? { acceptDuplicates } : {}),
    read.replace,
    {
      done: BROADCAST_ACTION_TEXT.retried,
      failed: BROADCAST_ACTION_TEXT.retryFailed,
    },
  );
  // Editing a waiting broadcast withdraws its request: asked first.
  const [askingWithdraw, setAskingWithdraw] = useState(false);
  const openForm = () => {
    if (broadcast) void navigate(broadcastFormPath(broadcast.id));
  };
  const withdraw = {
    asking: askingWithdraw,
    busy: false,
    ask: () => setAskingWithdraw(true),
    cancel: () => setAskingWithdraw(false),
    confirm: openForm,
  };
  const deletion = useDeleteRecord({
    remove: () => (broadcast ? deleteBroadcast(broadcast.id) : Promise.resolve()),
    deletedText: BROADCAST_ACTION_TEXT.deleted,
    failedText: BROADCAST_ACTION_TEXT.deleteFailed,
    onDeleted: () => void navigate(ROUTES.broadcast),
  });
  return {
    read: read.state,
    retryRead: read.reload,
    progress,
    /** Who the target reaches now, while the broadcast has no recipients yet; null afterwards. */
    expectedAudience: expecting ? expectedAudience : null,
    /** What LV3 may do now; LV1 and LV2 read only. */
    allowed: {
      edit: canManage && status !== undefined && EDITABLE_BROADCAST_STATUSES.includes(status),
      cancel: canManage && status !== undefined && CANCELLABLE_BROADCAST_STATUSES.includes(status),
      retry:
        canManage &&
        status !== undefined &&
        FINAL_BROADCAST_STATUSES.includes(status) &&
        (broadcast?.failedCount ?? 0) > 0,
      delete: canManage && status === 'DRAFT',
      copy: canManage && broadcast !== null,
      /** An approver opens the review of a waiting one. */
      review: approver && status === 'PENDING_APPROVAL',
    },
    review: () => {
      if (broadcast) void navigate(approvalReviewPath(broadcast.id));
    },
    /** Its form; a waiting one's after confirming that editing withdraws the request. */
    edit: () => (status === 'PENDING_APPROVAL' ? withdraw.ask() : openForm()),
    withdraw,
    /** The form of a new broadcast starting from this one. */
    copy: () => {
      if (broadcast) void navigate(broadcastCopyPath(broadcast.id));
    },
    toList: () => void navigate(ROUTES.broadcast),
    cancel,
    retry,
    deletion,
  };
}

export type BroadcastDetailState = ReturnType<typeof useBroadcastDetail>;
