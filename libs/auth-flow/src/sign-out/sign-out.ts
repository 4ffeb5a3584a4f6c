import { ROUTES } from '@hbc/contracts';
import { clearProfile, readProfile } from '@hbc/api-clients';
import { leavePage } from '../navigation/leave-page';

export type Navigate = (to: string) => void | Promise<void>;

/** How long sign-out waits for `POST /api/logout` before leaving anyway. */
export const SIGN_OUT_WAIT_MS = 1500;

/** Waits for `work` to settle, but never longer than `ms`. */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), timeUp]);
  clearTimeout(timer);
}

/**
 * Signs the user out of the console: removes the profile cookie, tells the API to revoke the
 * session (waiting at most `waitMs` for it, whatever it answers) and goes to /line-login.
 */
export async function signOut(
  navigate: Navigate = leavePage,
  waitMs = SIGN_OUT_WAIT_MS,
): Promise<void> {
  const accessToken = readProfile()?.access_token;
  clearProfile();
  if (accessToken) {
    // Loaded here, so that a page with a sign-out button does not load the API client for it.
    const revoke = import('../api/auth-calls').then(({ logout }) => logout(accessToken));
    await settleWithin(revoke, waitMs);
  }
  await navigate(ROUTES.lineLogin);
}
