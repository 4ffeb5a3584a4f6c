import { screenFor } from '@hbc/console-screens';

/** The Thai title the route table gives a sign-in screen. */
export function signInTitle(path: string): string {
  return screenFor(path)?.title ?? '';
}
