import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  CID_IMPORT_MAX_BYTES,
  CidImportBody,
  EXCLUDED_CID_MESSAGES,
} from '@hbc/contracts';
import type { FastifyRequest } from 'fastify';
import type { CidProtection } from '../../cid/cid-protection';
import { cancelCidImport, confirmCidImport } from '../../cid/import/cid-import-store';
import { badRequest } from '../../http-errors';
import { staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { previewCidImport } from './cid-import-preview';
import {
  CidImportCancelledAnswer,
  CidImportIdParams,
  CidImportPreviewAnswer,
  CidImportResultAnswer,
  EXCLUDED_CID_TAGS,
} from './schema';

const BEARER = [{ bearer: [] }];
const BY_IMPORT_ID = API_PATHS.cidImportById(':importId');

/** The longest base64 text of an importable file (a data URL's prefix included). */
const BASE64_MAX_LENGTH = CidImportBody.properties.base64.maxLength ?? 0;
/**
 * The body of an import: a file of up to twice the limit still arrives, so that staff read why it
 * is refused (fileTooLarge) rather than a bare 413; anything larger is a 413.
 */
export const CID_IMPORT_BODY_LIMIT = Math.ceil((2 * CID_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Before validation: a file past the limit is refused in Thai, not by the schema's length rule. */
async function refuseLargeFile(request: FastifyRequest): Promise<void> {
  const body = request.body as { base64?: unknown } | null | undefined;
  if (typeof body?.base64 === 'string' && body.base64.length > BASE64_MAX_LENGTH) {
    throw badRequest([{ path: '/base64', message: EXCLUDED_CID_MESSAGES.fileTooLarge }]);
  }
}

/**
 * Importing a CSV or XLSX file of CIDs: the file is checked and its valid rows staged (preview),
 * then confirmed all or nothing, or cancelled. An import is its maker's only and lives
 * CID_IMPORT_LIFETIME_HOURS.
 */
const cidImportRoutes: FastifyPluginAsyncTypebox<{ protection: CidProtection }> = async (
  app,
  { protection },
) => {
  const manage = [app.requireAccessToken, app.requirePermission('excludedCid', 'manage')];

  app.post(
    API_PATHS.cidImport,
    {
      onRequest: manage,
      preValidation: refuseLargeFile,
      bodyLimit: CID_IMPORT_BODY_LIMIT,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Checks a CSV or XLSX file of CIDs and answers a preview; nothing is added yet',
        security: BEARER,
        body: CidImportBody,
        response: {
          200: CidImportPreviewAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await previewCidImport(app.db, protection, staffOf(request).userId, request.body),
    }),
  );

  app.post(
    BY_IMPORT_ID,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Adds every valid row of a previewed import to the list, or none (Super Admin)',
        security: BEARER,
        params: CidImportIdParams,
        response: {
          200: CidImportResultAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const added = await confirmCidImport(app.db, staffOf(request), request.params.importId);
      return { message: 'SUCCESS' as const, data: { added } };
    },
  );

  app.delete(
    BY_IMPORT_ID,
    {
      onRequest: manage,
      schema: {
        tags: EXCLUDED_CID_TAGS,
        summary: 'Drops a previewed import without adding anything',
        security: BEARER,
        params: CidImportIdParams,
        response: {
          200: CidImportCancelledAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      await cancelCidImport(app.db, staffOf(request).userId, request.params.importId);
      return { message: 'SUCCESS' as const, data: null };
    },
  );
};

export default cidImportRoutes;
