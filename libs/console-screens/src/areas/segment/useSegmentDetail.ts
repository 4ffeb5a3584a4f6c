import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, countSavedSegment, deleteSegment, getSegment } from '@hbc/api-clients';
import {
  can,
  ROUTES,
  SEGMENT_MESSAGES,
  type SegmentCount,
  type SegmentRecord,
} from '@hbc/contracts';
import { apiErrorText, useDeleteRecord } from '@hbc/data-screens';
import { useRecordRead } from '../../detail/useRecordRead';
import { idFromQuery } from '../../records/record-id';
import { useViewerRole } from '../../viewer/useViewerRole';

export const SEGMENT_DELETE_TEXT = {
  deleted: 'ลบกลุ่มเป้าหมายแล้ว',
  failed: 'ลบกลุ่มเป้าหมายไม่สำเร็จ',
} as const;

/** The count shown: the latest taken here, or the segment's saved one meanwhile. */
export type SegmentCountState =
  | { status: 'counting'; shown: SegmentCount | null }
  | { status: 'counted'; shown: SegmentCount }
  | { status: 'failed'; shown: SegmentCount | null };

/**
 * Deletes the segment; a 409 (a broadcast targets it) says why in the API's words, or as
 * `SEGMENT_MESSAGES.inUse` when the answer gave none.
 */
async function deleteUnlessInUse(id: number): Promise<void> {
  try {
    await deleteSegment(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      throw new ApiError(apiErrorText(error, SEGMENT_MESSAGES.inUse), {
        status: 409,
        body: error.body,
        cause: error,
      });
    }
    throw error;
  }
}

function savedCount(segment: SegmentRecord): SegmentCount | null {
  return segment.cachedCount === null || segment.countedAt === null
    ? null
    : { count: segment.cachedCount, countedAt: segment.countedAt };
}

/**
 * Counts the segment afresh with its breakdown when it is read, and again on `refresh` (the API
 * keeps each count on the segment).
 */
function useSegmentCount(segment: SegmentRecord | null) {
  const [round, setRound] = useState(0);
  const id = segment?.id ?? null;
  const key = id === null ? null : `${id}#${round}`;
  const [answer, setAnswer] = useState<{ key: string; count: SegmentCount | null } | null>(null);
  const [latest, setLatest] = useState<SegmentCount | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    const counted = `${id}#${round}`;
    countSavedSegment(id, controller.signal).then(
      (count) => {
        setAnswer({ key: counted, count });
        setLatest(count);
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key: counted, count: null });
      },
    );
    return () => controller.abort();
  }, [id, round]);
  const shown = latest ?? (segment ? savedCount(segment) : null);
  const count: SegmentCountState =
    answer === null || answer.key !== key
      ? { status: 'counting', shown }
      : answer.count === null
        ? { status: 'failed', shown }
        : { status: 'counted', shown: answer.count };
  return { count, refresh: useCallback(() => setRound((n) => n + 1), []) };
}

/**
 * /segment/detail?id=: the segment, its count with the breakdown (counted on opening and on
 * `refresh`), and — for LV1 and LV3 — editing and deleting it after confirmation (a 409 says the
 * segment is in use by a broadcast).
 */
export function useSegmentDetail() {
  const navigate = useNavigate();
  const viewer = useViewerRole();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const read = useRecordRead(id, getSegment);
  const segment = read.state.kind === 'ready' ? read.state.record : null;
  const { count, refresh } = useSegmentCount(segment);
  const deletion = useDeleteRecord({
    remove: () => (segment ? deleteUnlessInUse(segment.id) : Promise.resolve()),
    deletedText: SEGMENT_DELETE_TEXT.deleted,
    failedText: SEGMENT_DELETE_TEXT.failed,
    onDeleted: () => void navigate(ROUTES.segment),
  });
  return {
    read: read.state,
    retry: read.reload,
    count,
    refresh,
    /** LV1 and LV3 edit and delete; LV2 reads. */
    canManage: viewer !== null && can(viewer, 'segment', 'manage'),
    edit: () => {
      if (segment) void navigate(`${ROUTES.segmentForm}?id=${segment.id}`);
    },
    toList: () => void navigate(ROUTES.segment),
    deletion,
  };
}

export type SegmentDetailState = ReturnType<typeof useSegmentDetail>;
