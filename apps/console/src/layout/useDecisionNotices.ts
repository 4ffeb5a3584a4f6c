import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { can, isRole } from '@hbc/contracts';
import { toast } from '@hbc/ui';

/** How often a maker's requests are checked for decisions while the console is open. */
export const DECISION_POLL_MS = 60_000;

/**
 * Where the time of the last decision told to staff member `who` (their unit and name: the
 * profile carries no id) is kept in this browser, which several staff may share.
 */
export const decisionsSeenKey = (who: string) => `hbc.decisionsSeen.${who}`;

/**
 * Tells a maker (who composes broadcasts) of each decision on their approval requests, as a
 * toast, on each navigation and every DECISION_POLL_MS: those taken since the last one told in
 * this browser (since the first visit, for a browser that never looked). A failed read tells
 * nothing and asks again next time.
 */
export function useDecisionNotices(role: string, who: string): void {
  const { pathname } = useLocation();
  const maker = isRole(role) && can(role, 'broadcast', 'manage');
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!maker) return undefined;
    const polling = setInterval(() => setTick((n) => n + 1), DECISION_POLL_MS);
    return () => clearInterval(polling);
  }, [maker]);

  useEffect(() => {
    if (!maker) return undefined;
    const key = decisionsSeenKey(who);
    const since = localStorage.getItem(key);
    if (since === null) {
      localStorage.setItem(key, new Date().toISOString());
      return undefined;
    }
    const controller = new AbortController();
    import('./broadcast-decisions')
      .then(async ({ getBroadcastDecisions, decisionNotice }) => {
        const decisions = await getBroadcastDecisions(since, controller.signal);
        const last = decisions.at(-1);
        if (!last || controller.signal.aborted) return;
        for (const decision of decisions) {
          if (decision.decision === 'APPROVED') toast.success(decisionNotice(decision));
          else toast.warning(decisionNotice(decision));
        }
        localStorage.setItem(key, last.decidedAt);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [maker, who, pathname, tick]);
}
