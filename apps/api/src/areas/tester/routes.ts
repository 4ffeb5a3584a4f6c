import {
  API_PATHS,
  TesterCodeSchema,
  TesterCodeStatusSchema,
  TesterRecordSchema,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { CidProtection } from '../../cid/cid-protection';
import {
  createRoute,
  declareRoute,
  defineAppResource,
  deleteRoute,
  listRoute,
  updateRoute,
} from '../../resource';
import { IdParams } from '../../schemas/id-params';
import { testerCode } from '../../db/schema';
import { unitOfRecord } from '../../db/unit-scope';
import { NewTesterBody, NewTesterCodeBody, TesterListBody, TesterNameBody } from './schema';
import { addTesterByCid, deleteTester, renameTester } from './tester-changes';
import { cancelTesterCode, makeTesterCode, testerCodeStatus } from './tester-codes';
import { testerListSource } from './tester-list-source';
import { testerUnitOfRecord, toTesterRecord } from './tester-record';

const BY_ID = API_PATHS.testerById(':id');
const CODE_BY_ID = API_PATHS.testerCodeById(':id');

/**
 * Testers: a unit's LINE accounts that test sends go to. Super Admin manages every unit's (naming
 * the unit), an Admin LV1 their own unit's, an Admin LV3 reads them (to choose them in a test
 * send); LV2 has none. Added by CID (found by its keyed hash, never stored) or by a one-time code
 * the tester sends to the programme's LINE account (the webhook adds them). LINE userIds are
 * answered and logged masked only.
 */
export default defineAppResource((app) => {
  const protection = new CidProtection(app.config.cidKeys);
  return {
    tag: 'tester',
    area: 'tester',
    unitOf: testerUnitOfRecord,
    routes: [
      listRoute({
        url: API_PATHS.testerList,
        summary:
          'Lists a unit’s testers (Super Admin names the unit in filters.unitId); the search looks in the name',
        body: TesterListBody,
        row: TesterRecordSchema,
        source: testerListSource,
        toRow: toTesterRecord,
      }),
      createRoute({
        url: API_PATHS.tester,
        summary:
          'Adds the following citizen of a CID as a tester of the unit (Super Admin names the unit)',
        body: NewTesterBody,
        data: TesterRecordSchema,
        conflicts: true,
        run: (db, staff, body) => addTesterByCid(db, protection, staff, body),
      }),
      updateRoute({
        url: BY_ID,
        summary: 'Renames a tester',
        body: TesterNameBody,
        data: TesterRecordSchema,
        conflicts: false,
        run: renameTester,
      }),
      deleteRoute({
        url: BY_ID,
        summary: 'Takes a tester off the unit’s list',
        run: deleteTester,
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.testerCode,
        summary:
          'Makes a one-time code of six digits, live for 10 minutes, that a new tester sends to the programme’s LINE account',
        access: { need: 'manage' },
        body: NewTesterCodeBody,
        answer: { kind: 'data', schema: TesterCodeSchema },
        handler: (request, { db, staff }) => makeTesterCode(db, staff, request.body),
      }),
      declareRoute({
        method: 'GET',
        url: CODE_BY_ID,
        summary:
          'Whether a one-time code is still waiting, was used (with the tester it added) or expired',
        access: { need: 'manage' },
        params: IdParams,
        mayBeMissing: true,
        answer: { kind: 'data', schema: TesterCodeStatusSchema },
        handler: (request, { db, staff }) => testerCodeStatus(db, staff, request.params.id),
      }),
      declareRoute({
        method: 'DELETE',
        url: CODE_BY_ID,
        summary: 'Cancels a one-time code not yet used',
        access: { need: 'manage' },
        params: IdParams,
        inScope: (request, { db }) =>
          unitOfRecord(db, testerCode, (request.params as { id: number }).id),
        answer: { kind: 'data', schema: Type.Null() },
        handler: async (request, { db, staff }) => {
          await cancelTesterCode(db, staff, request.params.id);
          return null;
        },
      }),
    ],
  };
});
