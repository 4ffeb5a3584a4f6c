import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PATHS } from '@hbc/contracts';
import { eq, and, isNull } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import { authSession } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { messagingUserOf, staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { completeLineStep } from './line-step';
import { createLoginState } from './login-states';
import { completeProviderStep } from './provider-step';
import { allowedRedirectUri } from './redirect-uri';
import { SIGN_IN_LOG } from './sign-in-activity';
import { OrganizationMismatchError } from './sign-in-errors';
import type { SignInClient } from './sign-in-session';
import {
  AuthorizeUrlBody,
  AuthorizeUrlQuery,
  LoginAnswer,
  LoginBody,
  LogoutAnswer,
  ProviderLoginAnswer,
  ProviderLoginBody,
  ProviderLoginRefusal,
} from './schemas';

const TAGS = ['sign-in'];
const BEARER = [{ bearer: [] }];

const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Answers that carry a token are never kept by a browser or a proxy (RFC 6749 section 5.1). */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/**
 * Sign-in (libs/contracts/src/auth.ts): LINE Login, then Health ID / Provider ID, then sign-out.
 * The public calls and the provider step are rate-limited per address.
 */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.loginRateLimitPerMinute, timeWindow: 60_000 };
  /** The redirect URI to check and forward: the normalised one, never the string as given. */
  const checkedRedirectUri = (redirectUri: string): string => {
    const allowed = allowedRedirectUri(redirectUri, app.config.consoleOrigins);
    if (allowed === null) {
      throw badRequest([
        { path: 'querystring/redirect_uri', message: 'ที่อยู่สำหรับกลับเข้าระบบไม่ได้รับอนุญาต' },
      ]);
    }
    return allowed;
  };

  app.get(
    AUTH_PATHS.lineAuthorizeUrl,
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary: 'LINE Login authorize URL with a new one-time state',
        querystring: AuthorizeUrlQuery,
        response: { 200: AuthorizeUrlBody, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const redirectUri = checkedRedirectUri(request.query.redirect_uri);
      const { state, nonce, codeChallenge } = await createLoginState(app.db, {
        kind: 'line',
        redirectUri,
      });
      if (!codeChallenge) throw new Error('a LINE state without its PKCE challenge');
      const url = app.lineLogin.authorizeUrl({ redirectUri, state, nonce, codeChallenge });
      return { message: 'SUCCESS' as const, data: { url, state } };
    },
  );

  app.post(
    AUTH_PATHS.login,
    {
      config: { rateLimit },
      onRequest: noStore,
      schema: {
        tags: TAGS,
        summary: 'Completes LINE Login: answers the messaging token (4 hours) or NO_DATA',
        body: LoginBody,
        response: {
          200: LoginAnswer,
          400: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) =>
      completeLineStep(
        { db: app.db, lineLogin: app.lineLogin, jwtSecret: app.config.jwtSecret, log: request.log },
        {
          state: request.body.state,
          code: request.body.code,
          inviteCode: request.body.code_invite ?? null,
          client: clientOf(request),
        },
      ),
  );

  app.get(
    AUTH_PATHS.providerAuthorizeUrl,
    {
      config: { rateLimit },
      onRequest: app.requireMessagingToken,
      schema: {
        tags: TAGS,
        summary: 'Health ID authorize URL with a new one-time state bound to the user',
        security: BEARER,
        querystring: AuthorizeUrlQuery,
        response: { 200: AuthorizeUrlBody, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const redirectUri = checkedRedirectUri(request.query.redirect_uri);
      const { userId } = messagingUserOf(request);
      const { state } = await createLoginState(app.db, { kind: 'provider', redirectUri, userId });
      const url = app.providerSignIn.authorizeUrl({ redirectUri, state });
      return { message: 'SUCCESS' as const, data: { url, state } };
    },
  );

  app.post(
    AUTH_PATHS.loginProvider,
    {
      config: { rateLimit },
      onRequest: [noStore, app.requireMessagingToken],
      schema: {
        tags: TAGS,
        summary: 'Completes the Provider ID step: answers the access token (12 hours)',
        security: BEARER,
        body: ProviderLoginBody,
        response: {
          200: ProviderLoginAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ProviderLoginRefusal,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = messagingUserOf(request);
      try {
        const accessToken = await completeProviderStep(
          {
            db: app.db,
            providerSignIn: app.providerSignIn,
            jwtSecret: app.config.jwtSecret,
            log: request.log,
          },
          {
            userId,
            sessionId,
            code: request.body.code,
            state: request.body.state,
            client: clientOf(request),
          },
        );
        return { message: 'SUCCESS' as const, access_token: accessToken };
      } catch (error) {
        if (!(error instanceof OrganizationMismatchError)) throw error;
        return reply
          .code(403)
          .send({ message: error.message, organization_mismatch: error.mismatch });
      }
    },
  );

  app.post(
    AUTH_PATHS.logout,
    {
      onRequest: app.requireAccessToken,
      schema: {
        tags: TAGS,
        summary: 'Revokes the session of the access token (and of its sign-in’s messaging token)',
        security: BEARER,
        response: { 200: LogoutAnswer, 401: ErrorBody },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await app.db.transaction(async (tx) => {
        await tx
          .update(authSession)
          .set({ revokedAt: new Date() })
          .where(and(eq(authSession.id, staff.sessionId), isNull(authSession.revokedAt)));
        await recordActivity(tx, staff, {
          action: SIGN_IN_LOG.actions.logout,
          menu: SIGN_IN_LOG.menu,
          subject: SIGN_IN_LOG.subjects.session,
          description: 'ออกจากระบบ',
        });
      });
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default loginRoutes;
