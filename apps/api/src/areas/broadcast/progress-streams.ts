import { FINAL_BROADCAST_STATUSES } from '@hbc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProgressHub } from '../../engine/sending/progress-hub';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The progress streams of `app`'s broadcasts: each is `text/event-stream` of `event: progress`
 * until the broadcast ends. Open streams are ended when the API stops, which would otherwise
 * wait for them. Answers the function that streams broadcast `id`'s progress on a reply.
 */
export function progressStreams(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply, id: number) => void {
  const progress = new ProgressHub(app.db, 500, (error) =>
    app.log.error({ err: error }, 'broadcast progress read failed'),
  );
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => progress.stop());

  return (request, reply, id) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const stop = progress.watch(id, (value) => {
      raw.write(`event: progress\ndata: ${JSON.stringify(value)}\n\n`);
      if (FINAL_BROADCAST_STATUSES.includes(value.status) || value.status === 'DRAFT') end();
    });
    function end() {
      streams.delete(end);
      clearInterval(keepAlive);
      stop();
      if (!raw.writableEnded) raw.end();
    }
    streams.add(end);
    request.raw.on('close', end);
  };
}
