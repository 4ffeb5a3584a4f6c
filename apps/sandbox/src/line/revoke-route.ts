import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lineOAuthError, requireFormBody } from './line-errors';
import { EmptyBody, LineOAuthErrorBody, RevokeBody } from './schemas';

/** `POST /oauth2/v2.1/revoke`: revokes an access token (sign-out). Unknown tokens are fine. */
const revokeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/oauth2/v2.1/revoke',
    {
      schema: {
        body: RevokeBody,
        response: { 200: EmptyBody, 400: LineOAuthErrorBody },
      },
      preValidation: requireFormBody,
    },
    async (request, reply) => {
      const { config, store } = app.sandbox;
      if (request.body.client_id !== config.lineChannelId) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_id');
      }
      if (
        request.body.client_secret !== undefined &&
        request.body.client_secret !== config.lineChannelSecret
      ) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_secret');
      }
      store.lineTokens.delete(request.body.access_token);
      return reply.code(200).send('');
    },
  );
};

export default revokeRoute;
