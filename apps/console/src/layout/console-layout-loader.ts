import { replace } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { readProfile } from '@hbc/api-clients';

/**
 * The stored profile, for the console layout to draw at once (the route guard has already made
 * sure one is stored); the layout refreshes it from the API once drawn (`useFreshProfile`).
 * Without one, /line-login.
 */
export function consoleLayoutLoader() {
  return readProfile() ?? replace(ROUTES.lineLogin);
}
