import type { UpstreamProblem } from '../upstream';

/** Why LINE Login gave no verified identity. */
export type LineLoginFailure =
  /** The token endpoint could not be reached, refused the code or answered nonsense. */
  | 'token_exchange'
  /** The ID token's signature, issuer, audience, expiry or nonce is wrong. */
  | 'id_token';

/** LINE Login failed; `detail` is for the log only. */
export class LineLoginError extends Error {
  constructor(
    readonly failure: LineLoginFailure,
    readonly detail: string,
    readonly upstream?: UpstreamProblem,
  ) {
    super(`LINE Login ${failure}: ${detail}`);
    this.name = 'LineLoginError';
  }
}
