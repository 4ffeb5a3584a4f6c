import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { can, isRole } from '@hbc/contracts';
import type { MenuBadges } from '@hbc/role-menu';

/** How often the number of broadcasts waiting for approval is read while the console is open. */
export const APPROVAL_BADGE_POLL_MS = 60_000;

/**
 * The side menu's counts: for those who approve (Admin LV1, Super Admin), how many broadcasts
 * wait for them, read on each navigation and every APPROVAL_BADGE_POLL_MS. A failed read keeps
 * the last count; none is shown to other roles.
 */
export function useApprovalBadge(role: string): MenuBadges {
  const { pathname, search } = useLocation();
  const approver = isRole(role) && can(role, 'approval', 'manage');
  const [waiting, setWaiting] = useState<number | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!approver) return undefined;
    const polling = setInterval(() => setTick((n) => n + 1), APPROVAL_BADGE_POLL_MS);
    return () => clearInterval(polling);
  }, [approver]);

  useEffect(() => {
    if (!approver) return undefined;
    const controller = new AbortController();
    import('./approval-count')
      .then(({ getApprovalCount }) => getApprovalCount(controller.signal))
      .then(
        (count) => setWaiting(count.waiting),
        () => undefined,
      );
    return () => controller.abort();
  }, [approver, pathname, search, tick]);

  return approver && waiting !== null ? { approvalsWaiting: waiting } : {};
}
