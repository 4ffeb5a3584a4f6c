import type { UserProfile } from '@hbc/contracts';
import { parseProfile } from '@hbc/api-clients';

/** Optional profile fields worth keeping in the cookie besides those of spec section 3. */
const EXTRA_FIELDS = ['status', 'service_unit_name'] as const;

/**
 * The USER_PROFILE cookie's content for a profile call's `data`: the fields of spec section 3
 * (role, names, last login, hospital name and logo) plus `access_token`, and status and service
 * unit name when the API sends them. Null when the data has no role.
 */
export function toStoredProfile(data: unknown, accessToken: string): UserProfile | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const picked: Record<string, unknown> = {
    access_token: accessToken,
    role: fields['role'],
    first_name: fields['first_name'],
    last_name: fields['last_name'],
    last_login: fields['last_login'],
    hospital_name: fields['hospital_name'],
    hospital_logo: fields['hospital_logo'],
  };
  for (const name of EXTRA_FIELDS) {
    if (typeof fields[name] === 'string') picked[name] = fields[name];
  }
  return parseProfile(JSON.stringify(picked));
}
