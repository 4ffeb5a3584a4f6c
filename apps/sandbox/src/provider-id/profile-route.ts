import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerToken } from '../domain/http-headers';
import { findIdentity, hasHealthId } from '../domain/identities';
import { providerError } from './provider-errors';
import { providerProfileData } from './provider-profile';
import {
  ProfileHeaders,
  ProfileQuery,
  ProviderErrorBody,
  ProviderProfileResponse,
} from './schemas';

/**
 * `GET /api/v1/services/profile` (provider.id.th): the provider's person data and affiliations.
 * Needs the `client-id` and `secret-key` headers and the Provider ID bearer token.
 */
const profileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/services/profile',
    {
      schema: {
        headers: ProfileHeaders,
        querystring: ProfileQuery,
        response: { 200: ProviderProfileResponse, 401: ProviderErrorBody, 500: ProviderErrorBody },
      },
    },
    async (request) => {
      const { config, store } = app.sandbox;
      const headers = request.headers;
      if (
        headers['client-id'] !== config.providerIdClientId ||
        headers['secret-key'] !== config.providerIdClientSecret
      ) {
        throw providerError(401, 'Invalid client-id or secret-key');
      }
      const token = bearerToken(headers.authorization);
      const grant = token ? store.providerTokens.get(token) : undefined;
      if (!grant) throw providerError(401, 'Unauthenticated');
      if (grant.fault === 'profile_error')
        throw providerError(500, 'Internal server error (sandbox fault)');
      const identity = findIdentity(grant.identityId);
      if (!identity || !hasHealthId(identity) || identity.provider.providerId === null) {
        throw providerError(401, 'Unauthenticated');
      }
      return {
        status: 200,
        message: 'success',
        data: providerProfileData(identity, identity.provider.providerId, {
          withOrganizations: grant.fault !== 'no_organization',
          withPositionType: request.query.position_type === '1',
        }),
      };
    },
  );
};

export default profileRoute;
