import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_ERRORS, API_PATHS } from '@hbc/contracts';
import { unauthorized } from '../../http-errors';
import { applyFollowChanges } from './apply-follow-changes';
import { applyTesterCodes } from './apply-tester-codes';
import { isLineSignatureValid } from './line-signature';
import { maskLineUserId } from './mask-line-user-id';
import { readWebhookBody } from './webhook-events';
import { ErrorBody } from '../../schemas/envelope';
import { LINE_WEBHOOK_BODY_LIMIT, LineWebhookAnswer, LineWebhookHeaders } from './schema';

const OK = { message: 'SUCCESS' as const, data: null };

/** Masked userIds logged per call at most: enough to trace a follow, never a list of users. */
const LOGGED_USERS = 10;

/**
 * `POST /webhook/line`: LINE Messaging API webhook calls, public and signed. The signature
 * covers the body's exact bytes, so this plugin keeps every body raw (whatever its content
 * type) and nothing is parsed before the signature is checked. Follow and unfollow events
 * update the citizens; a text that is a live tester code adds its sender as a tester; every other
 * event is ignored.
 */
const lineWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // This plugin's context only: the rest of the API keeps its JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    API_PATHS.lineWebhook,
    {
      bodyLimit: LINE_WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['webhook'],
        summary:
          'LINE Messaging API webhook (follow and unfollow events, tester codes sent as texts)',
        description:
          'The body is read raw (at most 1 MiB) and parsed only once X-Line-Signature checks out.',
        headers: LineWebhookHeaders,
        response: { 200: LineWebhookAnswer, 401: ErrorBody, 413: ErrorBody, 500: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-line-signature'];
      const { channelSecret } = app.config.lineMessaging;
      if (!isLineSignatureValid(channelSecret, body, signature)) {
        request.log.warn(
          { signature: signature ? 'wrong' : 'missing', bytes: body.length },
          'LINE webhook refused: bad signature',
        );
        throw unauthorized();
      }

      const reading = readWebhookBody(body);
      if (!reading.readable) {
        // Answered 200 all the same: LINE would redeliver the same bytes for ever.
        request.log.warn({ bytes: body.length }, 'LINE webhook body is no webhook body: ignored');
        return OK;
      }

      try {
        const applied = await applyFollowChanges(app.db, reading.changes);
        const testers = await applyTesterCodes(app.db, reading.texts);
        request.log.info(
          {
            handled: applied.handled,
            redelivered: applied.redelivered,
            ignored: reading.ignored,
            testersAdded: testers,
            users: applied.userIds.slice(0, LOGGED_USERS).map(maskLineUserId),
          },
          'LINE webhook events handled',
        );
      } catch (error) {
        // 500 rather than 200: LINE then redelivers the call (with its channel's redelivery on),
        // and the handled webhookEventIds make a redelivery change nothing twice. The error is
        // logged by its code only: a database error's detail may quote a LINE userId.
        const code = (error as { code?: unknown } | null)?.code;
        request.log.error(
          { code: typeof code === 'string' ? code : undefined },
          'LINE webhook events not stored: LINE may deliver them again',
        );
        return reply.code(500).send({ message: API_ERRORS.INTERNAL_ERROR });
      }
      return OK;
    },
  );
};

export default lineWebhookRoutes;
