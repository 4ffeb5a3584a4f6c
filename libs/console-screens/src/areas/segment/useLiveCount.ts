import { useEffect, useState } from 'react';
import { countSegment } from '@hbc/api-clients';
import type { SegmentCount, SegmentCountBody, SegmentRules } from '@hbc/contracts';

/** How long the rules must stay unchanged before they are counted. */
export const LIVE_COUNT_DELAY_MS = 400;

/** A live answer to what staff are editing (a count, an audience). */
export type LiveAnswer<Answer> =
  /** Nothing to ask yet (a condition incomplete, no segment chosen). */
  | { status: 'incomplete' }
  /** Waiting for the input to settle, or for the API; `last` is the answer shown meanwhile. */
  | { status: 'counting'; last: Answer | null }
  | { status: 'counted'; answer: Answer }
  | { status: 'failed'; last: Answer | null };

type Reply<Answer> = { key: string; answer: Answer } | { key: string; failed: true };

/**
 * Asks `call` about `body` as staff edit it: once it has not changed for 400 ms, and again after
 * each change; a change cancels the call under way, so only the latest body's answer is shown.
 * A `null` body is not asked about.
 */
export function useLiveAnswer<Body, Answer>(
  body: Body | null,
  call: (body: Body, signal: AbortSignal) => Promise<Answer>,
) {
  const key = body === null ? null : JSON.stringify(body);
  const [reply, setReply] = useState<Reply<Answer> | null>(null);
  const [last, setLast] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(JSON.parse(key) as Body, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setReply({ key, answer });
          setLast(answer);
        },
        () => {
          if (!controller.signal.aborted) setReply({ key, failed: true });
        },
      );
    }, LIVE_COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      // A body that comes back to this one later is asked afresh: an old failure is not shown.
      setReply(null);
    };
  }, [key, call, attempt]);

  const state: LiveAnswer<Answer> =
    key === null
      ? { status: 'incomplete' }
      : reply?.key !== key
        ? { status: 'counting', last }
        : 'failed' in reply
          ? { status: 'failed', last }
          : { status: 'counted', answer: reply.answer };
  return {
    state,
    /** Asks about the same body again after a failure. */
    retry: () => setAttempt((n) => n + 1),
  };
}

export type LiveCount =
  | { status: 'incomplete' }
  | { status: 'counting'; last: number | null }
  | { status: 'counted'; count: number }
  | { status: 'failed'; last: number | null };

type CountFn = (body: SegmentCountBody, signal: AbortSignal) => Promise<SegmentCount>;

/**
 * How many citizens the rules reach, counted as staff edit them (see `useLiveAnswer`). `null`
 * rules (a condition still incomplete) are not counted.
 */
export function useLiveCount(rules: SegmentRules | null, count: CountFn = countSegment) {
  const live = useLiveAnswer(rules === null ? null : { rules }, count);
  const { state } = live;
  const countState: LiveCount =
    state.status === 'incomplete'
      ? state
      : state.status === 'counted'
        ? { status: 'counted', count: state.answer.count }
        : { status: state.status, last: state.last?.count ?? null };
  return { state: countState, retry: live.retry };
}
