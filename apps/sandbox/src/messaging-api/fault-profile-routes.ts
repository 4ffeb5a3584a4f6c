import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ProtocolError } from '../domain/protocol-error';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import { MessageBody } from '../sandbox/schemas';
import { FaultProfileBody, sharesTotal } from './fault-profile';
import type { MessagingContext } from './messaging-context';

/** Where tests and benches set the channel's fault profile (not a LINE path). */
export const FAULT_PROFILE_PATH = '/sandbox/faults/messaging';

/** Float sums of shares such as 0.1 + 0.2 + 0.7 may pass 1 by a hair. */
const SHARE_TOLERANCE = 1e-9;

/**
 * preValidation: a misspelt field is refused. (Validation would quietly drop it, leaving that
 * fault off while the caller believes it set.)
 */
async function refuseUnknownFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((field) => !(field in FaultProfileBody.properties));
  if (unknown.length > 0) {
    throw new ProtocolError(400, {
      message: `Unknown fault profile fields: ${unknown.join(', ')}`,
    });
  }
}

/**
 * `PUT /sandbox/faults/messaging` puts a fault profile in force for push and multicast (the body
 * replaces the whole profile), `DELETE` clears it. Both answer the profile now in force.
 */
const faultProfileRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, context) => {
  const { channelFaults } = context;
  app.setErrorHandler(protocolErrorHandler((_statusCode, message) => ({ message })));

  app.put(
    '/',
    {
      preValidation: refuseUnknownFields,
      schema: {
        body: FaultProfileBody,
        response: { 200: FaultProfileBody, 400: MessageBody },
      },
    },
    async (request) => {
      if (sharesTotal(request.body) > 1 + SHARE_TOLERANCE) {
        throw new ProtocolError(400, { message: 'The fault shares add up to more than 1' });
      }
      channelFaults.replace(request.body);
      return channelFaults.profile;
    },
  );

  app.delete('/', { schema: { response: { 200: FaultProfileBody } } }, async () => {
    channelFaults.clear();
    return channelFaults.profile;
  });
};

export default faultProfileRoutes;
