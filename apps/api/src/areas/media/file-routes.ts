import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http-errors';
import { entityTag, keyOfPublicPath } from './media-keys';
import { ErrorBody } from '../../schemas/envelope';
import { FileBytes, FileHeaders, FileParams, NotModified } from './file-schema';

/** Stored files never change under their name: caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names `tag` (weak tags match too; '*' matches anything). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/**
 * `GET /files/<key>`: uploaded media, public and without authentication (LINE fetches it).
 * Only the key shapes the API itself stores are looked up; anything else is 404 NOT_FOUND.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file; imagemap images also at /files/imagemap/<hash>/<width>',
        params: FileParams,
        headers: FileHeaders,
        response: { 200: FileBytes, 304: NotModified, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const key = keyOfPublicPath(request.params['*']);
      const tag = key && entityTag(key);
      if (!key || !tag) throw notFound();
      const file = await app.storage.get(key);
      if (!file) throw notFound();

      void reply.header('cache-control', IMMUTABLE).header('etag', tag);
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
      return reply.type(file.contentType).header('content-length', file.size).send(file.open());
    },
  );
};

export default fileRoutes;
