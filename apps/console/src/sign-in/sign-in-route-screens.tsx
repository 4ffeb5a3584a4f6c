import { Navigate, useLoaderData, useLocation, useSearchParams } from 'react-router';
import {
  FROM_INVITE_STATE,
  isFromInvite,
  useLineLogin,
  useProviderLogin,
  useProviderLoginProblem,
  useSignOut,
  type inviteLoader,
  type LeavePage,
} from '@hbc/auth-flow';
import { ROUTES } from '@hbc/contracts';
import { LineLoginScreen } from './LineLoginScreen';
import { LoginCallbackScreen } from './LoginCallbackScreen';
import { ProviderLoginScreen } from './ProviderLoginScreen';
import { InviteInvalidScreen, ProviderErrorScreen } from './SignInProblemScreen';

/*
 * The screens of the sign-in routes, with the sign-in flow's hooks: one chunk, loaded when a
 * sign-in route opens, apart from the signed-in console.
 */

export { ProviderDuplicateScreen } from './SignInProblemScreen';

interface LeavingProps {
  leavePage: LeavePage;
}

export function LineLoginRoute({ leavePage }: LeavingProps) {
  const invited = isFromInvite(useLocation().state);
  const { loading, start } = useLineLogin({ leavePage, autoStart: invited });
  return <LineLoginScreen loading={loading} onLogin={start} invited={invited} />;
}

export function ProviderLoginRoute({ leavePage }: LeavingProps) {
  const { loading, start } = useProviderLogin(leavePage);
  return <ProviderLoginScreen loading={loading} onLogin={start} />;
}

export function ProviderErrorRoute() {
  return <ProviderErrorScreen mismatch={useProviderLoginProblem()} />;
}

export function HomeRoute() {
  const [params] = useSearchParams();
  const signOut = useSignOut();
  // Without `state` the guard keeps only a signed-in user whose role opens no screen here.
  return params.has('state') ? (
    <LoginCallbackScreen />
  ) : (
    <LoginCallbackScreen variant="no-menu" onSignOut={signOut} />
  );
}

export function InviteRoute() {
  const { invited } = useLoaderData<typeof inviteLoader>();
  if (!invited) return <InviteInvalidScreen />;
  return <Navigate to={ROUTES.lineLogin} replace state={FROM_INVITE_STATE} />;
}
