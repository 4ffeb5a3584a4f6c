import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { listPage } from '../../db/list-query';
import { forbidden, notFound } from '../../http-errors';
import { staffOf, type UnitOfResource } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import {
  TRACKING_URL_TAGS,
  TrackingUrlAnswer,
  TrackingUrlBody,
  TrackingUrlDeletedAnswer,
  TrackingUrlIdParams,
  TrackingUrlListAnswer,
  TrackingUrlListBody,
} from './schema';
import {
  createTrackingUrl,
  deleteTrackingUrl,
  updateTrackingUrl,
  type TrackingUrlActor,
} from './tracking-url-changes';
import { trackingUrlListSource } from './tracking-url-list-source';
import { readTrackingUrl, toTrackingUrlRecord, trackingUrlUnitOf } from './tracking-url-record';

const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.trackingUrlById(':id');
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The signed-in staff member as the one who changes their unit's links (every such role has a unit). */
function trackingUrlActorOf(request: FastifyRequest): TrackingUrlActor {
  const staff = staffOf(request);
  if (staff.unitId === null) throw forbidden();
  return { ...staff, unitId: staff.unitId };
}

/**
 * Tracking links (issue 14): a unit's short links `/t/{code}`. LV3 manages its unit's links, LV1
 * and LV2 read them, Super Admin has none; another unit's link is a 404. A link a sent broadcast
 * carried may be disabled, not deleted. Every change is logged in its transaction; a change or a
 * deletion is forgotten at once by this process's redirect (by the others' within seconds).
 */
const trackingUrlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('trackingUrl', 'read')];
  const manage = [app.requireAccessToken, app.requirePermission('trackingUrl', 'manage')];
  const unitOf: UnitOfResource = (request) =>
    trackingUrlUnitOf(app.db, (request.params as Static<typeof TrackingUrlIdParams>).id);
  const inScope = app.requireInScope('trackingUrl', unitOf);
  const publicBaseUrl = app.config.publicBaseUrl;
  const options = { publicBaseUrl };

  app.post(
    API_PATHS.trackingUrlList,
    {
      onRequest: read,
      schema: {
        tags: TRACKING_URL_TAGS,
        summary:
          'Lists the unit’s tracking links with their clicks (from the daily rollup); the search looks in the name, code and destination',
        security: BEARER,
        body: TrackingUrlListBody,
        response: { 200: TrackingUrlListAnswer, ...errors },
      },
    },
    async (request) => {
      const source = trackingUrlListSource(app.db, staffOf(request), request.body);
      const { data, total } = await listPage(request.body, source);
      return {
        message: 'SUCCESS' as const,
        data: data.map((row) => toTrackingUrlRecord(row, publicBaseUrl)),
        total,
      };
    },
  );

  app.post(
    API_PATHS.trackingUrl,
    {
      onRequest: manage,
      schema: {
        tags: TRACKING_URL_TAGS,
        summary:
          'Creates a tracking link of the unit with a new random short code; its name must be new in the unit',
        security: BEARER,
        body: TrackingUrlBody,
        response: { 200: TrackingUrlAnswer, ...errors, 409: ErrorBody },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await createTrackingUrl(app.db, trackingUrlActorOf(request), request.body, options),
    }),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: TRACKING_URL_TAGS,
        summary: 'One tracking link of the unit, with its clicks',
        security: BEARER,
        params: TrackingUrlIdParams,
        response: { 200: TrackingUrlAnswer, ...errors, 404: ErrorBody },
      },
    },
    async (request) => {
      const record = await readTrackingUrl(app.db, request.params.id, publicBaseUrl);
      if (!record) throw notFound();
      return { message: 'SUCCESS' as const, data: record };
    },
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TRACKING_URL_TAGS,
        summary:
          'Replaces a tracking link’s name and destination, and disables or enables it (`enabled`); the code stays',
        security: BEARER,
        params: TrackingUrlIdParams,
        body: TrackingUrlBody,
        response: { 200: TrackingUrlAnswer, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { record, code } = await updateTrackingUrl(
        app.db,
        trackingUrlActorOf(request),
        request.params.id,
        request.body,
        options,
      );
      app.tracking.links.forget(code);
      return { message: 'SUCCESS' as const, data: record };
    },
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TRACKING_URL_TAGS,
        summary:
          'Deletes a tracking link no sent broadcast carried (409 when one did: disable it instead)',
        security: BEARER,
        params: TrackingUrlIdParams,
        response: { 200: TrackingUrlDeletedAnswer, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const code = await deleteTrackingUrl(
        app.db,
        trackingUrlActorOf(request),
        request.params.id,
        publicBaseUrl,
      );
      app.tracking.links.forget(code);
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default trackingUrlRoutes;
