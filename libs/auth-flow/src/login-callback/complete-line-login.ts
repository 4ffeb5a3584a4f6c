import { login } from '@hbc/api-clients';
import { LOGIN_MESSAGES, ROUTES, type LoginRequest, type LoginResponse } from '@hbc/contracts';
import { fetchProviderAuthorizeUrl } from '../api/auth-calls';
import { clearInviteCode, readInviteCode } from '../cookies/invite-cookie';
import { writeLineToken } from '../cookies/line-token-cookie';
import { SIGN_IN_TEXT } from '../messages';
import { loginErrorText, loginMessageText } from './login-error-text';
import { takeLoginState } from './login-state';

/** Where a sign-in step sends the person: a console route (with an error to show), or another site. */
export type SignInStep =
  { kind: 'route'; to: string; error?: string } | { kind: 'leave'; url: string };

export interface CompleteLineLoginOptions {
  /** The clock the 4-hour messaging-token cookie is counted from. */
  now?: () => number;
}

function backToLineLogin(error: string): SignInStep {
  return { kind: 'route', to: ROUTES.lineLogin, error };
}

/**
 * The return from LINE Login to `/?state&code` (spec section 4, login flow):
 * - the state must be the one this tab kept when it went to LINE, else back to /line-login;
 * - `{ state, code, code_invite }` goes to `POST /api/login`;
 * - 200 NO_DATA: 'ไม่พบข้อมูลผู้ใช้ในระบบ', back to /line-login;
 * - 200 SUCCESS: the invite cookie goes, the messaging token is kept for 4 hours and the browser
 *   leaves for the Provider ID authorize URL, which returns to /provider-login;
 * - any failure: the Thai text of its message (spec section 8), the invite cookie goes, back to
 *   /line-login.
 */
export async function completeLineLogin(
  url: URL,
  { now = Date.now }: CompleteLineLoginOptions = {},
): Promise<SignInStep> {
  const state = url.searchParams.get('state') ?? '';
  const expected = takeLoginState();
  if (expected === null || state === '' || state !== expected) {
    return backToLineLogin(SIGN_IN_TEXT.stateMismatch);
  }
  const code = url.searchParams.get('code');
  if (!code || url.searchParams.has('error')) return backToLineLogin(SIGN_IN_TEXT.lineCancelled);

  const inviteCode = readInviteCode();
  const request: LoginRequest = inviteCode
    ? { state, code, code_invite: inviteCode }
    : { state, code };
  let answer: LoginResponse;
  try {
    answer = await login(request);
  } catch (error) {
    clearInviteCode();
    return backToLineLogin(loginErrorText(error));
  }
  if (answer.message === LOGIN_MESSAGES.NO_DATA)
    return backToLineLogin(loginMessageText(answer.message));
  if (answer.message !== 'SUCCESS' || !answer.access_token) {
    clearInviteCode();
    return backToLineLogin(
      loginMessageText(answer.message === 'SUCCESS' ? undefined : answer.message),
    );
  }

  clearInviteCode();
  writeLineToken(answer.access_token, now());
  try {
    const provider = await fetchProviderAuthorizeUrl(`${url.origin}${ROUTES.providerLogin}`);
    return { kind: 'leave', url: provider.url };
  } catch {
    // The messaging token is kept: /provider-login offers the button to try again.
    return { kind: 'route', to: ROUTES.providerLogin, error: SIGN_IN_TEXT.providerStartFailed };
  }
}
