import {
  API_PATHS,
  FREQUENCY_CAP_COUNT_MAX,
  FREQUENCY_CAP_DAYS_MAX,
  SEND_POLICY_MESSAGES,
  sendPolicyProblems,
  type SendPolicy,
} from '@hbc/contracts';
import { refused } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** 08:00–20:00, at most 3 broadcasts in 7 days per citizen. */
export const OFFICE_HOURS_POLICY: SendPolicy = {
  sendWindow: { start: '08:00', end: '20:00' },
  frequencyCap: { count: 3, days: 7 },
};

/** What the API refuses in a policy, by field, as its validation and its own check say it. */
function problemsOf(policy: SendPolicy): { path: string; message: string }[] {
  const cap = policy.frequencyCap;
  const limits = cap
    ? [
        cap.count > FREQUENCY_CAP_COUNT_MAX
          ? { path: '/frequencyCap/count', message: SEND_POLICY_MESSAGES.countTooLarge }
          : null,
        cap.days > FREQUENCY_CAP_DAYS_MAX
          ? { path: '/frequencyCap/days', message: SEND_POLICY_MESSAGES.daysTooLarge }
          : null,
      ]
    : [];
  return [...limits.filter((issue) => issue !== null), ...sendPolicyProblems(policy)];
}

export interface FakeSendPolicyApiOptions {
  /** The policy as stored (none by default). */
  policy?: SendPolicy;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/** The Super Admin's send policy kept in memory: a save shows in later reads. */
export function fakeSendPolicyApi({
  policy = OFFICE_HOURS_POLICY,
  replies = {},
}: FakeSendPolicyApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = policy;
    return {
      [`GET ${API_PATHS.sendPolicy}`]: () => ok(stored),
      [`PUT ${API_PATHS.sendPolicy}`]: (request) => {
        const body = request.body as SendPolicy;
        const problems = problemsOf(body);
        if (problems.length > 0) return refused(400, problems);
        stored = body;
        return ok(stored);
      },
      ...replies,
    };
  };
}
