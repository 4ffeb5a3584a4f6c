import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { PAGE_CSP } from '../pages/html';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import { HtmlPage, MessageBody } from '../sandbox/schemas';
import { deliverWebhook, type WebhookDelivery } from './deliver-webhook';
import { renderOfficialAccountPage } from './official-account-page';
import {
  ActionParams,
  DeliveredAnswer,
  FollowBody,
  MessageDeliveredAnswer,
  MessageForm,
  NotDeliveredAnswer,
  PageForm,
  PageQuery,
  TextToAccountBody,
} from './schemas';
import {
  followWebhookEvent,
  textMessageWebhookEvent,
  webhookRequestBody,
  type FollowAction,
  type FollowWebhookEvent,
  type TextMessageWebhookEvent,
} from './webhook-events';

/**
 * The programme's LINE Official Account as LINE's side sees it: a tester makes a LINE user
 * follow or unfollow it, and the sandbox POSTs the signed webhook call LINE would send to the
 * API; a LINE user may also send the account a text (a tester's one-time code), delivered as a
 * `message` event. `POST /line/oa/{follow|unfollow}` with `{ userId }` and `POST /line/oa/message`
 * with `{ userId, text }` for scripts; `GET /line/oa`, a page with a button per identity and a
 * chat box, for people.
 */
const lineOfficialAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(protocolErrorHandler((_statusCode, message) => ({ message })));
  const { friends } = app.sandbox;

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

  async function sendText(
    userId: string,
    text: string,
  ): Promise<{ event: TextMessageWebhookEvent; delivery: WebhookDelivery }> {
    const { config, clock } = app.sandbox;
    const event = textMessageWebhookEvent({ userId, text, nowMs: clock() });
    const delivery = await deliverWebhook(
      config.lineWebhookUrl,
      config.lineMessagingChannelSecret,
      webhookRequestBody([event]),
    );
    if (!delivery.delivered) app.log.warn({ reason: delivery.reason }, 'webhook not delivered');
    return { event, delivery };
  }

  /** The page again, saying what the last press sent. */
  const backToPage = (
    reply: FastifyReply,
    action: string,
    userId: string,
    delivery: WebhookDelivery,
  ) => {
    const query = new URLSearchParams({ action, userId, delivered: String(delivery.delivered) });
    if (delivery.status !== undefined) query.set('status', String(delivery.status));
    return reply.redirect(`${SANDBOX_BASE_PATHS.lineOfficialAccount}?${query.toString()}`, 303);
  };

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
      return backToPage(reply, action, userId, delivery);
    },
  );

  app.post(
    '/text',
    { schema: { body: MessageForm, response: { 400: MessageBody } } },
    async (request, reply) => {
      const { userId, text } = request.body;
      const { delivery } = await sendText(userId, text);
      return backToPage(reply, 'message', userId, delivery);
    },
  );

  app.post(
    '/message',
    {
      schema: {
        body: TextToAccountBody,
        response: { 200: MessageDeliveredAnswer, 400: MessageBody, 502: NotDeliveredAnswer },
      },
    },
    async (request, reply) => {
      const { event, delivery } = await sendText(request.body.userId, request.body.text);
      const webhookUrl = app.sandbox.config.lineWebhookUrl;
      if (!delivery.delivered) {
        return reply
          .code(502)
          .send({ message: delivery.reason, webhookUrl, status: delivery.status });
      }
      return { webhookUrl, status: delivery.status, event };
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
