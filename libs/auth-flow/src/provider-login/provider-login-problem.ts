import {
  PROVIDER_LOGIN_MESSAGES,
  type OrganizationMismatch,
  type OrganizationRef,
} from '@hbc/contracts';

/** sessionStorage key of what /provider-login/error names after the last provider step. */
export const PROVIDER_LOGIN_PROBLEM_KEY = 'hbc.provider-login.problem';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the error page then says the generic text
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isOrganizationRef(value: unknown): value is OrganizationRef {
  return (
    isObject(value) &&
    typeof value['hcode'] === 'string' &&
    (value['name'] === null || typeof value['name'] === 'string')
  );
}

function asMismatch(value: unknown): OrganizationMismatch | null {
  if (!isObject(value) || !isOrganizationRef(value['unit'])) return null;
  const organizations = value['organizations'];
  if (!Array.isArray(organizations) || !organizations.every(isOrganizationRef)) return null;
  if (typeof value['invited'] !== 'boolean') return null;
  return { unit: value['unit'], organizations, invited: value['invited'] };
}

/**
 * The units a refused provider step names: those of a 403 PROVIDER_NO_ORGANIZATION answer's
 * `organization_mismatch`; null for any other answer or one not shaped as the contract says.
 */
export function organizationMismatchOf(
  status: number | undefined,
  body: unknown,
): OrganizationMismatch | null {
  if (status !== 403 || !isObject(body)) return null;
  if (body['message'] !== PROVIDER_LOGIN_MESSAGES.PROVIDER_NO_ORGANIZATION) return null;
  return asMismatch(body['organization_mismatch']);
}

/** Keeps what the error page is to name (null: nothing particular) for this tab. */
export function rememberProviderLoginProblem(mismatch: OrganizationMismatch | null): void {
  const store = storage();
  if (mismatch) store?.setItem(PROVIDER_LOGIN_PROBLEM_KEY, JSON.stringify(mismatch));
  else store?.removeItem(PROVIDER_LOGIN_PROBLEM_KEY);
}

/** What the last provider step of this tab left for the error page to name, if anything. */
export function readProviderLoginProblem(): OrganizationMismatch | null {
  const stored = storage()?.getItem(PROVIDER_LOGIN_PROBLEM_KEY);
  if (!stored) return null;
  try {
    return asMismatch(JSON.parse(stored));
  } catch {
    return null;
  }
}
