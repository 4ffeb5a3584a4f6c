import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  BROADCAST_MESSAGES,
  FINAL_BROADCAST_STATUSES,
  broadcastQuotaOf,
  broadcastRangeProblem,
} from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ProgressHub } from '../../engine/sending/progress-hub';
import { audienceOf, countAudience } from '../../engine/sending/recipients';
import { listPage } from '../../db/list-query';
import { badRequest, forbidden, HttpError } from '../../http-errors';
import { staffOf, type UnitOfResource } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import {
  cancelBroadcast,
  createBroadcast,
  deleteBroadcast,
  retryFailed,
  sendBroadcast,
  updateBroadcast,
  type AfterCommit,
  type BroadcastActor,
} from './broadcast-changes';
import { listDeliveries } from './broadcast-deliveries';
import { broadcastListSource } from './broadcast-list-source';
import { broadcastUnitOf, readBroadcast, toBroadcastListItem } from './broadcast-record';
import { testSend } from './broadcast-test-send';
import {
  BROADCAST_TAGS,
  BroadcastAnswer,
  BroadcastAudienceAnswer,
  BroadcastAudienceBody,
  BroadcastBody,
  BroadcastDeletedAnswer,
  BroadcastDeliveryListAnswer,
  BroadcastDeliveryListBody,
  BroadcastIdParams,
  BroadcastListAnswer,
  BroadcastListBody,
  BroadcastProgressStream,
  BroadcastQuotaAnswer,
  BroadcastSendBody,
  BroadcastTestAnswer,
} from './schema';

const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.broadcastById(':id');
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

function broadcastActorOf(request: FastifyRequest): BroadcastActor {
  const staff = staffOf(request);
  if (staff.unitId === null) throw forbidden();
  return { ...staff, unitId: staff.unitId };
}

const ok = <T>(data: T) => ({ message: 'SUCCESS' as const, data });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Broadcasts (issue 13, architecture §6): LV3 composes, targets, schedules, test-sends, sends,
 * cancels and retries its unit's broadcasts; LV1 and LV2 read them (and follow their progress);
 * another unit's broadcast is a 404. Every change of status is logged in its transaction.
 */
const broadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('broadcast', 'read')];
  const manage = [app.requireAccessToken, app.requirePermission('broadcast', 'manage')];
  const unitOf: UnitOfResource = (request) =>
    broadcastUnitOf(app.db, (request.params as Static<typeof BroadcastIdParams>).id);
  const inScope = app.requireInScope('broadcast', unitOf);
  const options = () => ({
    httpMediaOrigin: app.sending.httpMediaOrigin,
    publicBaseUrl: app.config.publicBaseUrl,
  });
  const progress = new ProgressHub(app.db, 500, (error) =>
    app.log.error({ err: error }, 'broadcast progress read failed'),
  );
  /** Open progress streams: ended when the API stops, which would otherwise wait for them. */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => progress.stop());

  const queueAfter = async (after: AfterCommit, id: number) => {
    await app.sending.enqueueBatches(after.batchIds);
    if (after.startAt) await app.sending.scheduleStart(id, after.startAt);
  };

  app.post(
    API_PATHS.broadcastList,
    {
      onRequest: read,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Lists the unit’s broadcasts by status and date; the search looks in the title',
        security: BEARER,
        body: BroadcastListBody,
        response: { 200: BroadcastListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const problem = broadcastRangeProblem(request.body.filters ?? {});
      if (problem) throw badRequest([{ path: '/filters/to', message: problem }]);
      const source = broadcastListSource(app.db, staffOf(request), request.body);
      const { data, total } = await listPage(request.body, source);
      return { message: 'SUCCESS' as const, data: data.map(toBroadcastListItem), total };
    },
  );

  app.post(
    API_PATHS.broadcastAudience,
    {
      onRequest: read,
      schema: {
        tags: BROADCAST_TAGS,
        summary:
          'Whom a target reaches now: following citizens of the unit, excluded CIDs counted apart',
        security: BEARER,
        body: BroadcastAudienceBody,
        response: { 200: BroadcastAudienceAnswer, ...errors },
      },
    },
    async (request) => {
      const { unitId } = broadcastActorOf(request);
      const audience = await audienceOf(
        app.db,
        unitId,
        request.body.target,
        request.body.segmentId,
      );
      return ok(await countAudience(app.db, audience));
    },
  );

  app.get(
    API_PATHS.broadcastQuota,
    {
      onRequest: read,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'This month’s messages: LINE’s quota, its use and what is left',
        security: BEARER,
        response: { 200: BroadcastQuotaAnswer, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody },
      },
    },
    async () => {
      try {
        const { limit, used } = await app.sending.line.quota();
        return ok(broadcastQuotaOf(limit, used));
      } catch (error) {
        app.log.warn({ err: error }, 'LINE quota unavailable');
        throw new HttpError(503, BROADCAST_MESSAGES.lineUnavailable);
      }
    },
  );

  app.post(
    API_PATHS.broadcast,
    {
      onRequest: manage,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Creates a DRAFT of the unit; the messages are checked as LINE would',
        security: BEARER,
        body: BroadcastBody,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await createBroadcast(app.db, broadcastActorOf(request), request.body, options())),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'One broadcast of the unit with its messages and counts',
        security: BEARER,
        params: BroadcastIdParams,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) => {
      const record = await readBroadcast(app.db, request.params.id);
      if (!record) throw new HttpError(404, 'NOT_FOUND');
      return ok(record);
    },
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Replaces a DRAFT or SCHEDULED broadcast’s title, messages and target',
        security: BEARER,
        params: BroadcastIdParams,
        body: BroadcastBody,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) =>
      ok(
        await updateBroadcast(
          app.db,
          broadcastActorOf(request),
          request.params.id,
          request.body,
          options(),
        ),
      ),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Deletes a DRAFT',
        security: BEARER,
        params: BroadcastIdParams,
        response: { 200: BroadcastDeletedAnswer, ...errors },
      },
    },
    async (request) => {
      await deleteBroadcast(app.db, broadcastActorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.broadcastSend(':id'),
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary:
          'Sends now (recipients snapshotted into batches of 500) or schedules for scheduledAt',
        security: BEARER,
        params: BroadcastIdParams,
        body: BroadcastSendBody,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) => {
      const { record, after } = await sendBroadcast(
        app.db,
        broadcastActorOf(request),
        request.params.id,
        request.body,
        options(),
      );
      await queueAfter(after, record.id);
      return ok(record);
    },
  );

  app.post(
    API_PATHS.broadcastTest(':id'),
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Pushes the messages to the signed-in staff member’s own LINE account',
        security: BEARER,
        params: BroadcastIdParams,
        response: { 200: BroadcastTestAnswer, ...errors, 503: ErrorBody },
      },
    },
    async (request) =>
      ok(
        await testSend(
          app.db,
          app.sending.line,
          broadcastActorOf(request),
          request.params.id,
          app.sending.httpMediaOrigin,
        ),
      ),
  );

  app.post(
    API_PATHS.broadcastCancel(':id'),
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Cancels a SCHEDULED or SENDING broadcast: batches not yet taken are not sent',
        security: BEARER,
        params: BroadcastIdParams,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) =>
      ok(await cancelBroadcast(app.db, broadcastActorOf(request), request.params.id)),
  );

  app.post(
    API_PATHS.broadcastRetryFailed(':id'),
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Sends the failed recipients of an ended broadcast again (same retry keys)',
        security: BEARER,
        params: BroadcastIdParams,
        response: { 200: BroadcastAnswer, ...errors },
      },
    },
    async (request) => {
      const { record, after } = await retryFailed(
        app.db,
        broadcastActorOf(request),
        request.params.id,
      );
      await queueAfter(after, record.id);
      return ok(record);
    },
  );

  app.post(
    API_PATHS.broadcastDeliveryList(':id'),
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'The recipients of a broadcast with their delivery status (masked LINE userIds)',
        security: BEARER,
        params: BroadcastIdParams,
        body: BroadcastDeliveryListBody,
        response: { 200: BroadcastDeliveryListAnswer, ...errors },
      },
    },
    async (request) => listDeliveries(app.db, request.params.id, request.body),
  );

  app.get(
    API_PATHS.broadcastProgress(':id'),
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: BROADCAST_TAGS,
        summary: 'Server-sent events of the broadcast’s progress until it ends',
        security: BEARER,
        params: BroadcastIdParams,
        produces: ['text/event-stream'],
        response: { 200: BroadcastProgressStream, ...errors },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const stop = progress.watch(request.params.id, (value) => {
        raw.write(`event: progress\ndata: ${JSON.stringify(value)}\n\n`);
        if (FINAL_BROADCAST_STATUSES.includes(value.status) || value.status === 'DRAFT') end();
      });
      function end() {
        streams.delete(end);
        clearInterval(keepAlive);
        stop();
        if (!raw.writableEnded) raw.end();
      }
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};

export default broadcastRoutes;
