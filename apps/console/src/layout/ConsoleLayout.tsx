import { Navigate, Outlet, redirect, useLoaderData } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { apiUploadFn } from '@hbc/api-clients';
import { refreshProfile, useSignOut } from '@hbc/auth-flow';
import { UploadFnContext } from '@hbc/upload-widgets';
import { ConsoleLayoutView } from './ConsoleLayoutView';

/**
 * Refreshes the profile from the API on entering the signed-in console (the route guard has
 * already made sure one is stored). A 401 says 'กรุณาเข้าสู่ระบบอีกครั้ง', removes the cookie and
 * goes to /line-login; when the API cannot answer, the stored profile is used.
 */
export async function consoleLayoutLoader() {
  const profile = await refreshProfile();
  return profile ?? redirect(ROUTES.lineLogin);
}

/** The layout route of every signed-in screen. */
export function ConsoleLayout() {
  const profile = useLoaderData<typeof consoleLayoutLoader>();
  const signOut = useSignOut();
  if (!profile) return <Navigate to={ROUTES.providerLogin} replace />;
  return (
    <ConsoleLayoutView profile={profile} onSignOut={signOut}>
      <UploadFnContext.Provider value={apiUploadFn}>
        <Outlet />
      </UploadFnContext.Provider>
    </ConsoleLayoutView>
  );
}
