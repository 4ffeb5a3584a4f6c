import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { PAGE_CSP } from '../pages/html';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import { HtmlPage, MessageBody } from '../sandbox/schemas';
import { deliverWebhook, type WebhookDelivery } from './deliver-webhook';
import { OfficialAccountFriends } from './official-account-friends';
import { renderOfficialAccountPage } from './official-account-page';
import {
  ActionParams,
  DeliveredAnswer,
  FollowBody,
  NotDeliveredAnswer,
  PageForm,
  PageQuery,
} from './schemas';
import {
  followWebhookEvent,
  webhookRequestBody,
  type FollowAction,
  type FollowWebhookEvent,
} from './webhook-events';

/**
 * The programme's LINE Official Account as LINE's side sees it: a tester makes a LINE user
 * follow or unfollow it, and the sandbox POSTs the signed webhook call LINE would send to the
 * API. `POST /line/oa/{follow|unfollow}` with `{ userId }` for scripts; `GET /line/oa`, a page
 * with a button per identity, for people.
 */
const lineOfficialAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(protocolErrorHandler((_statusCode, message) => ({ message })));
  const friends = new OfficialAccountFriends();

  async function sendFollowEvent(
    action: FollowAction,
    userId: string,
  ): Promise<{ event: FollowWebhookEvent; delivery: WebhookDelivery }> {
    const { config, clock } = app.sandbox;
    const event = followWebhookEvent({
      action,
      userId,
      nowMs: clock(),
      isUnblocked: friends.statusOf(userId) === 'UNFOLLOWED',
    });
    // The user follows in LINE whatever the API answers; LINE only retries the call.
    friends.record(userId, action);
    const delivery = await deliverWebhook(
      config.lineWebhookUrl,
      config.lineMessagingChannelSecret,
      webhookRequestBody([event]),
    );
    if (!delivery.delivered) app.log.warn({ reason: delivery.reason }, 'webhook not delivered');
    return { event, delivery };
  }

  app.get(
    '/',
    {
      schema: {
        querystring: PageQuery,
        response: { 200: { content: { 'text/html': { schema: HtmlPage } } } },
      },
    },
    async (request, reply) => {
      const { action, userId, delivered, status } = request.query;
      const notice =
        action && userId && delivered !== undefined
          ? { action, userId, delivered, status }
          : undefined;
      return reply
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(
          renderOfficialAccountPage({
            webhookUrl: app.sandbox.config.lineWebhookUrl,
            friends,
            notice,
          }),
        );
    },
  );

  app.post(
    '/',
    { schema: { body: PageForm, response: { 400: MessageBody } } },
    async (request, reply) => {
      const { action, userId } = request.body;
      const { delivery } = await sendFollowEvent(action, userId);
      const query = new URLSearchParams({ action, userId, delivered: String(delivery.delivered) });
      if (delivery.status !== undefined) query.set('status', String(delivery.status));
      return reply.redirect(`${SANDBOX_BASE_PATHS.lineOfficialAccount}?${query.toString()}`, 303);
    },
  );

  app.post(
    '/:action',
    {
      schema: {
        params: ActionParams,
        body: FollowBody,
        response: { 200: DeliveredAnswer, 400: MessageBody, 502: NotDeliveredAnswer },
      },
    },
    async (request, reply) => {
      const { event, delivery } = await sendFollowEvent(request.params.action, request.body.userId);
      const webhookUrl = app.sandbox.config.lineWebhookUrl;
      if (!delivery.delivered) {
        return reply
          .code(502)
          .send({ message: delivery.reason, webhookUrl, status: delivery.status });
      }
      return { webhookUrl, status: delivery.status, event };
    },
  );
};

export default lineOfficialAccount;
