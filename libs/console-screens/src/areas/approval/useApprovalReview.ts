import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ApiError,
  approveBroadcast,
  getApprovalReview,
  rejectBroadcast,
  testBroadcastForApproval,
} from '@hbc/api-clients';
import {
  APPROVAL_TEXTS,
  REJECT_REASON_MAX_LENGTH,
  FIELD_MESSAGES,
  ROUTES,
  SELF_APPROVAL,
  type ApprovalReview,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useRecordRead } from '../../detail/useRecordRead';
import { idFromQuery } from '../../records/record-id';

export const APPROVAL_REVIEW_ACTION_TEXT = {
  approved: (title: string) => `อนุมัติ ${title} แล้ว`,
  approveFailed: 'อนุมัติไม่สำเร็จ',
  rejected: (title: string) => `ไม่อนุมัติ ${title} แล้ว ส่งกลับเป็นฉบับร่าง`,
  rejectFailed: 'บันทึกการไม่อนุมัติไม่สำเร็จ',
  testSent: (names: readonly string[]) => `ส่งทดสอบถึง ${names.join(', ')} แล้ว`,
  testFailed: 'ส่งทดสอบไม่สำเร็จ',
} as const;

const TEXT = APPROVAL_REVIEW_ACTION_TEXT;

/** What a refusal of a decision says: the maker's own approval in its words, else the API's. */
export function decisionErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403 && error.message === SELF_APPROVAL) {
    return APPROVAL_TEXTS.selfApproval;
  }
  return apiErrorText(error, fallback);
}

/** What the approver's reason lacks, or null. */
export function rejectReasonProblem(reason: string): string | null {
  if (!reason.trim()) return APPROVAL_TEXTS.rejectReasonRequired;
  if (reason.trim().length > REJECT_REASON_MAX_LENGTH) {
    return FIELD_MESSAGES.tooLong(REJECT_REASON_MAX_LENGTH);
  }
  return null;
}

/**
 * /broadcast/approval/review?id=: a waiting broadcast as its approver reviews it, as the API
 * answers it with whom its target reaches now and the quota after it; a test send to the approver's own LINE; approving it after
 * a confirmation naming its recipients, or rejecting it with a reason. A decision returns to the
 * queue with a toast; a refusal (the maker's own approval included) is said in a toast.
 */
export function useApprovalReview() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const read = useRecordRead(id, getApprovalReview);
  const review: ApprovalReview | null = read.state.kind === 'ready' ? read.state.record : null;
  const broadcast = review?.broadcast ?? null;
  const title = broadcast?.title ?? '';
  const toQueue = () => void navigate(ROUTES.approval);

  const [busy, setBusy] = useState<'approve' | 'reject' | 'test' | null>(null);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);

  const decide = (
    kind: 'approve' | 'reject',
    run: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusy(kind);
    run().then(
      () => {
        setBusy(null);
        setAsking(null);
        toast.success(done);
        toQueue();
      },
      (error: unknown) => {
        setBusy(null);
        setAsking(null);
        toast.error(decisionErrorText(error, failed));
      },
    );
  };

  const approve = {
    asking: asking === 'approve',
    busy: busy === 'approve',
    ask: () => setAsking('approve'),
    cancel: () => setAsking(null),
    confirm: () => {
      if (broadcast) {
        decide(
          'approve',
          () => approveBroadcast(broadcast.id),
          TEXT.approved(title),
          TEXT.approveFailed,
        );
      }
    },
  };

  const reject = {
    asking: asking === 'reject',
    busy: busy === 'reject',
    reason,
    problem: reasonProblem,
    ask: () => {
      setReason('');
      setReasonProblem(null);
      setAsking('reject');
    },
    cancel: () => setAsking(null),
    change: (value: string) => {
      setReason(value);
      setReasonProblem(null);
    },
    confirm: () => {
      const problem = rejectReasonProblem(reason);
      setReasonProblem(problem);
      if (problem || !broadcast) return;
      decide(
        'reject',
        () => rejectBroadcast(broadcast.id, { reason: reason.trim() }),
        TEXT.rejected(title),
        TEXT.rejectFailed,
      );
    },
  };

  /** The messages to the approver's own LINE only. */
  const testSend = () => {
    if (!broadcast) return;
    setBusy('test');
    testBroadcastForApproval(broadcast.id).then(
      ({ sentTo }) => {
        setBusy(null);
        toast.success(TEXT.testSent(sentTo.map((recipient) => recipient.name)));
      },
      (error: unknown) => {
        setBusy(null);
        toast.error(apiErrorText(error, TEXT.testFailed));
      },
    );
  };

  return {
    read: read.state,
    retryRead: read.reload,
    busy,
    approve,
    reject,
    testSend,
    toQueue,
  };
}

export type ApprovalReviewState = ReturnType<typeof useApprovalReview>;
