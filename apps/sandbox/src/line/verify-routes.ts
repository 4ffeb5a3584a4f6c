import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyIdToken } from './id-token';
import { lineOAuthError, requireFormBody } from './line-errors';
import {
  IdTokenPayload,
  LineOAuthErrorBody,
  VerifyAccessTokenQuery,
  VerifyAccessTokenResponse,
  VerifyIdTokenBody,
} from './schemas';

/**
 * `POST /oauth2/v2.1/verify` verifies an ID token and answers its payload;
 * `GET /oauth2/v2.1/verify?access_token=…` verifies an access token.
 */
const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/oauth2/v2.1/verify',
    {
      schema: {
        body: VerifyIdTokenBody,
        response: { 200: IdTokenPayload, 400: LineOAuthErrorBody },
      },
      preValidation: requireFormBody,
    },
    async (request) => {
      const { config, clock } = app.sandbox;
      const check = await verifyIdToken({
        idToken: request.body.id_token,
        channelSecret: config.lineChannelSecret,
        clientId: request.body.client_id,
        ...(request.body.nonce !== undefined ? { nonce: request.body.nonce } : {}),
        ...(request.body.user_id !== undefined ? { userId: request.body.user_id } : {}),
        now: Math.floor(clock() / 1000),
      });
      if (!check.ok) throw lineOAuthError(400, 'invalid_request', check.description);
      return check.payload;
    },
  );

  app.get(
    '/oauth2/v2.1/verify',
    {
      schema: {
        querystring: VerifyAccessTokenQuery,
        response: { 200: VerifyAccessTokenResponse, 400: LineOAuthErrorBody },
      },
    },
    async (request) => {
      const { store } = app.sandbox;
      const token = store.lineTokens.get(request.query.access_token);
      if (!token) throw lineOAuthError(400, 'invalid_request', 'access token expired');
      return {
        scope: token.scope,
        client_id: token.clientId,
        expires_in: Math.floor(store.lineTokens.remainingMs(request.query.access_token) / 1000),
      };
    },
  );
};

export default verifyRoutes;
