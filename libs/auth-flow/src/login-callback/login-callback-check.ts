import type { RouteCheck } from '../guards/guard-loader';
import { leavePage as defaultLeavePage, type LeavePage } from '../navigation/leave-page';
import { followStep } from './follow-step';

export interface LoginCallbackCheckOptions {
  leavePage?: LeavePage;
  now?: () => number;
}

/**
 * The check of `/`: with a `state` query it is LINE returning, and the login callback runs.
 * Without one the sign-in guard has already sent the visitor on (spec section 4, step 4).
 */
export function loginCallbackCheck({
  leavePage = defaultLeavePage,
  now,
}: LoginCallbackCheckOptions = {}): RouteCheck {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has('state')) return null;
    // Loaded only on LINE's return, so that the sign-in pages start without the API client.
    const { completeLineLogin } = await import('./complete-line-login');
    return followStep(await completeLineLogin(url, now ? { now } : {}), leavePage);
  };
}
