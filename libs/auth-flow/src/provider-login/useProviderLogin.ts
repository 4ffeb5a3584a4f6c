import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '@hbc/api-clients';
import { ROUTES, SESSION_EXPIRED_TEXT } from '@hbc/contracts';
import { toast } from '@hbc/ui';
import { clearLineToken } from '../cookies/line-token-cookie';
import type { SignInStart } from '../line-login/useLineLogin';
import { SIGN_IN_TEXT } from '../messages';
import { leavePage as defaultLeavePage, type LeavePage } from '../navigation/leave-page';

/**
 * The Provider ID button of /provider-login: asks the API (with the messaging token) for the
 * Health ID authorize URL returning to /provider-login and sends the browser there. A messaging
 * token the API no longer accepts (401) is removed and the person starts again at /line-login.
 */
export function useProviderLogin(leavePage: LeavePage = defaultLeavePage): SignInStart {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    // The API client loads on the press, not with the sign-in page.
    import('../api/auth-calls')
      .then(({ fetchProviderAuthorizeUrl }) =>
        fetchProviderAuthorizeUrl(`${window.location.origin}${ROUTES.providerLogin}`),
      )
      .then(
        ({ url }) => leavePage(url),
        (error: unknown) => {
          busy.current = false;
          setLoading(false);
          const status = toApiError(error).status;
          if (status === 401) {
            clearLineToken();
            toast.error(SESSION_EXPIRED_TEXT);
            void navigate(ROUTES.lineLogin, { replace: true });
            return;
          }
          toast.error(
            status === undefined ? SIGN_IN_TEXT.network : SIGN_IN_TEXT.providerStartFailed,
          );
        },
      );
  }, [leavePage, navigate]);

  return { loading, start };
}
