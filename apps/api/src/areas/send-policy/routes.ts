import { API_PATHS, SendPolicySchema, sendPolicyProblems } from '@hbc/contracts';
import { declareRoute, defineAppResource, type RouteAccess } from '../../resource';
import { badRequest } from '../../http-errors';
import { readSendPolicy, setSendPolicy } from './send-policy-store';

/** The policy is national: the Super Admin's. */
const SETTING: RouteAccess = { need: 'manage', scope: 'all' };

/**
 * The send window and the frequency cap (issue 29), set by the Super Admin: every unit's sends
 * follow them, except urgent ones once approved.
 */
export default defineAppResource(() => ({
  tag: 'send-policy',
  area: 'approval',
  routes: [
    declareRoute({
      method: 'GET',
      url: API_PATHS.sendPolicy,
      summary: 'The send window and the frequency cap (null: none)',
      access: SETTING,
      answer: { kind: 'data', schema: SendPolicySchema },
      handler: async (_request, { db }) => readSendPolicy(db),
    }),
    declareRoute({
      method: 'PUT',
      url: API_PATHS.sendPolicy,
      summary: 'Sets the send window and the frequency cap (logged)',
      description:
        'Times are Asia/Bangkok, HH:MM; an end before the start is a window across midnight, ' +
        'the same start and end is refused. Broadcasts waiting for the old window are looked at ' +
        'again under the new one.',
      access: SETTING,
      body: SendPolicySchema,
      answer: { kind: 'data', schema: SendPolicySchema },
      handler: async (request, { db, staff }) => {
        const problems = sendPolicyProblems(request.body);
        if (problems.length > 0) throw badRequest(problems);
        return setSendPolicy(db, staff, request.body);
      },
    }),
  ],
}));
