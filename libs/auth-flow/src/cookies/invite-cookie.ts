import { COOKIES } from '@hbc/contracts';
import { consoleCookieOptions, cookieJar } from '@hbc/api-clients';

/** Longest invite code the console keeps; anything longer is not a code the API hands out. */
export const MAX_INVITE_CODE_LENGTH = 200;

/** The invite code kept from an invite link, or null. */
export function readInviteCode(): string | null {
  const code: unknown = cookieJar().get(COOKIES.inviteCode, { doNotParse: true });
  return typeof code === 'string' && code !== '' ? code : null;
}

/** Keeps the invite code (a browser-session cookie) until the LINE login sends it to the API. */
export function writeInviteCode(code: string): void {
  cookieJar().set(COOKIES.inviteCode, code, consoleCookieOptions());
}

export function clearInviteCode(): void {
  cookieJar().remove(COOKIES.inviteCode, consoleCookieOptions());
}
