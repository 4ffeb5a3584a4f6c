import type { FastifyPluginAsync } from 'fastify';
import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { CHAT_PAGE_PATH } from './chat-page';
import chatRoute from './chat-route';
import channelTokenControls from './channel-token-controls';
import channelTokenRoutes from './channel-token-routes';
import { ChannelTokens } from './channel-tokens';
import controlRoutes from './control-routes';
import faultProfileRoutes, { FAULT_PROFILE_PATH } from './fault-profile-routes';
import messagingApi from './messaging-api';
import type { MessagingContext } from './messaging-context';
import { MessagingFaults } from './messaging-faults';
import { MessagingJournal } from './messaging-journal';
import { MessagingStore } from './messaging-store';
import { SendRates } from './send-rates';

/** Where the tests' controls of the stand-in live (not a LINE path). */
export const MESSAGING_CONTROL_PATH = '/sandbox/messaging';

/**
 * The LINE Messaging API stand-in, its controls and its chat page, sharing one store.
 *
 * The API is served under `/line` (next to LINE Login, as `${SANDBOX_PUBLIC_URL}/line` reads)
 * and also at the root: `@line/bot-sdk` resolves its paths (`/v2/bot/...`) against the base
 * URL's origin, so a client given `${SANDBOX_PUBLIC_URL}/line` calls `/v2/bot/...`.
 *
 * With a journal configured, what it accepted before a restart is read back first.
 */
const lineMessaging: FastifyPluginAsync = async (app) => {
  const { config, clock, channelFaults } = app.sandbox;
  const store = new MessagingStore(clock);
  const journalPath = config.messagingJournal;
  if (journalPath !== null) {
    const journal = MessagingJournal.open(journalPath, (entry) => store.replay(entry));
    store.keepLog(journal);
    app.addHook('onClose', async () => journal.close());
  }
  const context: MessagingContext = {
    config,
    store,
    faults: new MessagingFaults(),
    channelFaults,
    channelTokens: new ChannelTokens(clock),
    rates: new SendRates(
      clock,
      config.lineRateLimitsPerSecond,
      () => channelFaults.rateLimitPerSecond,
    ),
  };
  // Requests held by the profile drop at once rather than keep the sandbox from closing.
  app.addHook('preClose', async () => channelFaults.releaseHolds());
  await app.register(messagingApi, { ...context, prefix: SANDBOX_BASE_PATHS.line });
  await app.register(messagingApi, { ...context, prefix: '' });
  // Channel access tokens v2.1 at the root, where the API asks for them (the Messaging API's
  // origin), apart from LINE Login's token endpoints under /line.
  await app.register(channelTokenRoutes, { ...context, prefix: '' });
  await app.register(channelTokenControls, { ...context, prefix: MESSAGING_CONTROL_PATH });
  await app.register(controlRoutes, { ...context, prefix: MESSAGING_CONTROL_PATH });
  await app.register(faultProfileRoutes, { ...context, prefix: FAULT_PROFILE_PATH });
  await app.register(chatRoute, { ...context, prefix: CHAT_PAGE_PATH });
};

export default lineMessaging;
