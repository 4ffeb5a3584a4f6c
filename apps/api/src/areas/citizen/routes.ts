import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_ERRORS,
  API_PATHS,
  CITIZEN_FILE_MAX_BYTES,
  CITIZEN_IMPORT_MESSAGES,
} from '@hbc/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf, nobodyFrom, recordActivity } from '../activity-log/record-activity';
import { CidProtection } from '../../cid/cid-protection';
import { hideCids } from '../../cid/hide-cids';
import { CITIZEN_LOG } from './citizen-activity';
import { openCitizenFile } from './citizen-file';
import { CitizenFileImports } from './citizen-file-imports';
import { citizenImportById, toCitizenFileImport } from './citizen-import-store';
import { mergeCitizens } from './merge-citizens';
import { badRequest, HttpError } from '../../http-errors';
import { base64Text, decodeBase64, decodedLength } from '../media/base64-body';
import { staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import registryAuth from './registry-auth';
import {
  CITIZEN_TAGS,
  CitizenFileImportAnswer,
  CitizenFileImportBody,
  CitizenImportAnswer,
  CitizenImportBody,
  CitizenImportIdParams,
} from './schema';

const BEARER = [{ bearer: [] }];

/** A registry batch of the largest size, each row with every field, fits many times over. */
const REGISTRY_BODY_LIMIT = 32 * 1024 * 1024;
/** The longest base64 text of an importable file (a data URL's prefix included). */
const BASE64_MAX_LENGTH = CitizenFileImportBody.properties.base64.maxLength ?? 0;
/**
 * The body of a file import: a file of up to twice the limit still arrives, so that the Super
 * Admin reads why it is refused (fileTooLarge) rather than a bare 413.
 */
const FILE_BODY_LIMIT = Math.ceil((2 * CITIZEN_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

const fileProblem = (message: string) => badRequest([{ path: '/base64', message }]);

/** Before validation: a file past the limit is refused in Thai, not by the schema's length rule. */
async function refuseLargeFile(request: FastifyRequest): Promise<void> {
  const body = request.body as { base64?: unknown } | null | undefined;
  if (typeof body?.base64 === 'string' && body.base64.length > BASE64_MAX_LENGTH) {
    throw fileProblem(CITIZEN_IMPORT_MESSAGES.fileTooLarge);
  }
}

/** The uploaded file's bytes; 400 at `/base64` for text that is no base64, or a file too large. */
function uploadedFile(base64: string): Buffer {
  const text = base64Text(base64);
  if (text === null) throw fileProblem(CITIZEN_IMPORT_MESSAGES.fileUnreadable);
  if (decodedLength(text) > CITIZEN_FILE_MAX_BYTES) {
    throw fileProblem(CITIZEN_IMPORT_MESSAGES.fileTooLarge);
  }
  return decodeBase64(text);
}

/**
 * Loading citizens (the audience of segments): the programme's registry sends batches through
 * `POST /api/citizen/import` (its bearer token, or a Super Admin's access token), merged at once;
 * a Super Admin uploads a CSV or XLSX file, read in the background while the console polls its
 * progress. Both are idempotent by the CID's keyed hash and logged with counts only.
 */
const citizenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registryAuth);
  const protection = new CidProtection(app.config.cidKeys);
  const imports = new CitizenFileImports({
    db: app.db,
    driver: app.database.driver,
    protection,
    log: app.log,
  });
  app.addHook('onClose', () => imports.close());
  const superAdmin = [
    app.requireAccessToken,
    app.requirePermission('healthCenter', 'manage', 'all'),
  ];

  app.post(
    API_PATHS.citizenImport,
    {
      onRequest: app.requireRegistryOrSuperAdmin,
      bodyLimit: REGISTRY_BODY_LIMIT,
      schema: {
        tags: CITIZEN_TAGS,
        summary:
          'Merges a batch of the registry’s citizens by CID hash (registry token or Super Admin); the same rows again change nothing',
        security: BEARER,
        body: CitizenImportBody,
        response: {
          200: CitizenImportAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => {
      const { staff } = request;
      const actor = staff
        ? actorOf({ id: staff.userId, role: staff.role, unitId: staff.unitId }, request)
        : nobodyFrom(request);
      const data = await mergeCitizens(app.database, protection, request.body.rows, {
        inTransaction: async (tx, result) => {
          await recordActivity(tx, actor, {
            menu: CITIZEN_LOG.menu,
            action: CITIZEN_LOG.action,
            subject: CITIZEN_LOG.registrySubject,
            description: CITIZEN_LOG.describeBatch(result),
          });
        },
      });
      return { message: 'SUCCESS' as const, data };
    },
  );

  app.post(
    API_PATHS.citizenImportFile,
    {
      onRequest: superAdmin,
      preValidation: refuseLargeFile,
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: CITIZEN_TAGS,
        summary:
          'Starts importing a CSV or XLSX file of citizens (Super Admin); answers the import at once, read in the background',
        security: BEARER,
        body: CitizenFileImportBody,
        response: {
          200: CitizenFileImportAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request) => {
      const file = await openCitizenFile(uploadedFile(request.body.base64));
      if ('problem' in file) throw fileProblem(file.problem);
      const fileName = hideCids(request.body.fileName.trim());
      return {
        message: 'SUCCESS' as const,
        data: await imports.start(staffOf(request), fileName, file),
      };
    },
  );

  app.get(
    API_PATHS.citizenImportFileById(':importId'),
    {
      onRequest: superAdmin,
      schema: {
        tags: CITIZEN_TAGS,
        summary: 'How far a citizen file’s import is: counts, the first problems, DONE or FAILED',
        security: BEARER,
        params: CitizenImportIdParams,
        response: {
          200: CitizenFileImportAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await citizenImportById(app.db, request.params.importId);
      if (!row) {
        throw new HttpError(404, API_ERRORS.NOT_FOUND, [
          { path: '', message: CITIZEN_IMPORT_MESSAGES.importGone },
        ]);
      }
      void reply.header('cache-control', 'no-store');
      return { message: 'SUCCESS' as const, data: toCitizenFileImport(row) };
    },
  );
};

export default citizenRoutes;
