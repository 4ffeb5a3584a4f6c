import { rowIdFromText, TRACKING_BROADCAST_PARAM, TRACKING_CODE_PATTERN } from '@hbc/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../../security-headers';
import { ipHasher } from './ip-hash';
import { visitKindOf } from './visit-kind';
import { TRACKING_NOT_FOUND_PAGE } from './not-found-page';
import { NotFoundPage, Redirected, TrackingRedirectParams } from './schema';

/** The `?b=` broadcast id when it is a row id, else null: a bad one is ignored, never an error. */
function broadcastIdOf(query: unknown): number | null {
  const value = (query as Record<string, unknown> | undefined)?.[TRACKING_BROADCAST_PARAM];
  return typeof value === 'string' ? (rowIdFromText(value) ?? null) : null;
}

function notFoundPage(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(TRACKING_NOT_FOUND_PAGE);
}

/**
 * The public redirect `GET /t/{code}` (and `HEAD`): a 302 to the link's destination at once, every
 * time, the visit queued for the batched writer (a browser's click, or a visit kept apart: HEAD,
 * prefetch, link previews, crawlers, scripts; the writer keeps an address's clicks on the link
 * beyond one a minute apart too). An unknown, disabled or malformed code gets the Thai not-found
 * page.
 * Warm, it reads no database and logs nothing per request (links and visits: plugins/app/tracking).
 */
const trackingRedirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { links, visits } = app.tracking;
  const hashIp = ipHasher(app.config.trackingIpHashKey);
  // Helmet's headers as helmet gives every answer, derived once: helmet itself would build its
  // content security policy again for each of these requests.
  const security = await securityHeaders();

  const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(security);
    const { code } = request.params as { code: string };
    if (request.validationError || !TRACKING_CODE_PATTERN.test(code)) return notFoundPage(reply);
    let link = links.peek(code);
    if (link === undefined) link = await links.get(code);
    if (!link) return notFoundPage(reply);

    const kind = visitKindOf(request);
    const at = visits.now();
    const broadcastId = broadcastIdOf(request.query);
    const userAgent = request.headers['user-agent'] ?? null;
    if (kind.bot) {
      visits.record({
        bot: true,
        at,
        trackingUrlId: link.id,
        broadcastId,
        kind: kind.kind,
        userAgent,
      });
    } else {
      visits.record({
        bot: false,
        at,
        trackingUrlId: link.id,
        broadcastId,
        userAgentClass: kind.device,
        ipHash: hashIp(request.ip),
        userAgent,
      });
    }
    return reply
      .code(302)
      .header('location', link.location)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/t/:code',
    // No request log lines: this is the busiest route by far (errors are still logged).
    logLevel: 'warn',
    helmet: false,
    attachValidation: true,
    schema: {
      tags: ['tracking-redirect'],
      summary:
        'A tracking link: 302 to its destination, a browser’s click counted once a minute per address (?b={broadcastId} attributes it); HEAD, prefetch, previews, crawlers, scripts and repeats recorded apart',
      params: TrackingRedirectParams,
      response: { 302: Redirected, 404: NotFoundPage },
    },
    handler: redirect,
  });
};

export default trackingRedirectRoutes;
