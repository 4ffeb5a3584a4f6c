import { AUTH_PATHS } from '@hbc/contracts';

interface Approval {
  code: string;
  state: string;
}

/** Follows an authorize URL through the sandbox, approving as `loginHint`, back to `origin`. */
async function approve(authorizeUrl: string, loginHint: string, origin: string): Promise<Approval> {
  const first = new URL(authorizeUrl);
  first.searchParams.set('login_hint', loginHint);
  let url = first.toString();
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    }
    const next = new URL(location, url);
    if (next.origin === origin) {
      return {
        code: next.searchParams.get('code') ?? '',
        state: next.searchParams.get('state') ?? '',
      };
    }
    url = next.toString();
  }
  throw new Error('too many redirects');
}

/** Calls the API (JSON body, bearer token if given) and answers its JSON; throws unless 200. */
export async function call<T>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Both sign-in steps through the sandbox, as the console does them; answers the access token.
 * `origin`: where the console is served (the API's PUBLIC_BASE_URL), when not at `apiUrl`.
 */
export async function signIn(
  apiUrl: string,
  identity: string,
  origin = new URL(apiUrl).origin,
): Promise<string> {
  const line = await call<{ data: { url: string } }>(
    `${apiUrl}${AUTH_PATHS.lineAuthorizeUrl}?redirect_uri=${encodeURIComponent(`${origin}/`)}`,
  );
  const lineBack = await approve(line.data.url, identity, origin);
  const login = await call<{ access_token: string }>(`${apiUrl}${AUTH_PATHS.login}`, {
    method: 'POST',
    body: JSON.stringify(lineBack),
  });
  const providerReturn = encodeURIComponent(`${origin}/provider-login`);
  const provider = await call<{ data: { url: string } }>(
    `${apiUrl}${AUTH_PATHS.providerAuthorizeUrl}?redirect_uri=${providerReturn}`,
    { token: login.access_token },
  );
  const providerBack = await approve(provider.data.url, identity, origin);
  const signedIn = await call<{ access_token: string }>(`${apiUrl}${AUTH_PATHS.loginProvider}`, {
    method: 'POST',
    body: JSON.stringify(providerBack),
    token: login.access_token,
  });
  return signedIn.access_token;
}
