/** sessionStorage key of the state sent to LINE Login, compared when LINE returns to `/`. */
export const LOGIN_STATE_KEY = 'hbc.line-login.state';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the state check then fails safely
  }
}

/** Keeps the state of the LINE authorize URL this tab is about to open. */
export function rememberLoginState(state: string): void {
  storage()?.setItem(LOGIN_STATE_KEY, state);
}

/** The kept state, removed as it is read: each state is good for one return from LINE. */
export function takeLoginState(): string | null {
  const store = storage();
  const state = store?.getItem(LOGIN_STATE_KEY) ?? null;
  store?.removeItem(LOGIN_STATE_KEY);
  return state;
}
