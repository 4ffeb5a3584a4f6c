import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DETAIL } from './checks/body-checker';
import { knownUsers, type MessagingContext } from './messaging-context';
import { LINE_MESSAGES, lineMessagingError } from './messaging-errors';
import { refuseRetryKey } from './messaging-http';
import type { AcceptedRequest } from './messaging-store';
import {
  AuthorizationHeaders,
  DateQuery,
  FollowersResponse,
  LINE_ERRORS,
  MessageDeliveriesResponse,
  MessageEventQuery,
  MessageEventResponse,
} from './schemas';
import { isDateKey, tokyoDateKey } from './tokyo-date';

const BAD_DATE = 'Must be a date in the format yyyyMMdd (Asia/Tokyo)';

/** `date` as yyyyMMdd, or a 400 naming it. */
function requireDate(date: string | undefined): string {
  if (date === undefined || date === '') {
    throw lineMessagingError(400, LINE_MESSAGES.errorCount(1), [
      { message: DETAIL.empty, property: 'date' },
    ]);
  }
  if (!isDateKey(date)) {
    throw lineMessagingError(400, LINE_MESSAGES.errorCount(1), [
      { message: BAD_DATE, property: 'date' },
    ]);
  }
  return date;
}

/**
 * The statistics of one request. The sandbox sees no phone opening a message, so impressions,
 * clicks and plays are null, as LINE reports them while they are too few to count.
 */
function messageEvent(request: AcceptedRequest) {
  return {
    overview: {
      requestId: request.requestId,
      timestamp: Math.floor(request.at / 1000),
      delivered: request.recipients,
      uniqueImpression: null,
      uniqueClick: null,
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    },
    messages: request.messages.map((_message, index) => ({
      seq: index + 1,
      impression: null,
      mediaPlayed: null,
      mediaPlayed25Percent: null,
      mediaPlayed50Percent: null,
      mediaPlayed75Percent: null,
      mediaPlayed100Percent: null,
      uniqueMediaPlayed: null,
      uniqueMediaPlayed25Percent: null,
      uniqueMediaPlayed50Percent: null,
      uniqueMediaPlayed75Percent: null,
      uniqueMediaPlayed100Percent: null,
    })),
    clicks: [],
  };
}

/**
 * Insight endpoints, computed from what the stand-in recorded. Counts are recipients (one per
 * user per request), on the Asia/Tokyo day the request was accepted; a day still to come is
 * `unready`, today and earlier are `ready` at once (LINE takes a day).
 */
const insightRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, { store }) => {
  const today = () => tokyoDateKey(app.sandbox.clock());

  app.get(
    '/v2/bot/insight/message/delivery',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: DateQuery,
        response: { 200: MessageDeliveriesResponse, ...LINE_ERRORS },
      },
    },
    async (request) => {
      const date = requireDate(request.query.date);
      if (date > today()) return { status: 'unready' as const };
      const sent = store.deliveriesOn(date);
      return {
        status: 'ready' as const,
        broadcast: sent.broadcast,
        targeting: 0,
        apiBroadcast: sent.broadcast,
        apiPush: sent.push,
        apiMulticast: sent.multicast,
        apiNarrowcast: 0,
        apiReply: 0,
      };
    },
  );

  app.get(
    '/v2/bot/insight/followers',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: DateQuery,
        response: { 200: FollowersResponse, ...LINE_ERRORS },
      },
    },
    async (request) => {
      const date = requireDate(request.query.date);
      if (date > today()) return { status: 'unready' as const };
      const followers = knownUsers(store).length;
      return { status: 'ready' as const, followers, targetedReaches: followers, blocks: 0 };
    },
  );

  app.get(
    '/v2/bot/insight/message/event',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: MessageEventQuery,
        response: { 200: MessageEventResponse, 404: LINE_ERRORS[400], ...LINE_ERRORS },
      },
    },
    async (request) => {
      const { requestId } = request.query;
      if (requestId === undefined || requestId === '') {
        throw lineMessagingError(400, LINE_MESSAGES.errorCount(1), [
          { message: DETAIL.empty, property: 'requestId' },
        ]);
      }
      const sent = store.findRequest(requestId);
      if (!sent) throw lineMessagingError(404, 'Not found');
      return messageEvent(sent);
    },
  );
};

export default insightRoutes;
