import {
  API_PATHS,
  EXCLUDED_CID_LIST_DECLARATION,
  ExcludedCidRecordSchema,
  listExportSchema,
  RevealedCidSchema,
  type ExcludedCidListQuery,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { CidProtection } from '../../cid/cid-protection';
import type { Database } from '../../db/database';
import {
  createRoute,
  declareRoute,
  defineAppResource,
  exportRoute,
  listRoute,
  type RouteAccess,
} from '../../resource';
import { IdParams } from '../../schemas/id-params';
import { cidImportRoutes } from './cid-import-routes';
import { addExcludedCid, deleteExcludedCid, revealExcludedCid } from './excluded-cid-changes';
import {
  EXCLUDED_CID_EXPORT_FILE,
  EXCLUDED_CID_EXPORT_LOG,
  excludedCidExportColumns,
} from './excluded-cid-export';
import { excludedCidListSource, toExcludedCidRecord } from './excluded-cid-list-source';
import { ExcludedCidListBody, NewExcludedCidBody } from './schema';

/** Every excluded-CID route is Super Admin's, the list included. */
const MANAGE: RouteAccess = { need: 'manage' };
const BY_ID = API_PATHS.cidById(':id');

/**
 * The excluded-CID list (Super Admin only): citizens on it never receive a broadcast. CIDs are
 * kept hashed and encrypted and answered masked; the full CID only by the reveal, which is
 * logged. Every change and every sensitive read is written to the activity log in its transaction.
 */
export default defineAppResource((app) => {
  const protection = new CidProtection(app.config.cidKeys);
  const source = (db: Database, query: Pick<ExcludedCidListQuery, 'search'>) =>
    excludedCidListSource(db, query, protection);
  return {
    tag: 'excluded-cid',
    area: 'excludedCid',
    routes: [
      listRoute({
        url: API_PATHS.cidList,
        summary: 'Lists the excluded CIDs, masked; a full CID in the search is matched by its hash',
        access: MANAGE,
        body: ExcludedCidListBody,
        row: ExcludedCidRecordSchema,
        source,
        toRow: (row) => toExcludedCidRecord(row, protection),
      }),
      exportRoute({
        url: API_PATHS.cidExport,
        summary: 'Exports the excluded CIDs of the list’s search and sort, masked, as XLSX or CSV',
        access: MANAGE,
        body: listExportSchema(EXCLUDED_CID_LIST_DECLARATION),
        source,
        columns: excludedCidExportColumns(protection),
        file: EXCLUDED_CID_EXPORT_FILE,
        activity: EXCLUDED_CID_EXPORT_LOG,
      }),
      createRoute({
        url: API_PATHS.cid,
        summary: 'Adds a CID to the list with its reason (Super Admin); answers it masked',
        body: NewExcludedCidBody,
        data: ExcludedCidRecordSchema,
        conflicts: true,
        run: (db, staff, body) => addExcludedCid(db, protection, staff, body),
      }),
      declareRoute({
        method: 'DELETE',
        url: BY_ID,
        summary: 'Takes a CID off the list (Super Admin)',
        access: MANAGE,
        params: IdParams,
        mayBeMissing: true,
        answer: { kind: 'data', schema: Type.Null() },
        handler: async (request, { db, staff }) => {
          await deleteExcludedCid(db, protection, staff, request.params.id);
          return null;
        },
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.cidReveal(':id'),
        summary: 'Answers one CID in full (Super Admin); every call is written to the activity log',
        access: MANAGE,
        params: IdParams,
        mayBeMissing: true,
        answer: { kind: 'data', schema: RevealedCidSchema },
        handler: async (request, { db, staff, reply }) => {
          const revealed = await revealExcludedCid(db, protection, staff, request.params.id);
          void reply.header('cache-control', 'no-store');
          return revealed;
        },
      }),
      ...cidImportRoutes(protection),
    ],
  };
});
