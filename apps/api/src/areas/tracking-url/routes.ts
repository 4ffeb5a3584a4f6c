import { API_PATHS, TrackingUrlRecordSchema } from '@hbc/contracts';
import {
  createRoute,
  defineAppResource,
  deleteRoute,
  listRoute,
  readRoute,
  unitStaffOf,
  updateRoute,
} from '../../resource';
import { TrackingUrlBody, TrackingUrlListBody } from './schema';
import { createTrackingUrl, deleteTrackingUrl, updateTrackingUrl } from './tracking-url-changes';
import { trackingUrlListSource } from './tracking-url-list-source';
import { readTrackingUrl, toTrackingUrlRecord, trackingUrlUnitOf } from './tracking-url-record';

const BY_ID = API_PATHS.trackingUrlById(':id');

/**
 * Tracking links (issue 14): a unit's short links `/t/{code}`. LV3 manages its unit's links, LV1
 * and LV2 read them, Super Admin has none; another unit's link is a 404. A link a sent broadcast
 * carried may be disabled, not deleted. Every change is logged in its transaction; a change or a
 * deletion is forgotten at once by this process's redirect (by the others' within seconds).
 */
export default defineAppResource((app) => {
  const { publicBaseUrl } = app.config;
  const options = { publicBaseUrl };
  return {
    tag: 'tracking-url',
    area: 'trackingUrl',
    unitOf: trackingUrlUnitOf,
    routes: [
      listRoute({
        url: API_PATHS.trackingUrlList,
        summary:
          'Lists the unit’s tracking links with their clicks (from the daily rollup); the search looks in the name, code and destination',
        body: TrackingUrlListBody,
        row: TrackingUrlRecordSchema,
        source: trackingUrlListSource,
        toRow: (row) => toTrackingUrlRecord(row, publicBaseUrl),
      }),
      createRoute({
        url: API_PATHS.trackingUrl,
        summary:
          'Creates a tracking link of the unit with a new random short code; its name must be new in the unit',
        body: TrackingUrlBody,
        data: TrackingUrlRecordSchema,
        conflicts: true,
        run: (db, staff, body) => createTrackingUrl(db, unitStaffOf(staff), body, options),
      }),
      readRoute({
        url: BY_ID,
        summary: 'One tracking link of the unit, with its clicks',
        data: TrackingUrlRecordSchema,
        find: (db, id) => readTrackingUrl(db, id, publicBaseUrl),
      }),
      updateRoute({
        url: BY_ID,
        summary:
          'Replaces a tracking link’s name and destination, and disables or enables it (`enabled`); the code stays',
        body: TrackingUrlBody,
        data: TrackingUrlRecordSchema,
        run: async (db, staff, id, body) => {
          const { record, code } = await updateTrackingUrl(
            db,
            unitStaffOf(staff),
            id,
            body,
            options,
          );
          app.tracking.links.forget(code);
          return record;
        },
      }),
      deleteRoute({
        url: BY_ID,
        summary:
          'Deletes a tracking link no sent broadcast carried (409 when one did: disable it instead)',
        run: async (db, staff, id) => {
          app.tracking.links.forget(
            await deleteTrackingUrl(db, unitStaffOf(staff), id, publicBaseUrl),
          );
        },
      }),
    ],
  };
});
