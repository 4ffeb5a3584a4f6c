import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http-errors';

/** Path prefixes that belong to the server; unknown paths under them are a 404, never the SPA. */
const SERVER_PREFIXES = ['/api', '/files', '/t', '/webhook'];

export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
}

/** Extensions of the compressed copies the console build writes beside its files. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Files under `root` (absolute paths) that have a compressed copy beside them. */
function filesWithCompressedCopies(root: string): Set<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((file) => file.isFile() && COMPRESSED_COPY.test(file.name))
      .map((file) => join(file.parentPath, file.name.replace(COMPRESSED_COPY, ''))),
  );
}

/** Shown instead of the console when it has not been built. */
export const CONSOLE_NOT_BUILT_PAGE = `<!doctype html>
<html lang="th">
<head><meta charset="utf-8"><title>ระบบยังไม่พร้อมใช้งาน</title></head>
<body style="font-family: sans-serif; margin: 3rem">
<h1>ยังไม่ได้สร้างหน้าระบบ</h1>
<p>กรุณารันคำสั่ง <code>npm run build</code> แล้วเริ่มระบบใหม่อีกครั้ง</p>
</body>
</html>
`;

/**
 * Serves the built console from CONSOLE_DIST: hashed files under /assets are cached for a
 * year, everything else is revalidated, and any other page path answers index.html (the SPA
 * routes). A client that accepts brotli or gzip gets the `.br` / `.gz` copy the build wrote
 * beside the file, when there is one. Without a build, page paths answer a short Thai page
 * saying so. Unknown server paths answer 404 `NOT_FOUND`.
 */
export default fp(
  async (app) => {
    const root = app.config.consoleDist;
    const built = existsSync(join(root, 'index.html'));

    if (built) {
      const compressible = filesWithCompressedCopies(root);
      await app.register(fastifyStatic, {
        root,
        cacheControl: false,
        preCompressed: true,
        // `filePath` is the file sent: the compressed copy when the client accepts one.
        setHeaders: (res, filePath) => {
          const immutable = relative(root, filePath).startsWith(`assets${sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          if (compressible.has(filePath.replace(COMPRESSED_COPY, ''))) {
            res.setHeader('vary', 'accept-encoding');
          }
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (!wantsPage(request)) throw notFound();
      if (built) return reply.sendFile('index.html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(CONSOLE_NOT_BUILT_PAGE);
    });

    app.log.info({ root, built }, built ? 'serving the console' : 'console not built');
  },
  { name: 'console', dependencies: ['config'] },
);
