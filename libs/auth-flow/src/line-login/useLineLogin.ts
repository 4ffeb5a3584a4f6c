import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '@hbc/api-clients';
import { ROUTES } from '@hbc/contracts';
import { toast } from '@hbc/ui';
import { rememberLoginState } from '../login-callback/login-state';
import { SIGN_IN_TEXT } from '../messages';
import { leavePage as defaultLeavePage, type LeavePage } from '../navigation/leave-page';

export interface SignInStart {
  /** True from the press until the browser leaves, or until the call fails. */
  loading: boolean;
  start: () => void;
}

export interface UseLineLoginOptions {
  leavePage?: LeavePage;
  /** Starts once by itself, as when the person arrives from an invite link. */
  autoStart?: boolean;
}

/**
 * The LINE button of /line-login: asks the API for the LINE authorize URL (returning to `/`),
 * keeps its state in sessionStorage for the login callback and sends the browser there.
 */
export function useLineLogin({
  leavePage = defaultLeavePage,
  autoStart = false,
}: UseLineLoginOptions = {}): SignInStart {
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    // The API client loads on the press, not with the sign-in page.
    import('../api/auth-calls')
      .then(({ fetchLineAuthorizeUrl }) =>
        fetchLineAuthorizeUrl(`${window.location.origin}${ROUTES.home}`),
      )
      .then(
        ({ url, state }) => {
          rememberLoginState(state);
          leavePage(url);
        },
        (error: unknown) => {
          busy.current = false;
          setLoading(false);
          const noAnswer = toApiError(error).status === undefined;
          toast.error(noAnswer ? SIGN_IN_TEXT.network : SIGN_IN_TEXT.lineStartFailed);
        },
      );
  }, [leavePage]);

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || autoStarted.current) return;
    autoStarted.current = true;
    start();
  }, [autoStart, start]);

  return { loading, start };
}
