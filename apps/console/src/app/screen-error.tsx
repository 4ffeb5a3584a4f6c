import { useRouteError } from 'react-router';
import { noPermissionOf } from '@hbc/auth-flow';
import { NoPermissionScreen } from '@hbc/console-screens';

/**
 * The error element of each console screen: a refusal of the route check shows the 'no
 * permission' page inside the layout; any other fault goes on up to the whole-page error screen.
 */
export function ScreenError() {
  const error = useRouteError();
  const refusal = noPermissionOf(error);
  if (!refusal) throw error;
  return <NoPermissionScreen home={refusal.home} />;
}
