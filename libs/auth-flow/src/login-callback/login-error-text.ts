import { toApiError } from '@hbc/api-clients';
import { LOGIN_MESSAGE_TEXT, type LoginMessage } from '@hbc/contracts';
import { SIGN_IN_TEXT } from '../messages';

/** The Thai text of a login message (spec section 8); any other message is shown as it is. */
export function loginMessageText(message: string | undefined): string {
  if (!message) return SIGN_IN_TEXT.loginFailed;
  return Object.hasOwn(LOGIN_MESSAGE_TEXT, message)
    ? LOGIN_MESSAGE_TEXT[message as LoginMessage]
    : message;
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

/** What the toast says when `POST /api/login` fails: no answer, or an answer other than 200. */
export function loginErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === undefined) return SIGN_IN_TEXT.network;
  return loginMessageText(bodyMessage(apiError.body));
}
