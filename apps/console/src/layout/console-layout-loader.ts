import { replace } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import { readProfile } from '@hbc/api-clients';

/** The stored profile, drawn at once, and the API's, on its way. */
export interface LayoutProfiles {
  stored: UserProfile;
  /** The refreshed profile; null after a 401 (already told and signed out). */
  fresh: Promise<UserProfile | null>;
}

/**
 * The profile refresh, with the API client, in a chunk of its own; when that chunk cannot load,
 * the stored profile.
 */
async function refreshedProfile(): Promise<UserProfile | null> {
  try {
    const { refreshProfile } = await import('./profile-refresh');
    return await refreshProfile();
  } catch {
    return readProfile();
  }
}

/**
 * The stored profile for the console layout to draw at once (the route guard has already made
 * sure one is stored), and its refresh from the API, started here but not waited for: a phone
 * sees the console before the API client and the API's answer arrive. Without one, /line-login.
 */
export function consoleLayoutLoader(): LayoutProfiles | Response {
  const stored = readProfile();
  if (!stored) return replace(ROUTES.lineLogin);
  return { stored, fresh: refreshedProfile() };
}
