import type { OAuthClientConfig } from '../../config';
import { callUpstream, pageUrl } from '../upstream';
import { ProviderIdError } from './errors';
import {
  HealthIdTokenResponse,
  ProviderProfileResponse,
  ProviderTokenResponse,
  type ProviderProfileData,
} from './schemas';

/** What Provider ID says about the person who signed in. */
export interface ProviderProfile {
  /** The provider identity (`provider_id`): what a staff user is bound to. */
  providerId: string;
  hashCid: string;
  firstNameTh: string | null;
  lastNameTh: string | null;
  /** hcodes of the units the person works for. */
  organizations: { hcode: string; name: string | null }[];
}

export interface ProviderAuthorizeRequest {
  redirectUri: string;
  state: string;
}

export interface ProviderSignInRequest {
  code: string;
  /** The redirect URI the Health ID authorize request used. */
  redirectUri: string;
}

/**
 * MOPH Health ID then Provider ID: the Health ID authorize page, its code exchange, the Provider
 * ID token obtained with the Health ID token (`token_by: 'Health ID'`) and the provider profile.
 */
export interface ProviderSignIn {
  authorizeUrl(request: ProviderAuthorizeRequest): string;
  /** Throws `ProviderIdError` naming the call that failed. */
  signIn(request: ProviderSignInRequest): Promise<ProviderProfile>;
}

function toProfile(data: ProviderProfileData): ProviderProfile {
  const organizations: ProviderProfile['organizations'] = [];
  for (const org of data.organization ?? []) {
    if (org.hcode) organizations.push({ hcode: org.hcode, name: org.hname_th ?? null });
  }
  return {
    providerId: data.provider_id,
    hashCid: data.hash_cid,
    firstNameTh: data.firstname_th ?? null,
    lastNameTh: data.lastname_th ?? null,
    organizations,
  };
}

export function createProviderSignIn(
  healthId: OAuthClientConfig,
  providerId: OAuthClientConfig,
): ProviderSignIn {
  return {
    authorizeUrl: ({ redirectUri, state }) =>
      pageUrl(healthId.baseUrl, '/oauth/redirect', {
        client_id: healthId.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
      }),

    async signIn({ code, redirectUri }) {
      const health = await callUpstream(
        {
          method: 'POST',
          url: `${healthId.baseUrl}/api/v1/token`,
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: healthId.clientId,
            client_secret: healthId.clientSecret,
          },
        },
        HealthIdTokenResponse,
      );
      if (!health.ok) throw new ProviderIdError('health_id_token', health);

      const token = await callUpstream(
        {
          method: 'POST',
          url: `${providerId.baseUrl}/api/v1/services/token`,
          json: {
            client_id: providerId.clientId,
            secret_key: providerId.clientSecret,
            token_by: 'Health ID',
            token: health.value.data.access_token,
          },
        },
        ProviderTokenResponse,
      );
      if (!token.ok) throw new ProviderIdError('provider_token', token);

      const profile = await callUpstream(
        {
          method: 'GET',
          url: `${providerId.baseUrl}/api/v1/services/profile?position_type=1`,
          headers: {
            authorization: `Bearer ${token.value.data.access_token}`,
            'client-id': providerId.clientId,
            'secret-key': providerId.clientSecret,
          },
        },
        ProviderProfileResponse,
      );
      if (!profile.ok) throw new ProviderIdError('provider_profile', profile);
      return toProfile(profile.value.data);
    },
  };
}
