import type { UpstreamProblem } from '../upstream';

/** The call of the provider sign-in that failed. */
export type ProviderSignInStep = 'health_id_token' | 'provider_token' | 'provider_profile';

/**
 * Health ID or Provider ID refused the sign-in or could not be reached. `detail` is for the log;
 * a 400 from the Provider ID token call usually means the person is not a registered provider.
 */
export class ProviderIdError extends Error {
  constructor(
    readonly step: ProviderSignInStep,
    readonly upstream: UpstreamProblem,
  ) {
    super(`Provider sign-in failed at ${step}: ${upstream.detail}`);
    this.name = 'ProviderIdError';
  }
}
