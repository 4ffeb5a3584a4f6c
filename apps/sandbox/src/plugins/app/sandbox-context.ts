import fp from 'fastify-plugin';
import type { SandboxConfig } from '../../config/load-config';
import type { Clock } from '../../domain/clock';
import { SandboxStore } from '../../domain/sandbox-store';
import { OfficialAccountFriends } from '../../line-webhook/official-account-friends';
import { ChannelFaults } from '../../messaging-api/channel-faults';

export interface SandboxContext {
  config: SandboxConfig;
  clock: Clock;
  store: SandboxStore;
  /** The Messaging API's run-time fault profile (shown with the sign-in faults). */
  channelFaults: ChannelFaults;
  /** Who follows the Official Account: the follow page writes it, the follower IDs read it. */
  friends: OfficialAccountFriends;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
  }
}

export interface SandboxContextOptions {
  config: SandboxConfig;
  clock: Clock;
}

/**
 * Decorates the app with the configuration, the clock, the in-memory store, the Messaging
 * API's fault profile and the Official Account's followers.
 */
export default fp<SandboxContextOptions>(
  async (app, { config, clock }) => {
    app.decorate('sandbox', {
      config,
      clock,
      store: new SandboxStore(clock),
      channelFaults: new ChannelFaults(),
      friends: new OfficialAccountFriends(),
    });
  },
  { name: 'sandbox-context' },
);
