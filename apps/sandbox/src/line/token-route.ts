import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findIdentity, hasLine, pictureUrl } from '../domain/identities';
import { s256Challenge } from '../domain/pkce';
import { randomToken } from '../domain/random';
import { issueIdToken } from './id-token';
import { lineOAuthError, requireFormBody } from './line-errors';
import { LineOAuthErrorBody, TokenBody, TokenResponse } from './schemas';

/** LINE access tokens live 30 days. */
export const LINE_ACCESS_TOKEN_TTL_S = 30 * 24 * 3600;

/**
 * `POST /oauth2/v2.1/token` (api.line.me): exchanges an authorization code, sent as an
 * x-www-form-urlencoded body, for an access token and an HS256 ID token.
 */
const tokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/oauth2/v2.1/token',
    {
      schema: {
        body: TokenBody,
        response: { 200: TokenResponse, 400: LineOAuthErrorBody, 500: LineOAuthErrorBody },
      },
      preValidation: requireFormBody,
    },
    async (request, reply) => {
      const { config, store, clock } = app.sandbox;
      const body = request.body;
      if (body.grant_type !== 'authorization_code') {
        throw lineOAuthError(
          400,
          'unsupported_grant_type',
          'grant_type must be authorization_code',
        );
      }
      if (body.client_id !== config.lineChannelId) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_id');
      }
      if (body.client_secret !== config.lineChannelSecret) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_secret');
      }
      const grant = store.lineCodes.get(body.code);
      if (!grant) throw lineOAuthError(400, 'invalid_grant', 'invalid authorization code');
      if (grant.used) {
        // A replayed code: refuse it and revoke what the first exchange issued.
        if (grant.issuedAccessToken) store.lineTokens.delete(grant.issuedAccessToken);
        throw lineOAuthError(400, 'invalid_grant', 'authorization code has already been used');
      }
      grant.used = true;
      if (grant.clientId !== body.client_id) {
        throw lineOAuthError(
          400,
          'invalid_grant',
          'authorization code was issued to another client',
        );
      }
      if (grant.redirectUri !== body.redirect_uri) {
        throw lineOAuthError(400, 'invalid_grant', 'redirect_uri does not match');
      }
      if (grant.codeChallenge !== null) {
        if (!body.code_verifier || s256Challenge(body.code_verifier) !== grant.codeChallenge) {
          throw lineOAuthError(400, 'invalid_grant', 'invalid code_verifier');
        }
      }
      if (grant.fault === 'token_error') {
        throw lineOAuthError(400, 'invalid_grant', 'authorization code expired (sandbox fault)');
      }
      if (grant.fault === 'server_error') {
        throw lineOAuthError(500, 'server_error', 'temporary error (sandbox fault)');
      }
      const identity = findIdentity(grant.identityId);
      if (!identity || !hasLine(identity))
        throw lineOAuthError(400, 'invalid_grant', 'invalid authorization code');

      const accessToken = randomToken(32);
      store.lineTokens.set(
        accessToken,
        { identityId: identity.id, clientId: grant.clientId, scope: grant.scope },
        LINE_ACCESS_TOKEN_TTL_S * 1000,
      );
      grant.issuedAccessToken = accessToken;
      const withProfile = grant.scope.split(' ').includes('profile');
      const idToken = await issueIdToken({
        channelId: config.lineChannelId,
        channelSecret: config.lineChannelSecret,
        userId: identity.line.userId,
        name: withProfile ? identity.line.displayName : null,
        picture: withProfile ? pictureUrl(config.publicUrl, identity) : null,
        nonce: grant.nonce,
        now: Math.floor(clock() / 1000),
        fault: grant.fault,
      });
      return reply.header('cache-control', 'no-store').send({
        access_token: accessToken,
        expires_in: LINE_ACCESS_TOKEN_TTL_S,
        id_token: idToken,
        refresh_token: randomToken(24),
        scope: grant.scope,
        token_type: 'Bearer' as const,
      });
    },
  );
};

export default tokenRoute;
