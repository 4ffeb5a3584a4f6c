import { COOKIES, LINE_TOKEN_LIFETIME_MS } from '@hbc/contracts';
import { consoleCookieOptions, cookieJar, readLineToken } from '@hbc/api-clients';

/** Whether the LINE login left its token cookie (needed before the provider login). */
export function hasLineToken(): boolean {
  return readLineToken() !== null;
}

/** Keeps the messaging token for the provider step: the cookie lives 4 hours, as the token does. */
export function writeLineToken(token: string, now: number = Date.now()): void {
  cookieJar().set(
    COOKIES.lineToken,
    token,
    consoleCookieOptions({ expires: new Date(now + LINE_TOKEN_LIFETIME_MS) }),
  );
}

/** Removes the messaging token once the provider step has signed the user in. */
export function clearLineToken(): void {
  cookieJar().remove(COOKIES.lineToken, consoleCookieOptions());
}
