import {
  API_PATHS,
  SegmentCidListSchema,
  SegmentCountSchema,
  SegmentRecordSchema,
} from '@hbc/contracts';
import { CidProtection } from '../../cid/cid-protection';
import { cidFileBody } from '../../cid/import/cid-file-upload';
import {
  createRoute,
  declareRoute,
  defineAppResource,
  deleteRoute,
  listRoute,
  readRoute,
  unitStaffOf,
  updateRoute,
  type RouteAccess,
} from '../../resource';
import type { Database } from '../../db/database';
import type { Staff } from '../../plugins/app/auth';
import { IdParams } from '../../schemas/id-params';
import {
  countRules,
  createSegment,
  deleteSegment,
  recountSegment,
  updateSegment,
} from './segment-changes';
import { uploadSegmentCidList } from './segment-cid-list-upload';
import { segmentListSource } from './segment-list-source';
import { readSegment, segmentUnitOf, toSegmentRecord } from './segment-record';
import { SegmentBody, SegmentCidListBody, SegmentCountBody, SegmentListBody } from './schema';

const READ: RouteAccess = { need: 'read' };
const MANAGE: RouteAccess = { need: 'manage' };
const BY_ID = API_PATHS.segmentById(':id');

/**
 * Segments (architecture sections 3–5): a unit's named rules over its citizens. LV1 and LV3
 * manage their unit's segments, LV2 reads them (and counts), Super Admin has none; another
 * unit's segment is a 404. Counts are of following citizens of the unit, excluded CIDs left out,
 * on today's Bangkok day. Every change is logged in its transaction.
 */
export default defineAppResource((app) => {
  const protection = new CidProtection(app.config.cidKeys);
  return {
    tag: 'segment',
    area: 'segment',
    unitOf: segmentUnitOf,
    routes: [
      listRoute({
        url: API_PATHS.segmentList,
        summary: 'Lists the unit’s segments; the search looks in the name',
        body: SegmentListBody,
        row: SegmentRecordSchema,
        source: (db: Database, _query: unknown, staff: Staff) => segmentListSource(db, staff),
        toRow: toSegmentRecord,
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.segmentCount,
        summary:
          'Counts the unit’s following citizens the rules reach now, excluded CIDs left out (and breaks the count down if asked)',
        access: READ,
        body: SegmentCountBody,
        answer: { kind: 'data', schema: SegmentCountSchema },
        handler: async (request, { db, staff }) =>
          countRules(
            db,
            unitStaffOf(staff).unitId,
            request.body.rules,
            request.body.breakdown ?? false,
          ),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.segmentCidList,
        summary:
          'Uploads a CSV or XLSX of CIDs for a CID-list condition; keeps their hashes only and answers the bad rows',
        access: MANAGE,
        ...cidFileBody(SegmentCidListBody),
        answer: { kind: 'data', schema: SegmentCidListSchema },
        handler: async (request, { db, staff }) =>
          uploadSegmentCidList(db, protection, unitStaffOf(staff), request.body),
      }),
      createRoute({
        url: API_PATHS.segment,
        summary:
          'Creates a segment of the unit, counted as it is saved; its name must be new in the unit',
        body: SegmentBody,
        data: SegmentRecordSchema,
        conflicts: true,
        run: (db, staff, body) => createSegment(db, unitStaffOf(staff), body),
      }),
      readRoute({
        url: BY_ID,
        summary: 'One segment of the unit, with its count as last taken',
        data: SegmentRecordSchema,
        find: readSegment,
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.segmentCountById(':id'),
        summary:
          'Counts a segment afresh with its breakdown and keeps the count on it (its detail)',
        access: READ,
        params: IdParams,
        inScope: true,
        answer: { kind: 'data', schema: SegmentCountSchema },
        handler: async (request, { db, staff }) =>
          recountSegment(db, unitStaffOf(staff).unitId, request.params.id),
      }),
      updateRoute({
        url: BY_ID,
        summary: 'Replaces a segment’s name and rules (recounted)',
        body: SegmentBody,
        data: SegmentRecordSchema,
        run: (db, staff, id, body) => updateSegment(db, unitStaffOf(staff), id, body),
      }),
      deleteRoute({
        url: BY_ID,
        summary: 'Deletes a segment no broadcast targets (409 while one does)',
        run: (db, staff, id) => deleteSegment(db, unitStaffOf(staff), id),
      }),
    ],
  };
});
