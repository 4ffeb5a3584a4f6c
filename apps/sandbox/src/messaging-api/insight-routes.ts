import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProtocolError } from '../domain/protocol-error';
import { isAggregationUnitName } from './aggregation-units';
import { DETAIL } from './checks/body-checker';
import { InsightTiming } from './insight-timing';
import { messageEvent } from './message-event';
import { knownUsers, type MessagingContext } from './messaging-context';
import { LINE_MESSAGES, lineMessagingError } from './messaging-errors';
import { refuseRetryKey } from './messaging-http';
import {
  AggregationUnitListQuery,
  AggregationUnitListResponse,
  AggregationUnitUsageResponse,
  AuthorizationHeaders,
  DateQuery,
  FollowersResponse,
  LINE_ERRORS,
  MessageDeliveriesResponse,
  MessageEventQuery,
  MessageEventResponse,
  UnitStatisticsErrorBody,
  UnitStatisticsQuery,
  UnitStatisticsResponse,
} from './schemas';
import { isDateKey, tokyoDateKey, tokyoDayStart, tokyoMonthKey } from './tokyo-date';
import { unitStatistics } from './unit-statistics';

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

const DAY_MS = 24 * 3600 * 1000;
/** The statistics per unit cover at most this many days after `from` (20210301 → 20210331). */
export const UNIT_STATISTICS_MAX_DAYS = 30;
/** Unit names per page of the month's list: 100 unless `limit` asks for fewer. */
const UNIT_LIST_MAX = 100;
/** A continuation token of the unit list is good for 24 hours. */
const CONTINUATION_TTL_MS = DAY_MS;

/** Days from `from` to `to` (both yyyyMMdd). */
function daysBetween(from: string, to: string): number {
  return Math.round((tokyoDayStart(to) - tokyoDayStart(from)) / DAY_MS);
}

/** LINE's 400 when it cannot give the statistics: no unit, no date, or a bad period. */
function statisticsUnavailable(): ProtocolError {
  return new ProtocolError(400, { message: null, key: null, stacktrace: null, code: null });
}

/** The continuation token of the month's unit names after the first `offset`. */
function continuationToken(month: string, offset: number, at: number): string {
  return Buffer.from(JSON.stringify({ month, offset, at })).toString('base64url');
}

/** Where a continuation token goes on, or null when it is not one of this month's, or expired. */
function offsetOf(token: string, month: string, now: number): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      month?: unknown;
      offset?: unknown;
      at?: unknown;
    };
    const { offset, at } = parsed;
    if (parsed.month !== month || typeof offset !== 'number' || typeof at !== 'number') return null;
    if (!Number.isInteger(offset) || offset < 0 || now - at > CONTINUATION_TTL_MS) return null;
    return offset;
  } catch {
    return null;
  }
}

/**
 * Insight endpoints, computed from what the stand-in recorded, and only once LINE would have
 * computed them (see `insight-timing.ts`). Counts are recipients (one per user per request), on
 * the Asia/Tokyo day the request was accepted; a day is `unready` until it is over and counted.
 * Also the aggregation units of push and multicast: this month's names, how many, and the
 * statistics per unit (simulated from the recipients, null under 20: see `unit-statistics.ts`).
 */
const insightRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (
  app,
  { store, config },
) => {
  const today = () => tokyoDateKey(app.sandbox.clock());
  const timing = new InsightTiming(app.sandbox.clock, config.lineStatisticsDelayMs);

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
      if (!timing.dayCounted(date)) return { status: 'unready' as const };
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
      return messageEvent(sent, timing.computed(sent.at));
    },
  );

  app.get(
    '/v2/bot/insight/message/event/aggregation',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: UnitStatisticsQuery,
        response: { 200: UnitStatisticsResponse, ...LINE_ERRORS, 400: UnitStatisticsErrorBody },
      },
    },
    async (request) => {
      const { customAggregationUnit: unit, from, to } = request.query;
      if (unit === undefined || !isAggregationUnitName(unit)) throw statisticsUnavailable();
      if (from === undefined || to === undefined || !isDateKey(from) || !isDateKey(to)) {
        throw statisticsUnavailable();
      }
      const days = daysBetween(from, to);
      if (days < 0 || days > UNIT_STATISTICS_MAX_DAYS) throw statisticsUnavailable();
      // A request LINE has not computed yet adds nothing: no request, nulls and empty arrays.
      const sent = store.requestsOfUnit(unit).filter((accepted) => {
        const day = tokyoDateKey(accepted.at);
        return day >= from && day <= to && timing.computed(accepted.at);
      });
      return unitStatistics(unit, sent);
    },
  );

  app.get(
    '/v2/bot/message/aggregation/info',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        response: { 200: AggregationUnitUsageResponse, ...LINE_ERRORS },
      },
    },
    async () => ({ numOfCustomAggregationUnits: store.aggregationUnitsThisMonth().length }),
  );

  app.get(
    '/v2/bot/message/aggregation/list',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        querystring: AggregationUnitListQuery,
        response: { 200: AggregationUnitListResponse, ...LINE_ERRORS },
      },
    },
    async (request) => {
      const now = app.sandbox.clock();
      const month = tokyoMonthKey(now);
      const { limit: rawLimit, start } = request.query;
      const limit = rawLimit === undefined ? UNIT_LIST_MAX : Number(rawLimit);
      if (!/^\d+$/.test(rawLimit ?? '100') || limit < 1 || limit > UNIT_LIST_MAX) {
        throw lineMessagingError(400, 'Invalid limit param');
      }
      const offset = start === undefined ? 0 : offsetOf(start, month, now);
      if (offset === null) throw lineMessagingError(400, 'Invalid start param');
      const names = store.aggregationUnitsThisMonth();
      const page = names.slice(offset, offset + limit);
      const more = offset + limit < names.length;
      return {
        customAggregationUnits: page,
        ...(more ? { next: continuationToken(month, offset + limit, now) } : {}),
      };
    },
  );
};

export default insightRoutes;
