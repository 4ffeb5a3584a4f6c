import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkValidateBody } from './checks/requests';
import type { MessagingContext } from './messaging-context';
import { refuseRetryKey } from './messaging-http';
import { BODY_LIMIT_BYTES } from './send-routes';
import { AuthorizationHeaders, EmptyObject, LINE_ERRORS, MessagingRequestBody } from './schemas';

const KINDS = ['reply', 'push', 'multicast', 'narrowcast', 'broadcast'] as const;

/** `POST /v2/bot/message/validate/{kind}`: 200 `{}` when LINE would accept the messages. */
const validateRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, context) => {
  for (const kind of KINDS) {
    app.post(
      `/v2/bot/message/validate/${kind}`,
      {
        bodyLimit: BODY_LIMIT_BYTES,
        onRequest: refuseRetryKey,
        schema: {
          headers: AuthorizationHeaders,
          body: MessagingRequestBody,
          response: { 200: EmptyObject, ...LINE_ERRORS },
        },
      },
      async (request) => {
        const invalid = checkValidateBody(request.body, context.config.apiOrigin);
        if (invalid) throw invalid;
        return {};
      },
    );
  }
};

export default validateRoutes;
