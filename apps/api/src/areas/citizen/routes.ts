import {
  API_ERRORS,
  API_PATHS,
  CITIZEN_FILE_MAX_BYTES,
  CITIZEN_IMPORT_MESSAGES,
  CitizenFileImportSchema,
} from '@hbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { CidProtection } from '../../cid/cid-protection';
import { hideCids } from '../../cid/hide-cids';
import { HttpError } from '../../http-errors';
import { declareRoute, defineResource, type RouteAccess } from '../../resource';
import {
  base64FileBody,
  fileProblem,
  uploadedFile,
  type Base64FileRules,
} from '../media/base64-file';
import { openCitizenFile } from './citizen-file';
import { CitizenFileImports } from './citizen-file-imports';
import { citizenImportById, toCitizenFileImport } from './citizen-import-store';
import registryAuth from './registry-auth';
import { registryImportRoute } from './registry-import-route';
import { CitizenFileImportBody, CitizenImportIdParams } from './schema';

/** Super Admin's: the national management of health centers. */
const SUPER_ADMIN: RouteAccess = { need: 'manage', scope: 'all' };
/** The file of an import: CSV or XLSX, of at most CITIZEN_FILE_MAX_BYTES. */
const CITIZEN_FILE: Base64FileRules = {
  maxBytes: CITIZEN_FILE_MAX_BYTES,
  messages: CITIZEN_IMPORT_MESSAGES,
};

/**
 * Loading citizens (the audience of segments): the programme's registry sends batches through
 * `POST /api/citizen/import` (its bearer token, or a Super Admin's access token), merged at once;
 * a Super Admin uploads a CSV or XLSX file, read in the background while the console polls its
 * progress. Both are idempotent by the CID's keyed hash and logged with counts only.
 */
const citizenRoutes: FastifyPluginAsync = async (app, options) => {
  await app.register(registryAuth);
  const protection = new CidProtection(app.config.cidKeys);
  const imports = new CitizenFileImports({
    db: app.db,
    driver: app.database.driver,
    protection,
    log: app.log,
  });
  app.addHook('onClose', () => imports.close());
  registryImportRoute(app, protection);

  await defineResource({
    tag: 'citizen',
    area: 'healthCenter',
    routes: [
      declareRoute({
        method: 'POST',
        url: API_PATHS.citizenImportFile,
        summary:
          'Starts importing a CSV or XLSX file of citizens (Super Admin); answers the import at once, read in the background',
        access: SUPER_ADMIN,
        ...base64FileBody(CitizenFileImportBody, CITIZEN_FILE),
        answer: { kind: 'data', schema: CitizenFileImportSchema },
        handler: async (request, { staff }) => {
          const file = await openCitizenFile(uploadedFile(request.body.base64, CITIZEN_FILE));
          if ('problem' in file) throw fileProblem(file.problem);
          return imports.start(staff, hideCids(request.body.fileName.trim()), file);
        },
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.citizenImportFileById(':importId'),
        summary: 'How far a citizen file’s import is: counts, the first problems, DONE or FAILED',
        access: SUPER_ADMIN,
        params: CitizenImportIdParams,
        mayBeMissing: true,
        answer: { kind: 'data', schema: CitizenFileImportSchema },
        handler: async (request, { db, reply }) => {
          const row = await citizenImportById(db, request.params.importId);
          if (!row) {
            throw new HttpError(404, API_ERRORS.NOT_FOUND, [
              { path: '', message: CITIZEN_IMPORT_MESSAGES.importGone },
            ]);
          }
          void reply.header('cache-control', 'no-store');
          return toCitizenFileImport(row);
        },
      }),
    ],
  })(app, options);
};

export default citizenRoutes;
