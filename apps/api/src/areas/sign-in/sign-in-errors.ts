import { LOGIN_ERROR_STATUS, type OrganizationMismatch, type SignInFailure } from '@hbc/contracts';
import { HttpError } from '../../http-errors';

export type { SignInFailure } from '@hbc/contracts';

/** The HTTP error of a sign-in failure, with the status of the sign-in contract. */
export function signInError(failure: SignInFailure): HttpError {
  return new HttpError(LOGIN_ERROR_STATUS[failure], failure);
}

/**
 * 403 PROVIDER_NO_ORGANIZATION with the units the person's message names; the provider route
 * answers them in `organization_mismatch`.
 */
export class OrganizationMismatchError extends HttpError {
  constructor(readonly mismatch: OrganizationMismatch) {
    super(LOGIN_ERROR_STATUS.PROVIDER_NO_ORGANIZATION, 'PROVIDER_NO_ORGANIZATION');
    this.name = 'OrganizationMismatchError';
  }
}
