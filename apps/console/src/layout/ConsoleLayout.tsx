import { Navigate, Outlet, useLoaderData } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { readProfile, useSignOut } from '@hbc/auth-flow';
import { ConsoleLayoutView } from './ConsoleLayoutView';

/** Loads the stored profile for the layout; the route guard has already made sure there is one. */
export function consoleLayoutLoader() {
  return readProfile();
}

/** The layout route of every signed-in screen. */
export function ConsoleLayout() {
  const profile = useLoaderData<typeof consoleLayoutLoader>();
  const signOut = useSignOut();
  if (!profile) return <Navigate to={ROUTES.providerLogin} replace />;
  return (
    <ConsoleLayoutView profile={profile} onSignOut={signOut}>
      <Outlet />
    </ConsoleLayoutView>
  );
}
