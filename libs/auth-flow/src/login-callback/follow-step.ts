import { replace } from 'react-router';
import { toast } from '@hbc/ui';
import type { LeavePage } from '../navigation/leave-page';
import type { SignInStep } from './complete-line-login';

/**
 * Carries a sign-in step out from a route check: shows its error, then answers the redirect (it
 * replaces the used callback address in the history), or sends the browser to the other site and
 * lets the route render its "signing in" screen meanwhile.
 */
export function followStep(step: SignInStep, leave: LeavePage): Response | null {
  if (step.kind === 'leave') {
    leave(step.url);
    return null;
  }
  if (step.error) toast.error(step.error);
  return replace(step.to);
}
