import { API_PATHS, type ApiSuccess, type LoginRequest, type LoginResponse } from '@hbc/contracts';
import { authClient, lineTokenClient, publicClient } from '../clients';
import type { ProfileData, ProviderLoginBody } from '../types';

/** `POST /api/login` without authorization: answers `message` and `access_token`. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await publicClient.post<LoginResponse>(API_PATHS.login, body);
  return response.data;
}

/** `POST /api/login/provider` with the LINE token. */
export async function loginProvider(body: ProviderLoginBody): Promise<LoginResponse> {
  const response = await lineTokenClient.post<LoginResponse>(API_PATHS.loginProvider, body);
  return response.data;
}

/**
 * `GET /api/setting/user-management/profile`: the profile fields in `data`. Uses the profile
 * cookie's access_token, or `accessToken` when given (right after sign-in, before the cookie exists).
 */
export async function getProfile(accessToken?: string): Promise<ProfileData> {
  const response = await authClient.get<ApiSuccess<ProfileData>>(
    API_PATHS.profile,
    accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  );
  return response.data.data;
}
