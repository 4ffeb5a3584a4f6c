import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlPage } from '../sandbox/schemas';
import { CHAT_PAGE_CSP, renderChatPage, renderRecipientsPage } from './chat-page';
import type { MessagingContext } from './messaging-context';
import { ChatPageQuery } from './schemas';

/** `GET /line/oa/chat`: the recent recipients, or with `?userId=` that user's chat. */
const chatRoute: FastifyPluginAsyncTypebox<MessagingContext> = async (app, { store }) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ChatPageQuery,
        response: { 200: { content: { 'text/html': { schema: HtmlPage } } } },
      },
    },
    async (request, reply) => {
      const { userId, page } = request.query;
      const html =
        userId === undefined
          ? renderRecipientsPage(store, page ?? 1)
          : renderChatPage(store, userId.trim());
      return reply
        .header('content-security-policy', CHAT_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

export default chatRoute;
