import fp from 'fastify-plugin';
import { channelTokenSource, type ChannelTokenSource } from '../../engine/sending/channel-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Messaging API channel's access token, shared by every caller of LINE in the process. */
    lineChannelToken: ChannelTokenSource;
  }
}

/**
 * One channel token source per process (one token v2.1 in use, not one per caller). Closes after
 * the plugins registered later (sending, rollups) stopped calling LINE, revoking its token.
 */
export default fp(
  async (app) => {
    const tokens = channelTokenSource(app.config.lineMessaging, app.log);
    app.decorate('lineChannelToken', tokens);
    app.addHook('onClose', async () => tokens.close());
  },
  { name: 'line-channel-token', dependencies: ['config'] },
);
