import { ROUTES } from '@hbc/contracts';
import { clearProfile } from '../cookies/profile-cookie';

export type Navigate = (to: string) => void | Promise<void>;

function leavePage(to: string): void {
  window.location.assign(to);
}

/** Signs the user out of the console: removes the profile cookie and goes to /line-login. */
export function signOut(navigate: Navigate = leavePage): void {
  clearProfile();
  void navigate(ROUTES.lineLogin);
}
