import type { FastifyPluginAsync } from 'fastify';
import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { CHAT_PAGE_PATH } from './chat-page';
import chatRoute from './chat-route';
import controlRoutes from './control-routes';
import messagingApi from './messaging-api';
import type { MessagingContext } from './messaging-context';
import { MessagingFaults } from './messaging-faults';
import { MessagingStore } from './messaging-store';

/** Where the tests' controls of the stand-in live (not a LINE path). */
export const MESSAGING_CONTROL_PATH = '/sandbox/messaging';

/**
 * The LINE Messaging API stand-in, its controls and its chat page, sharing one store.
 *
 * The API is served under `/line` (next to LINE Login, as `${SANDBOX_PUBLIC_URL}/line` reads)
 * and also at the root: `@line/bot-sdk` resolves its paths (`/v2/bot/...`) against the base
 * URL's origin, so a client given `${SANDBOX_PUBLIC_URL}/line` calls `/v2/bot/...`.
 */
const lineMessaging: FastifyPluginAsync = async (app) => {
  const context: MessagingContext = {
    config: app.sandbox.config,
    store: new MessagingStore(app.sandbox.clock),
    faults: new MessagingFaults(),
  };
  await app.register(messagingApi, { ...context, prefix: SANDBOX_BASE_PATHS.line });
  await app.register(messagingApi, { ...context, prefix: '' });
  await app.register(controlRoutes, { ...context, prefix: MESSAGING_CONTROL_PATH });
  await app.register(chatRoute, { ...context, prefix: CHAT_PAGE_PATH });
};

export default lineMessaging;
