import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { installSessionExpiry, useSignOut } from '@hbc/auth-flow';
import { AppThemeProvider } from '@hbc/ui';
import { ScreenPlaceholder } from '@hbc/console-screens';
import { UploadFnContext, type UploadFn } from '@hbc/upload-widgets';
import type { LayoutProfiles } from './console-layout-loader';
import { ConsoleLayoutView } from './ConsoleLayoutView';
import { useApprovalBadge } from './useApprovalBadge';
import { useDecisionNotices } from './useDecisionNotices';
import { useFreshProfile } from './useFreshProfile';

/** Uploads through the API; the upload call loads with the first upload. */
const apiUploadOnDemand: UploadFn = async (file, options) =>
  (await import('./api-upload')).apiUploadFn(file, options);

/**
 * The layout route of every signed-in screen, with the stored profile and then the API's, in the
 * MUI theme (only the signed-in console loads MUI). While it shows, any 401 of the access-token
 * client says 'กรุณาเข้าสู่ระบบอีกครั้ง' and goes to /line-login (an upload's 401 excepted: it is
 * silent).
 */
export function ConsoleLayout() {
  const profiles = useLoaderData<LayoutProfiles | undefined>();
  if (!profiles) return <Navigate to={ROUTES.providerLogin} replace />;
  return <SignedInLayout profiles={profiles} />;
}

function SignedInLayout({ profiles }: { profiles: LayoutProfiles }) {
  const profile = useFreshProfile(profiles);
  const signOut = useSignOut();
  const badges = useApprovalBadge(profile.role);
  useDecisionNotices(
    profile.role,
    `${profile.hospital_name ?? ''}|${profile.first_name} ${profile.last_name}`,
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => installSessionExpiry((to) => navigate(to, { replace: true })), [navigate]);
  return (
    <AppThemeProvider>
      <ConsoleLayoutView profile={profile} badges={badges} onSignOut={signOut}>
        <UploadFnContext.Provider value={apiUploadOnDemand}>
          {/* While a screen's code arrives: its title at once when the route table knows it. */}
          <Suspense fallback={<ScreenPlaceholder path={pathname} />}>
            <Outlet />
          </Suspense>
        </UploadFnContext.Provider>
      </ConsoleLayoutView>
    </AppThemeProvider>
  );
}
