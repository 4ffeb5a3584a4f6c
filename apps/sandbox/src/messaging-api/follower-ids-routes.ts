import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessagingContext } from './messaging-context';
import { lineMessagingError } from './messaging-errors';
import { refuseRetryKey } from './messaging-http';
import {
  AuthorizationHeaders,
  FollowerIdsQuery,
  FollowerIdsResponse,
  LINE_ERRORS,
  LineErrorBody,
} from './schemas';

/** `limit`'s default and maximum (messaging-api.yml, `GET /v2/bot/followers/ids`). */
export const FOLLOWER_IDS_DEFAULT_LIMIT = 300;
export const FOLLOWER_IDS_MAX_LIMIT = 1000;
/** A continuation token expires in 24 hours (LINE's reference, "Get follower IDs"). */
const CONTINUATION_TTL_MS = 24 * 3600 * 1000;

/**
 * The 403 of an account neither verified nor premium. LINE's reference gives the status only;
 * the wording is LINE's usual one for an endpoint the account may not use.
 */
export const NOT_AVAILABLE_FOR_ACCOUNT = 'Access to this API is not available for your account';

/** The token of the page after `userId`, stamped `at` so that it expires as LINE's does. */
function continuationToken(userId: string, at: number): string {
  return Buffer.from(JSON.stringify({ after: userId, at })).toString('base64url');
}

/** The user id a token goes on after, or null when it is no token of ours, or expired. */
function afterOf(token: string, now: number): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      after?: unknown;
      at?: unknown;
    };
    if (typeof parsed.after !== 'string' || typeof parsed.at !== 'number') return null;
    return now - parsed.at > CONTINUATION_TTL_MS ? null : parsed.after;
  } catch {
    return null;
  }
}

/**
 * `GET /v2/bot/followers/ids`: the user IDs of the users following the Official Account now (as
 * the sandbox's follow page last said), in id order, `limit` a page (300 unless said, at most
 * 1000) and `next` while more remain. The token names the last id given, so a follow or unfollow
 * between pages neither repeats nor skips anyone else. An account configured as neither verified
 * nor premium (SANDBOX_LINE_ACCOUNT_VERIFIED=false) is answered 403, as LINE answers.
 */
const followerIdsRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, { config }) => {
  app.get(
    '/v2/bot/followers/ids',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: FollowerIdsQuery,
        response: { 200: FollowerIdsResponse, 403: LineErrorBody, ...LINE_ERRORS },
      },
    },
    async (request) => {
      if (!config.lineAccountVerified) throw lineMessagingError(403, NOT_AVAILABLE_FOR_ACCOUNT);
      const { limit: rawLimit, start } = request.query;
      const limit = rawLimit === undefined ? FOLLOWER_IDS_DEFAULT_LIMIT : Number(rawLimit);
      if (
        rawLimit !== undefined &&
        (!/^\d+$/.test(rawLimit) || limit < 1 || limit > FOLLOWER_IDS_MAX_LIMIT)
      ) {
        throw lineMessagingError(400, 'Invalid limit param');
      }
      const now = app.sandbox.clock();
      const after = start === undefined ? null : afterOf(start, now);
      if (after === null && start !== undefined) {
        throw lineMessagingError(400, 'Invalid start param');
      }
      const page = app.sandbox.friends.followingAfter(after, limit);
      const last = page.userIds.at(-1);
      return {
        userIds: page.userIds,
        ...(page.more && last !== undefined ? { next: continuationToken(last, now) } : {}),
      };
    },
  );
};

export default followerIdsRoutes;
