import { AUTH_PATHS, ROUTES, type AuthorizeUrlData, type LoginResponse } from '@hbc/contracts';

interface Envelope<T> {
  data: T;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Follows the sandbox's redirects from an authorize URL, approving as `identityId` at once
 * (`login_hint` skips the picker), until it returns to `origin`: answers that return's query.
 */
async function approveAs(authorizeUrl: string, identityId: string, origin: string) {
  let url = new URL(authorizeUrl);
  url.searchParams.set('login_hint', identityId);
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url.pathname}: ${response.status}, no redirect back to ${origin}`);
    }
    url = new URL(location, url);
    if (url.origin === origin) {
      const code = url.searchParams.get('code');
      const state = url.searchParams.get('state');
      if (!code || !state) throw new Error(`returned without a code: ${url.toString()}`);
      return { code, state };
    }
  }
  throw new Error(`too many redirects from ${authorizeUrl}`);
}

/**
 * Signs in as a demo identity over HTTP as the console does (LINE Login, then Health ID /
 * Provider ID on the sandbox) and answers the access token.
 */
export async function signInOverHttp(apiUrl: string, identityId: string): Promise<string> {
  const origin = new URL(apiUrl).origin;
  const lineStart = await json<Envelope<AuthorizeUrlData>>(
    await fetch(
      `${origin}${AUTH_PATHS.lineAuthorizeUrl}?redirect_uri=${encodeURIComponent(`${origin}${ROUTES.home}`)}`,
    ),
    'LINE authorize URL',
  );
  const line = await approveAs(lineStart.data.url, identityId, origin);
  const lineLogin = await json<LoginResponse>(
    await fetch(`${origin}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(line),
    }),
    'LINE sign-in',
  );
  if (!lineLogin.access_token) throw new Error(`LINE sign-in: ${lineLogin.message}`);
  const messagingToken = { authorization: `Bearer ${lineLogin.access_token}` };

  const providerStart = await json<Envelope<AuthorizeUrlData>>(
    await fetch(
      `${origin}${AUTH_PATHS.providerAuthorizeUrl}?redirect_uri=${encodeURIComponent(`${origin}${ROUTES.providerLogin}`)}`,
      { headers: messagingToken },
    ),
    'Provider ID authorize URL',
  );
  const provider = await approveAs(providerStart.data.url, identityId, origin);
  const providerLogin = await json<LoginResponse>(
    await fetch(`${origin}${AUTH_PATHS.loginProvider}`, {
      method: 'POST',
      headers: { ...messagingToken, 'content-type': 'application/json' },
      body: JSON.stringify(provider),
    }),
    'Provider ID sign-in',
  );
  if (!providerLogin.access_token) throw new Error(`Provider ID sign-in: ${providerLogin.message}`);
  return providerLogin.access_token;
}
