import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerToken } from '../domain/http-headers';
import { findIdentity, hasLine, pictureUrl } from '../domain/identities';
import { lineApiError } from './line-errors';
import { BearerHeaders, LineApiErrorBody, ProfileResponse } from './schemas';

/** `GET /v2/profile` (api.line.me): the signed-in user's LINE profile. */
const profileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v2/profile',
    {
      schema: {
        headers: BearerHeaders,
        response: { 200: ProfileResponse, 401: LineApiErrorBody },
      },
    },
    async (request) => {
      const { config, store } = app.sandbox;
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        throw lineApiError(
          401,
          "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
        );
      }
      const grant = store.lineTokens.get(token);
      const identity = grant ? findIdentity(grant.identityId) : undefined;
      if (!identity || !hasLine(identity)) {
        throw lineApiError(
          401,
          'Authentication failed. Confirm that the access token in the authorization header is valid.',
        );
      }
      return {
        userId: identity.line.userId,
        displayName: identity.line.displayName,
        pictureUrl: pictureUrl(config.publicUrl, identity),
        statusMessage: identity.line.statusMessage,
      };
    },
  );
};

export default profileRoute;
