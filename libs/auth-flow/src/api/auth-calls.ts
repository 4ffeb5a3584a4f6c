import { ApiError, authClient, lineTokenClient, publicClient } from '@hbc/api-clients';
import { AUTH_PATHS, type ApiSuccess, type AuthorizeUrlData } from '@hbc/contracts';

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The authorize URL and state of a 200 answer; anything else is refused before the page leaves. */
function authorizeData(body: ApiSuccess<AuthorizeUrlData> | undefined): AuthorizeUrlData {
  const data: Partial<AuthorizeUrlData> | undefined = body?.data;
  if (!data || !isWebAddress(data.url) || typeof data.state !== 'string' || data.state === '') {
    throw new ApiError('INVALID_AUTHORIZE_URL', { status: 200, body });
  }
  return { url: data.url, state: data.state };
}

/** `GET /api/login/line/authorize-url` (no auth): where LINE Login starts, and its state. */
export async function fetchLineAuthorizeUrl(redirectUri: string): Promise<AuthorizeUrlData> {
  const response = await publicClient.get<ApiSuccess<AuthorizeUrlData>>(
    AUTH_PATHS.lineAuthorizeUrl,
    {
      params: { redirect_uri: redirectUri },
    },
  );
  return authorizeData(response.data);
}

/** `GET /api/login/provider/authorize-url` with the messaging token: where Health ID starts. */
export async function fetchProviderAuthorizeUrl(redirectUri: string): Promise<AuthorizeUrlData> {
  const response = await lineTokenClient.get<ApiSuccess<AuthorizeUrlData>>(
    AUTH_PATHS.providerAuthorizeUrl,
    { params: { redirect_uri: redirectUri } },
  );
  return authorizeData(response.data);
}

/** `POST /api/logout` with the given access token: the API revokes that session. */
export async function logout(accessToken: string): Promise<void> {
  await authClient.post(
    AUTH_PATHS.logout,
    {},
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
}
