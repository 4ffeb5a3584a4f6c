import { Navigate, useLoaderData, useLocation, useSearchParams } from 'react-router';
import {
  FROM_INVITE_STATE,
  inviteLoader,
  isFromInvite,
  leavePage as defaultLeavePage,
  loginCallbackCheck,
  providerLoginCheck,
  useLineLogin,
  useProviderLogin,
  useSignOut,
  type GuardedRoute,
  type LeavePage,
} from '@hbc/auth-flow';
import { ROUTES } from '@hbc/contracts';
import { LineLoginScreen } from './LineLoginScreen';
import { LoginCallbackScreen } from './LoginCallbackScreen';
import { ProviderLoginScreen } from './ProviderLoginScreen';
import {
  InviteInvalidScreen,
  ProviderDuplicateScreen,
  ProviderErrorScreen,
} from './SignInProblemScreen';

export interface SignInRouteOptions {
  /** How the browser leaves for LINE and Provider ID; tests pass their own. */
  leavePage?: LeavePage;
  /** The clock of the messaging-token cookie. */
  now?: () => number;
}

interface LeavingProps {
  leavePage: LeavePage;
}

function LineLoginRoute({ leavePage }: LeavingProps) {
  const invited = isFromInvite(useLocation().state);
  const { loading, start } = useLineLogin({ leavePage, autoStart: invited });
  return <LineLoginScreen loading={loading} onLogin={start} invited={invited} />;
}

function ProviderLoginRoute({ leavePage }: LeavingProps) {
  const { loading, start } = useProviderLogin(leavePage);
  return <ProviderLoginScreen loading={loading} onLogin={start} />;
}

function HomeRoute() {
  const [params] = useSearchParams();
  const signOut = useSignOut();
  // Without `state` the guard keeps only a signed-in user whose role opens no screen here.
  return params.has('state') ? (
    <LoginCallbackScreen />
  ) : (
    <LoginCallbackScreen variant="no-menu" onSignOut={signOut} />
  );
}

function InviteRoute() {
  const { invited } = useLoaderData<typeof inviteLoader>();
  if (!invited) return <InviteInvalidScreen />;
  return <Navigate to={ROUTES.lineLogin} replace state={FROM_INVITE_STATE} />;
}

/** The sign-in routes of spec section 2, from /line-login to /invite, with their checks. */
export function signInRoutes({
  leavePage = defaultLeavePage,
  now,
}: SignInRouteOptions = {}): GuardedRoute[] {
  return [
    { path: ROUTES.lineLogin, element: <LineLoginRoute leavePage={leavePage} /> },
    {
      path: ROUTES.providerLogin,
      element: <ProviderLoginRoute leavePage={leavePage} />,
      check: providerLoginCheck(),
    },
    { path: ROUTES.providerLoginDup, element: <ProviderDuplicateScreen /> },
    { path: ROUTES.providerLoginError, element: <ProviderErrorScreen /> },
    {
      path: ROUTES.home,
      element: <HomeRoute />,
      check: loginCallbackCheck(now ? { leavePage, now } : { leavePage }),
    },
    { path: ROUTES.invite, element: <InviteRoute />, loader: inviteLoader },
  ];
}
