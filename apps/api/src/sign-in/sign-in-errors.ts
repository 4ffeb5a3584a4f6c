import { LOGIN_ERROR_STATUS } from '@hbc/contracts';
import { HttpError } from '../http-errors';

/** Every way a sign-in step can fail, as the API answers it in `message`. */
export type SignInFailure = keyof typeof LOGIN_ERROR_STATUS;

/** The HTTP error of a sign-in failure, with the status of the sign-in contract. */
export function signInError(failure: SignInFailure): HttpError {
  return new HttpError(LOGIN_ERROR_STATUS[failure], failure);
}
