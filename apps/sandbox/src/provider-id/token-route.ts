import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bangkokDateTime } from '../domain/bangkok-time';
import { isJsonRequest } from '../domain/http-headers';
import { findIdentity, hasHealthId } from '../domain/identities';
import { randomToken } from '../domain/random';
import { providerError } from './provider-errors';
import { ProviderErrorBody, ServiceTokenBody, ServiceTokenResponse } from './schemas';

/** Provider ID access tokens live one day. */
export const PROVIDER_TOKEN_TTL_S = 86_400;

/**
 * `POST /api/v1/services/token` (provider.id.th): exchanges a Health ID access token
 * (`token_by: 'Health ID'`) for a Provider ID access token. 400 when the person is not a provider.
 */
const tokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/services/token',
    {
      schema: {
        body: ServiceTokenBody,
        response: {
          200: ServiceTokenResponse,
          400: ProviderErrorBody,
          401: ProviderErrorBody,
          500: ProviderErrorBody,
        },
      },
      preValidation: async (request) => {
        if (!isJsonRequest(request))
          throw providerError(400, 'Content-Type must be application/json');
      },
    },
    async (request) => {
      const { config, store, clock } = app.sandbox;
      const body = request.body;
      if (
        body.client_id !== config.providerIdClientId ||
        body.secret_key !== config.providerIdClientSecret
      ) {
        throw providerError(401, 'Invalid client_id or secret_key');
      }
      if (body.token_by !== 'Health ID') throw providerError(400, "token_by must be 'Health ID'");
      const healthToken = store.healthIdTokens.get(body.token);
      if (!healthToken) throw providerError(401, 'Invalid or expired Health ID token');
      if (healthToken.fault === 'provider_error')
        throw providerError(500, 'Internal server error (sandbox fault)');
      const identity = findIdentity(healthToken.identityId);
      if (!identity || !hasHealthId(identity))
        throw providerError(401, 'Invalid or expired Health ID token');
      if (identity.provider.providerId === null || healthToken.fault === 'not_provider') {
        throw providerError(400, 'Provider ID not found for this account');
      }
      const accessToken = randomToken(40, 'pid.');
      store.providerTokens.set(
        accessToken,
        { identityId: identity.id, clientId: body.client_id, fault: healthToken.fault },
        PROVIDER_TOKEN_TTL_S * 1000,
      );
      return {
        status: 200,
        message: 'success',
        data: {
          token_type: 'Bearer' as const,
          expires_in: PROVIDER_TOKEN_TTL_S,
          access_token: accessToken,
          expiration_date: bangkokDateTime(clock() + PROVIDER_TOKEN_TTL_S * 1000),
          account_id: identity.provider.healthAccountId,
          username: identity.provider.providerId,
          login_by: 'Health ID',
        },
      };
    },
  );
};

export default tokenRoute;
