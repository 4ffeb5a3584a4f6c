import { useEffect, useState } from 'react';
import { countSegment } from '@hbc/api-clients';
import type { SegmentCount, SegmentCountBody, SegmentRules } from '@hbc/contracts';

/** How long the rules must stay unchanged before they are counted. */
export const LIVE_COUNT_DELAY_MS = 400;

export type LiveCount =
  /** A condition is incomplete: nothing to count. */
  | { status: 'incomplete' }
  /** Waiting for the rules to settle, or for the API; `last` is the count shown meanwhile. */
  | { status: 'counting'; last: number | null }
  | { status: 'counted'; count: number }
  | { status: 'failed'; last: number | null };

type CountFn = (body: SegmentCountBody, signal: AbortSignal) => Promise<SegmentCount>;

type Answer = { key: string; count: number } | { key: string; failed: true };

/**
 * How many citizens the rules reach, counted as staff edit them: once the rules have not changed
 * for 400 ms, and again after each change; a change cancels the count under way, so only the
 * latest rules' answer is shown. `null` rules (a condition still incomplete) are not counted.
 */
export function useLiveCount(rules: SegmentRules | null, count: CountFn = countSegment) {
  const key = rules === null ? null : JSON.stringify(rules);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [last, setLast] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      count({ rules: JSON.parse(key) as SegmentRules }, controller.signal).then(
        (counted) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, count: counted.count });
          setLast(counted.count);
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, failed: true });
        },
      );
    }, LIVE_COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      // Rules that come back to these later are counted afresh: an old failure is not shown.
      setAnswer(null);
    };
  }, [key, count, attempt]);

  const state: LiveCount =
    key === null
      ? { status: 'incomplete' }
      : answer?.key !== key
        ? { status: 'counting', last }
        : 'failed' in answer
          ? { status: 'failed', last }
          : { status: 'counted', count: answer.count };
  return {
    state,
    /** Counts the same rules again after a failure. */
    retry: () => setAttempt((n) => n + 1),
  };
}
