import { API_PATHS, CitizenDeliveriesBody, CitizenDeliveriesSchema } from '@hbc/contracts';
import { CidProtection } from '../../cid/cid-protection';
import { declareRoute, defineAppResource } from '../../resource';
import { lookUpDeliveries } from './citizen-deliveries';

/**
 * The call centre's question, "did this citizen get the message?" (Super Admin: every unit's
 * broadcasts; Admin LV1: their unit's). The CID comes in the body, never in the address, and is
 * logged masked.
 */
export default defineAppResource((app) => {
  const protection = new CidProtection(app.config.cidKeys);
  return {
    tag: 'citizen-delivery',
    area: 'citizenDelivery',
    routes: [
      declareRoute({
        method: 'POST',
        url: API_PATHS.citizenDeliveries,
        summary:
          'The broadcasts that targeted the citizen of a CID, newest first, with what became of each; every lookup is written to the activity log',
        access: { need: 'read' },
        body: CitizenDeliveriesBody,
        mayBeMissing: true,
        answer: { kind: 'data', schema: CitizenDeliveriesSchema },
        handler: async (request, { db, staff, reply }) => {
          const deliveries = await lookUpDeliveries(db, protection, staff, request.body.cid);
          void reply.header('cache-control', 'no-store');
          return deliveries;
        },
      }),
    ],
  };
});
