import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { staffOf } from '../plugins/app/auth';
import { Success } from '../schemas/envelope';
import { listAnswer } from '../schemas/list';
import { SIGNED_IN, type AreaDeclaration, type RouteDeclaration } from './route-declaration';
import { someRoleRefused, standardAnswers } from './standard-answers';

/** An area's routes and what they share (see docs/contributing.md). */
export interface ResourceDeclaration extends AreaDeclaration {
  routes: readonly RouteDeclaration[];
}

const BEARER = [{ bearer: [] }];

/** The success envelope around what a handler gives, as its answer kind says. */
function envelope(route: RouteDeclaration, result: unknown): unknown {
  switch (route.answer.kind) {
    case 'data':
      return { message: 'SUCCESS', data: result };
    case 'list': {
      const { data, total } = result as { data: unknown[]; total: number };
      return { message: 'SUCCESS', data, total };
    }
    case 'reply':
    case 'body':
    case 'stream':
      return result;
  }
}

function responsesOf(declaration: AreaDeclaration, route: RouteDeclaration) {
  const { answer } = route;
  if (answer.kind === 'reply') return answer.schemas;
  const ok =
    answer.kind === 'data'
      ? Success(answer.schema)
      : answer.kind === 'list'
        ? listAnswer(answer.schema)
        : answer.schema;
  return standardAnswers(ok, {
    validates: Boolean(route.params ?? route.body ?? route.querystring),
    refuses:
      Boolean(route.refuses) ||
      (route.access !== SIGNED_IN && someRoleRefused(declaration.area, route.access)),
    mayBeMissing: Boolean(route.inScope ?? route.mayBeMissing),
    conflicts: Boolean(route.conflicts),
    limitsBody: route.bodyLimit !== undefined,
    unavailable: Boolean(route.unavailable),
  });
}

/**
 * The Fastify plugin of an area: each declared route gets the area's tag, bearer security, the
 * access-token and permission hooks, the scope check of what it names, the standard error answers
 * it can give and the success envelope, so that a route declares only what is its own.
 */
export function defineResource(declaration: ResourceDeclaration): FastifyPluginAsync {
  return async (app) => {
    const scopeHook = (route: RouteDeclaration): preHandlerAsyncHookHandler | undefined => {
      const { inScope } = route;
      if (inScope === undefined) return undefined;
      if (inScope === true) {
        const { unitOf } = declaration;
        if (!unitOf) throw new Error(`${route.url}: the area declares no scope rule (unitOf)`);
        return app.requireInScope(declaration.area, (request) =>
          unitOf(app.db, (request.params as { id: number }).id),
        );
      }
      return app.requireInScope(declaration.area, (request) => inScope(request, { db: app.db }));
    };

    for (const route of declaration.routes) {
      const preHandler = scopeHook(route);
      app.route({
        method: route.method,
        url: route.url,
        onRequest:
          route.access === SIGNED_IN
            ? [app.requireAccessToken]
            : [
                app.requireAccessToken,
                app.requirePermission(declaration.area, route.access.need, route.access.scope),
              ],
        ...(preHandler ? { preHandler } : {}),
        ...(route.preValidation ? { preValidation: route.preValidation } : {}),
        ...(route.bodyLimit !== undefined ? { bodyLimit: route.bodyLimit } : {}),
        schema: {
          tags: [declaration.tag],
          summary: route.summary,
          ...(route.description ? { description: route.description } : {}),
          security: BEARER,
          ...(route.answer.kind === 'stream' ? { produces: route.answer.produces } : {}),
          ...(route.params ? { params: route.params } : {}),
          ...(route.querystring ? { querystring: route.querystring } : {}),
          ...(route.body ? { body: route.body } : {}),
          response: responsesOf(declaration, route),
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          // The schemas above validated the request: it has the shapes the handler declares.
          const result = await route.handler(request as never, {
            db: app.db,
            staff: staffOf(request),
            reply,
          });
          return envelope(route, result);
        },
      });
    }
  };
}
