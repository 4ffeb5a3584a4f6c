import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bangkokDateTime } from '../domain/bangkok-time';
import { findIdentity, hasHealthId } from '../domain/identities';
import { randomToken } from '../domain/random';
import { healthIdError } from './health-id-errors';
import { HealthIdErrorBody, HealthIdTokenBody, HealthIdTokenResponse } from './schemas';

/** Health ID access tokens live about a year. */
export const HEALTH_ID_TOKEN_TTL_S = 31_535_998;

/** `POST /api/v1/token` (moph.id.th): exchanges the authorization code for a Health ID access token. */
const tokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/token',
    {
      schema: {
        body: HealthIdTokenBody,
        response: {
          200: HealthIdTokenResponse,
          400: HealthIdErrorBody,
          401: HealthIdErrorBody,
          500: HealthIdErrorBody,
        },
      },
    },
    async (request) => {
      const { config, store, clock } = app.sandbox;
      const body = request.body;
      if (body.grant_type !== 'authorization_code') {
        throw healthIdError(400, 'The grant_type must be authorization_code.');
      }
      if (
        body.client_id !== config.healthIdClientId ||
        body.client_secret !== config.healthIdClientSecret
      ) {
        throw healthIdError(401, 'Client authentication failed.');
      }
      const grant = store.healthIdCodes.get(body.code);
      if (!grant) throw healthIdError(400, 'The authorization code is invalid or has expired.');
      if (grant.used) {
        if (grant.issuedAccessToken) store.healthIdTokens.delete(grant.issuedAccessToken);
        throw healthIdError(400, 'The authorization code has already been used.');
      }
      grant.used = true;
      if (grant.redirectUri !== body.redirect_uri) {
        throw healthIdError(400, 'The redirect_uri does not match the authorization request.');
      }
      if (grant.fault === 'token_error') {
        throw healthIdError(
          400,
          'The authorization code is invalid or has expired. (sandbox fault)',
        );
      }
      if (grant.fault === 'server_error')
        throw healthIdError(500, 'Internal server error. (sandbox fault)');
      const identity = findIdentity(grant.identityId);
      if (!identity || !hasHealthId(identity)) {
        throw healthIdError(400, 'The authorization code is invalid or has expired.');
      }

      const accessToken = randomToken(40, 'hid.');
      store.healthIdTokens.set(
        accessToken,
        { identityId: identity.id, clientId: grant.clientId, fault: grant.fault },
        HEALTH_ID_TOKEN_TTL_S * 1000,
      );
      grant.issuedAccessToken = accessToken;
      return {
        status: 'success' as const,
        data: {
          access_token: accessToken,
          token_type: 'Bearer' as const,
          expires_in: HEALTH_ID_TOKEN_TTL_S,
          account_id: identity.provider.healthAccountId,
          expiration_date: bangkokDateTime(clock() + HEALTH_ID_TOKEN_TTL_S * 1000),
        },
        message: 'You logged in successfully',
      };
    },
  );
};

export default tokenRoute;
