import { API_PATHS } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { province } from '../../../db/schema';
import {
  createRoute,
  declareRoute,
  defineResource,
  deleteRoute,
  listRoute,
  readRoute,
  updateRoute,
  type RouteAccess,
} from '../../../resource';
import { createProvince, deleteProvince, updateProvince } from './province-changes';
import { provinceListSource } from './province-list-source';
import { provinceScopeOf, readProvinceRow } from './province-record';
import {
  NewProvinceBody,
  ProvinceBody,
  ProvinceIdParams,
  ProvinceListBody,
  ProvinceNameSchema,
  ProvinceRowSchema,
} from './schema';

const BY_ID = API_PATHS.healthProvinceById(':id');
const READ: RouteAccess = { need: 'read', scope: 'all' };
const MANAGE: RouteAccess = { need: 'manage', scope: 'all' };

/**
 * The provinces (architecture section 5), a national screen: Super Admin lists them with their
 * unit, staff and citizen counts, creates, edits and deletes them. Every change is logged in the
 * same transaction.
 */
export default defineResource({
  tag: 'health-center',
  area: 'healthCenter',
  unitOf: provinceScopeOf,
  routes: [
    listRoute({
      url: API_PATHS.healthProvinceList,
      summary: 'Lists the provinces with their unit, staff and citizen counts (Super Admin)',
      access: READ,
      body: ProvinceListBody,
      row: ProvinceRowSchema,
      source: provinceListSource,
    }),
    // Reference data every staff member's choosers need (a segment's province condition); no
    // counts, so nothing national is told to a unit's staff.
    declareRoute({
      method: 'GET',
      url: API_PATHS.healthProvinceNames,
      summary: "Every province's code and Thai name, by name (any staff member)",
      access: { need: 'read' },
      refuses: true,
      answer: { kind: 'data', schema: Type.Array(ProvinceNameSchema) },
      handler: async (_request, { db }) =>
        db
          .select({ id: province.id, nameTh: province.nameTh })
          .from(province)
          .orderBy(province.nameTh),
    }),
    createRoute({
      url: API_PATHS.healthProvince,
      summary: 'Creates a province under its official code (Super Admin)',
      access: MANAGE,
      body: NewProvinceBody,
      data: ProvinceRowSchema,
      conflicts: true,
      run: createProvince,
    }),
    readRoute({
      url: BY_ID,
      summary: 'One province with its counts (Super Admin)',
      access: READ,
      params: ProvinceIdParams,
      data: ProvinceRowSchema,
      find: readProvinceRow,
    }),
    updateRoute({
      url: BY_ID,
      summary: 'Replaces a province’s names and region; its code never changes (Super Admin)',
      access: MANAGE,
      params: ProvinceIdParams,
      body: ProvinceBody,
      data: ProvinceRowSchema,
      conflicts: false,
      run: updateProvince,
    }),
    deleteRoute({
      url: BY_ID,
      summary: 'Deletes a province without units or citizens (Super Admin)',
      access: MANAGE,
      params: ProvinceIdParams,
      run: deleteProvince,
    }),
  ],
});
