import { useEffect } from 'react';
import { Navigate, Outlet, useLoaderData, useNavigate } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { apiUploadFn } from '@hbc/api-clients';
import { installSessionExpiry, useSignOut } from '@hbc/auth-flow';
import { AppThemeProvider } from '@hbc/ui';
import { UploadFnContext } from '@hbc/upload-widgets';
import type { consoleLayoutLoader } from './console-layout-loader';
import { ConsoleLayoutView } from './ConsoleLayoutView';

/**
 * The layout route of every signed-in screen, with the profile its loader refreshed, in the MUI
 * theme (only the signed-in console loads MUI). While it shows, any 401 of the access-token
 * client says 'กรุณาเข้าสู่ระบบอีกครั้ง' and goes to /line-login (an upload's 401 excepted: it is
 * silent).
 */
export function ConsoleLayout() {
  const profile = useLoaderData<typeof consoleLayoutLoader>();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useEffect(() => installSessionExpiry((to) => navigate(to, { replace: true })), [navigate]);
  if (!profile) return <Navigate to={ROUTES.providerLogin} replace />;
  return (
    <AppThemeProvider>
      <ConsoleLayoutView profile={profile} onSignOut={signOut}>
        <UploadFnContext.Provider value={apiUploadFn}>
          <Outlet />
        </UploadFnContext.Provider>
      </ConsoleLayoutView>
    </AppThemeProvider>
  );
}
