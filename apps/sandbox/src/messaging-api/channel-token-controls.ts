import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { MessagingContext } from './messaging-context';

const ExpiredResponse = Type.Object({ status: Type.Literal('ok'), expired: Type.Integer() });

/**
 * `DELETE /sandbox/messaging/channel-tokens`: not LINE's. Every channel access token v2.1 issued
 * stops being accepted at once, as if expired, so that a test or a person sees the API's next
 * call answered 401 and the token renewed (the fixed token stays valid).
 */
const channelTokenControls: FastifyPluginAsyncTypebox<MessagingContext> = async (
  app,
  { channelTokens },
) => {
  app.delete('/channel-tokens', { schema: { response: { 200: ExpiredResponse } } }, async () => ({
    status: 'ok' as const,
    expired: channelTokens.expireAll(),
  }));
};

export default channelTokenControls;
