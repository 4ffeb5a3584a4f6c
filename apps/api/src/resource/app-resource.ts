import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defineResource, type ResourceDeclaration } from './define-resource';

/**
 * The plugin of an area whose routes need what the app holds (its configuration, keys, caches):
 * the declaration is made from the app when the area is registered.
 */
export function defineAppResource(
  declare: (app: FastifyInstance) => ResourceDeclaration,
): FastifyPluginAsync {
  return async (app, options) => defineResource(declare(app))(app, options);
}
