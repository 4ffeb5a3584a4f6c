import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';

/** LINE's webhook bodies are a few kilobytes; anything this large is answered 413 unread. */
export const LINE_WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const LineWebhookHeaders = Type.Object({
  // Optional here: a missing signature is answered 401 like a wrong one, never 400.
  'x-line-signature': Type.Optional(
    Type.String({
      description: 'base64 of HMAC-SHA256 of the raw body, keyed with the channel secret',
    }),
  ),
});

/** LINE reads only the status; the body follows the API's envelope. */
export const LineWebhookAnswer = Success(Type.Null());
