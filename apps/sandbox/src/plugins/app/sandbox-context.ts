import fp from 'fastify-plugin';
import type { SandboxConfig } from '../../config/load-config';
import type { Clock } from '../../domain/clock';
import { SandboxStore } from '../../domain/sandbox-store';
import { ChannelFaults } from '../../messaging-api/channel-faults';

export interface SandboxContext {
  config: SandboxConfig;
  clock: Clock;
  store: SandboxStore;
  /** The Messaging API's run-time fault profile (shown with the sign-in faults). */
  channelFaults: ChannelFaults;
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
 * Decorates the app with the configuration, the clock, the in-memory store and the Messaging
 * API's fault profile.
 */
export default fp<SandboxContextOptions>(
  async (app, { config, clock }) => {
    app.decorate('sandbox', {
      config,
      clock,
      store: new SandboxStore(clock),
      channelFaults: new ChannelFaults(),
    });
  },
  { name: 'sandbox-context' },
);
