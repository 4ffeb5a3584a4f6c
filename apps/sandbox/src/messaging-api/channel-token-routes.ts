import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProtocolError } from '../domain/protocol-error';
import { lineOAuthError, requireFormBody } from '../line/line-errors';
import { EmptyBody, LineApiErrorBody, LineOAuthErrorBody } from '../line/schemas';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import { verifiedAssertion } from './channel-assertion';
import type { MessagingContext } from './messaging-context';

const Opt = () => Type.Optional(Type.String());
const IssueBody = Type.Object({
  grant_type: Opt(),
  client_assertion_type: Opt(),
  client_assertion: Opt(),
});
const IssuedResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  key_id: Type.String(),
});
const KidQuery = Type.Object({ client_assertion_type: Opt(), client_assertion: Opt() });
const KidsResponse = Type.Object({ kids: Type.Array(Type.String()) });
const RevokeBody = Type.Object({ client_id: Opt(), client_secret: Opt(), access_token: Opt() });
/** LINE answers some refusals `{ error, error_description }`, others `{ message }`. */
const LineErrorBody = Type.Union([LineOAuthErrorBody, LineApiErrorBody]);

/**
 * Channel access tokens v2.1 of the Messaging API channel, at the root as on api.line.me
 * ("channel-access-token.yml" of line/line-openapi): issue with a JWT assertion
 * (issueChannelTokenByJWT), the key ids of the valid tokens (getsAllValidChannelAccessTokenKeyIds)
 * and revoke (revokeChannelTokenByJWT). LINE Login's token endpoints are the stand-in's under
 * `/line`; real LINE serves both at one path and tells them apart by grant_type.
 */
const channelTokenRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (
  app,
  { config, channelTokens },
) => {
  const { clock } = app.sandbox;
  app.setErrorHandler(
    protocolErrorHandler((statusCode, message) => ({
      error: statusCode >= 500 ? 'server_error' : 'invalid_request',
      error_description: message,
    })),
  );

  app.post(
    '/oauth2/v2.1/token',
    {
      schema: {
        body: IssueBody,
        response: { 200: IssuedResponse, 400: LineErrorBody, 404: LineApiErrorBody },
      },
      preValidation: requireFormBody,
    },
    async (request, reply) => {
      const body = request.body;
      if (body.grant_type !== 'client_credentials') {
        throw lineOAuthError(
          400,
          'unsupported_grant_type',
          'grant_type must be client_credentials',
        );
      }
      const { tokenExp } = verifiedAssertion(
        body.client_assertion_type,
        body.client_assertion,
        config,
        clock(),
        true,
      );
      const issued = channelTokens.issue(tokenExp);
      if (!issued) {
        throw new ProtocolError(400, {
          message: 'The maximum number of access tokens has already been issued',
        });
      }
      return reply.header('cache-control', 'no-store').send({
        access_token: issued.accessToken,
        token_type: 'Bearer' as const,
        expires_in: tokenExp,
        key_id: issued.keyId,
      });
    },
  );

  app.get(
    '/oauth2/v2.1/tokens/kid',
    {
      schema: {
        querystring: KidQuery,
        response: { 200: KidsResponse, 400: LineOAuthErrorBody, 404: LineApiErrorBody },
      },
    },
    async (request) => {
      const query = request.query;
      verifiedAssertion(
        query.client_assertion_type,
        query.client_assertion,
        config,
        clock(),
        false,
      );
      return { kids: channelTokens.keyIds() };
    },
  );

  app.post(
    '/oauth2/v2.1/revoke',
    {
      schema: { body: RevokeBody, response: { 200: EmptyBody, 400: LineOAuthErrorBody } },
      preValidation: requireFormBody,
    },
    async (request, reply) => {
      const body = request.body;
      if (body.client_id !== config.lineMessagingChannelId) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_id');
      }
      if (body.client_secret !== config.lineMessagingChannelSecret) {
        throw lineOAuthError(400, 'invalid_client', 'invalid client_secret');
      }
      if (!body.access_token) {
        throw lineOAuthError(400, 'invalid_request', 'access_token is required');
      }
      channelTokens.revoke(body.access_token);
      return reply.code(200).send('');
    },
  );
};

export default channelTokenRoutes;
