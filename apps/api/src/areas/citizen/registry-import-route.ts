import { API_PATHS, CitizenImportBody, CitizenImportResultSchema } from '@hbc/contracts';
import type { FastifyInstance } from 'fastify';
import type { CidProtection } from '../../cid/cid-protection';
import { standardAnswers } from '../../resource/standard-answers';
import { Success } from '../../schemas/envelope';
import { actorOf, nobodyFrom, recordActivity } from '../activity-log/record-activity';
import { CITIZEN_LOG } from './citizen-activity';
import { mergeCitizens } from './merge-citizens';

/** A registry batch of the largest size, each row with every field, fits many times over. */
const REGISTRY_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * `POST /api/citizen/import`: a batch of the programme's registry, merged at once. Its caller is
 * the registry (its own bearer token) or a Super Admin, so it is not one of the area's declared
 * routes, which all need an access token.
 */
export function registryImportRoute(app: FastifyInstance, protection: CidProtection): void {
  app.post(
    API_PATHS.citizenImport,
    {
      onRequest: app.requireRegistryOrSuperAdmin,
      bodyLimit: REGISTRY_BODY_LIMIT,
      schema: {
        tags: ['citizen'],
        summary:
          'Merges a batch of the registry’s citizens by CID hash (registry token or Super Admin); the same rows again change nothing',
        security: [{ bearer: [] }],
        body: CitizenImportBody,
        response: standardAnswers(Success(CitizenImportResultSchema), {
          validates: true,
          refuses: true,
          mayBeMissing: false,
          conflicts: false,
          limitsBody: true,
        }),
      },
    },
    async (request) => {
      const { staff } = request;
      const actor = staff
        ? actorOf({ id: staff.userId, role: staff.role, unitId: staff.unitId }, request)
        : nobodyFrom(request);
      // The schema above validated the body.
      const { rows } = request.body as CitizenImportBody;
      const data = await mergeCitizens(app.database, protection, rows, {
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
}
