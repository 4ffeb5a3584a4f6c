import fp from 'fastify-plugin';
import type { SandboxConfig } from '../../config/load-config';
import type { Clock } from '../../domain/clock';
import { SandboxStore } from '../../domain/sandbox-store';

export interface SandboxContext {
  config: SandboxConfig;
  clock: Clock;
  store: SandboxStore;
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

/** Decorates the app with the configuration, the clock and the in-memory store. */
export default fp<SandboxContextOptions>(
  async (app, { config, clock }) => {
    app.decorate('sandbox', { config, clock, store: new SandboxStore(clock) });
  },
  { name: 'sandbox-context' },
);
