import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pictureUrl } from '../domain/identities';
import { channelKnows, loginIdentityOf } from './channel-users';
import type { MessagingContext } from './messaging-context';
import { lineMessagingError } from './messaging-errors';
import { refuseRetryKey } from './messaging-http';
import {
  AuthorizationHeaders,
  LINE_ERRORS,
  LineErrorBody,
  UserIdParams,
  UserProfileResponse,
} from './schemas';

/**
 * `GET /v2/bot/profile/{userId}` (messaging-api.yml, getProfile): the profile of a user the
 * channel knows; 404 "Not found" otherwise, as LINE answers for an ID of no user of the
 * channel's provider, or of one who is not (or no longer) a friend of the account.
 */
const profileRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, { config }) => {
  app.get(
    '/v2/bot/profile/:userId',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        params: UserIdParams,
        response: { 200: UserProfileResponse, 404: LineErrorBody, ...LINE_ERRORS },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!channelKnows(config, app.sandbox.friends, userId)) {
        throw lineMessagingError(404, 'Not found');
      }
      const identity = loginIdentityOf(userId);
      if (!identity) return { userId, displayName: `ผู้ติดตาม ${userId.slice(-4)}`, language: 'th' };
      return {
        userId,
        displayName: identity.line.displayName,
        pictureUrl: pictureUrl(config.publicUrl, identity),
        statusMessage: identity.line.statusMessage,
        language: 'th',
      };
    },
  );
};

export default profileRoutes;
