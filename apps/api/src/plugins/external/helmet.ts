import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. Scripts, fonts and styles come from this origin only; MUI/emotion inject
 * `<style>` tags, hence 'unsafe-inline' for styles. Images and media may also be data:, blob:
 * (previews before upload) or any https: URL (LINE content, uploaded media behind a CDN).
 * Answers written before routing get the same headers (see `security-headers.ts`).
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Uploaded media under /files is shown by LINE clients and the sandbox on other origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies FastifyHelmetOptions;

export default fp(
  async (app) => {
    await app.register(helmet, HELMET_OPTIONS);
  },
  { name: 'helmet' },
);
