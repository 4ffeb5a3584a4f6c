import {
  API_PATHS,
  CidImportBody,
  CidImportPreviewSchema,
  CidImportResultSchema,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import type { CidProtection } from '../../cid/cid-protection';
import { cidFileBody } from '../../cid/import/cid-file-upload';
import { cancelCidImport, confirmCidImport } from '../../cid/import/cid-import-store';
import { declareRoute, type RouteAccess, type RouteDeclaration } from '../../resource';
import { previewCidImport } from './cid-import-preview';
import { CidImportIdParams } from './schema';

const MANAGE: RouteAccess = { need: 'manage' };
const BY_IMPORT_ID = API_PATHS.cidImportById(':importId');

/**
 * Importing a CSV or XLSX file of CIDs: the file is checked and its valid rows staged (preview),
 * then confirmed all or nothing, or cancelled. An import is its maker's only and lives
 * CID_IMPORT_LIFETIME_HOURS.
 */
export function cidImportRoutes(protection: CidProtection): RouteDeclaration[] {
  return [
    declareRoute({
      method: 'POST',
      url: API_PATHS.cidImport,
      summary: 'Checks a CSV or XLSX file of CIDs and answers a preview; nothing is added yet',
      access: MANAGE,
      ...cidFileBody(CidImportBody),
      answer: { kind: 'data', schema: CidImportPreviewSchema },
      handler: async (request, { db, staff }) =>
        previewCidImport(db, protection, staff.userId, request.body),
    }),
    declareRoute({
      method: 'POST',
      url: BY_IMPORT_ID,
      summary: 'Adds every valid row of a previewed import to the list, or none (Super Admin)',
      access: MANAGE,
      params: CidImportIdParams,
      mayBeMissing: true,
      answer: { kind: 'data', schema: CidImportResultSchema },
      handler: async (request, { db, staff }) => ({
        added: await confirmCidImport(db, staff, request.params.importId),
      }),
    }),
    declareRoute({
      method: 'DELETE',
      url: BY_IMPORT_ID,
      summary: 'Drops a previewed import without adding anything',
      access: MANAGE,
      params: CidImportIdParams,
      mayBeMissing: true,
      answer: { kind: 'data', schema: Type.Null() },
      handler: async (request, { db, staff }) => {
        await cancelCidImport(db, staff.userId, request.params.importId);
        return null;
      },
    }),
  ];
}
