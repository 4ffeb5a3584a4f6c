import { API_PATHS, listExportSchema, UNIT_LIST } from '@hbc/contracts';
import { notFound } from '../../../http-errors';
import {
  createRoute,
  declareRoute,
  defineResource,
  deleteRoute,
  exportRoute,
  listRoute,
  readRoute,
  updateRoute,
  type RouteAccess,
} from '../../../resource';
import { createUnit, deleteUnit, updateUnit } from './unit-changes';
import { UNIT_EXPORT_COLUMNS, UNIT_EXPORT_FILE, UNIT_EXPORT_LOG } from './unit-export';
import { unitListSource } from './unit-list-source';
import { readUnitDetail, unitScopeOf } from './unit-record';
import { UnitBody, UnitDetailSchema, UnitListBody, UnitRowSchema } from './schema';

const BY_ID = API_PATHS.healthUnitById(':id');
const NATIONAL: RouteAccess = { need: 'read', scope: 'all' };

/**
 * Health units (architecture section 5): Super Admin lists, creates, edits and deletes every
 * unit; Admin LV1–LV3 read their own unit only (`own`, or by id: another unit is a 404 to them).
 * Every change is logged in the same transaction.
 */
export default defineResource({
  tag: 'health-center',
  area: 'healthCenter',
  unitOf: unitScopeOf,
  routes: [
    listRoute({
      url: API_PATHS.healthUnitList,
      summary: 'Lists the units with their staff and citizen counts (Super Admin)',
      access: NATIONAL,
      body: UnitListBody,
      row: UnitRowSchema,
      source: unitListSource,
    }),
    exportRoute({
      url: API_PATHS.healthUnitExport,
      summary: 'Exports the units of the list’s search, filters and sort as XLSX or CSV',
      access: NATIONAL,
      body: listExportSchema(UNIT_LIST),
      source: unitListSource,
      columns: UNIT_EXPORT_COLUMNS,
      file: UNIT_EXPORT_FILE,
      activity: UNIT_EXPORT_LOG,
    }),
    createRoute({
      url: API_PATHS.healthUnit,
      summary: 'Creates a unit (Super Admin); its hcode must be new',
      body: UnitBody,
      data: UnitRowSchema,
      conflicts: true,
      run: createUnit,
    }),
    declareRoute({
      method: 'GET',
      url: API_PATHS.healthUnitOwn,
      summary: 'The signed-in staff member’s own unit with its counts and newest broadcasts',
      access: { need: 'read' },
      // A national role has no unit of its own: nothing to show (404).
      inScope: async (request) => request.staff?.unitId ?? undefined,
      answer: { kind: 'data', schema: UnitDetailSchema },
      handler: async (_request, { db, staff }) => {
        const detail = staff.unitId === null ? undefined : await readUnitDetail(db, staff.unitId);
        if (!detail) throw notFound();
        return detail;
      },
    }),
    readRoute({
      url: BY_ID,
      summary: 'One unit with its counts and newest broadcasts (LV1–LV3: their own only)',
      data: UnitDetailSchema,
      find: readUnitDetail,
    }),
    updateRoute({
      url: BY_ID,
      summary: 'Replaces a unit’s details (Super Admin)',
      body: UnitBody,
      data: UnitRowSchema,
      run: updateUnit,
    }),
    deleteRoute({
      url: BY_ID,
      summary: 'Deletes a unit without staff, citizens or broadcasts (Super Admin)',
      run: deleteUnit,
    }),
  ],
});
