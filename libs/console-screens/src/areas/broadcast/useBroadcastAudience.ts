import { useEffect, useState } from 'react';
import {
  quotaShortfall,
  type BroadcastAudienceBody,
  type BroadcastQuota,
  type BroadcastTarget,
} from '@hbc/contracts';
import { useLiveAnswer } from '../segment/useLiveCount';
import { formApi } from './broadcast-form-api-loader';

/** What staff read while an audience is counted, or when counting it failed. */
export const AUDIENCE_COUNT_TEXT = {
  counting: 'กำลังนับจำนวนผู้รับ',
  countFailed: 'นับจำนวนผู้รับไม่สำเร็จ',
} as const;

const countAudience = async (body: BroadcastAudienceBody, signal: AbortSignal) =>
  (await formApi()).countBroadcastAudience(body, signal);

/**
 * Who `target` reaches now (excluded CIDs and those the frequency cap would skip left out; an
 * `urgent` broadcast skips nobody for the cap), counted live: the form's count, and the detail's
 * expected recipients before the send snapshots them. No segment chosen yet, or `ask` false:
 * nothing to count.
 */
export function useTargetAudience(
  target: BroadcastTarget,
  segmentId: number | null,
  ask = true,
  urgent = false,
) {
  // Sent only when urgent: the API counts any other broadcast under the cap.
  const marked = urgent ? { urgent: true } : {};
  const body: BroadcastAudienceBody | null = !ask
    ? null
    : target === 'UNIT'
      ? { target: 'UNIT', ...marked }
      : segmentId === null
        ? null
        : { target: 'SEGMENT', segmentId, ...marked };
  return useLiveAnswer(body, countAudience);
}

/**
 * Who a broadcast reaches, counted live as staff change its target or mark it urgent (excluded
 * CIDs and, unless urgent, those the frequency cap would skip left out), and the month's message
 * quota: exceeded when the send would use more than what is left of it
 * (LINE counts one message per recipient, whatever the number of messages). No segment chosen
 * yet: nothing to count.
 */
export function useBroadcastAudience(
  target: BroadcastTarget,
  segmentId: number | null,
  urgent = false,
) {
  const [quota, setQuota] = useState<BroadcastQuota | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    formApi()
      .then((api) => api.getBroadcastQuota(controller.signal))
      .then(setQuota, () => undefined);
    return () => controller.abort();
  }, []);

  const audience = useTargetAudience(target, segmentId, true, urgent);
  const recipients = audience.state.status === 'counted' ? audience.state.answer.recipients : null;
  const quotaExceeded =
    quota !== null && recipients !== null && quotaShortfall(recipients, quota.remaining) > 0;
  return { audience, recipients, quota, quotaExceeded };
}
