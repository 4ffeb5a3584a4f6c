import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { HELMET_OPTIONS } from './plugins/external/helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

let derived: Promise<SecurityHeaders> | undefined;

/**
 * The headers helmet gives every routed answer, for the answers written before routing (a
 * refused request line or header, a malformed URL). Helmet itself derives them from
 * HELMET_OPTIONS, on a bare instance, once.
 */
export function securityHeaders(): Promise<SecurityHeaders> {
  derived ??= (async () => {
    const probe = Fastify({ logger: false });
    try {
      await probe.register(helmet, HELMET_OPTIONS);
      // In the handler, the answer carries only what helmet's onRequest hook has set.
      probe.get('/', async (_request, reply) =>
        Object.fromEntries(
          Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
        ),
      );
      return (await probe.inject({ method: 'GET', url: '/' })).json<SecurityHeaders>();
    } finally {
      await probe.close();
    }
  })();
  return derived;
}
