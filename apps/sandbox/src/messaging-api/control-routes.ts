import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import { MessageBody } from '../sandbox/schemas';
import type { MessagingContext } from './messaging-context';
import type { ArmedFault, MessagingFault } from './messaging-faults';
import {
  ArmedFaultResponse,
  ArmMessagingFaultBody,
  DeliveriesResponse,
  QuotaBody,
  ReceiptsQuery,
  ReceiptsResponse,
  StatsResponse,
  StatusOk,
  UserQuery,
} from './schemas';
import type { Static } from '@sinclair/typebox';

function faultOf(body: Static<typeof ArmMessagingFaultBody>): MessagingFault {
  switch (body.fault) {
    case 'delay':
      return { kind: 'delay', delayMs: body.delayMs ?? 1000 };
    case 'bad_request':
      return { kind: 'bad_request', message: body.message ?? 'The request body has 1 error(s)' };
    default:
      return {
        kind: 'status',
        status: Number(body.fault.slice('status_'.length)) as 429 | 500 | 503,
        retryAfterSeconds: body.retryAfterSeconds,
        delivered: body.delivered === true,
      };
  }
}

function armedView(armed: ArmedFault | null) {
  if (!armed) return { armed: null };
  const { kind, ...settings } = armed.fault;
  return { armed: { kind, remaining: armed.remaining, ...settings } };
}

/**
 * `/sandbox/messaging/...`: not LINE's. Tests arm faults for the next push/multicast calls, read
 * what a user received, the totals and who received a broadcast, reset the deliveries and set
 * the monthly quota.
 */
const controlRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, context) => {
  const { store, faults, channelFaults, rates } = context;
  app.setErrorHandler(protocolErrorHandler((_statusCode, message) => ({ message })));

  app.get('/faults', { schema: { response: { 200: ArmedFaultResponse } } }, async () =>
    armedView(faults.current),
  );

  app.post(
    '/faults',
    {
      schema: {
        body: ArmMessagingFaultBody,
        response: { 200: ArmedFaultResponse, 400: MessageBody },
      },
    },
    async (request) => {
      faults.arm(faultOf(request.body), request.body.count ?? 1);
      return armedView(faults.current);
    },
  );

  app.delete('/faults', { schema: { response: { 200: ArmedFaultResponse } } }, async () => {
    faults.disarm();
    return armedView(null);
  });

  app.get(
    '/deliveries',
    { schema: { querystring: UserQuery, response: { 200: DeliveriesResponse, 400: MessageBody } } },
    async (request) => {
      const { userId } = request.query;
      return {
        userId,
        deliveries: store.deliveriesTo(userId).map((sent) => ({
          requestId: sent.requestId,
          kind: sent.kind,
          at: new Date(sent.at).toISOString(),
          retryKey: sent.retryKey,
          messages: [...sent.messages],
        })),
      };
    },
  );

  app.delete('/deliveries', { schema: { response: { 200: StatusOk } } }, async () => {
    store.reset();
    faults.disarm();
    channelFaults.reset();
    rates.reset();
    return { status: 'ok' as const };
  });

  app.get('/stats', { schema: { response: { 200: StatsResponse } } }, async () => ({
    ...store.stats(),
    quota: store.quota,
    totalUsage: store.usageThisMonth(),
    ...rates.stats(),
    ...channelFaults.stats(),
  }));

  app.get(
    '/receipts',
    {
      schema: {
        querystring: ReceiptsQuery,
        response: { 200: ReceiptsResponse, 400: MessageBody },
      },
    },
    async (request) => store.receipts(request.query.marker, request.query.users === true),
  );

  app.put(
    '/quota',
    { schema: { body: QuotaBody, response: { 200: StatusOk, 400: MessageBody } } },
    async (request) => {
      store.setQuota(request.body.value);
      return { status: 'ok' as const };
    },
  );
};

export default controlRoutes;
