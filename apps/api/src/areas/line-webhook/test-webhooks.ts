import { createHmac, randomBytes } from 'node:crypto';

/** The channel secret the webhook specs configure (LINE_MESSAGING_CHANNEL_SECRET). */
export const TEST_CHANNEL_SECRET = 'test-messaging-channel-secret';

/** X-Line-Signature as LINE computes it: base64 of HMAC-SHA256(channel secret, raw body). */
export const signatureOf = (body: string | Buffer, secret = TEST_CHANNEL_SECRET): string =>
  createHmac('sha256', secret).update(body).digest('base64');

/** A LINE userId no other test uses: 'U' and 32 hexadecimal digits. */
export const newLineUserId = (): string => `U${randomBytes(16).toString('hex')}`;

let eventCounter = 0;
/** A webhookEventId shaped like LINE's (a ULID: 26 Crockford base-32 characters). */
export function newWebhookEventId(): string {
  eventCounter += 1;
  const random = randomBytes(8).toString('hex').toUpperCase();
  return `01J${String(eventCounter).padStart(7, '0')}${random}`.slice(0, 26);
}

type FollowType = 'follow' | 'unfollow';

/** A follow or unfollow event object as LINE sends it. */
export function followEvent(
  type: FollowType,
  userId: string,
  timestamp: number,
  webhookEventId = newWebhookEventId(),
): Record<string, unknown> {
  return {
    type,
    mode: 'active',
    timestamp,
    source: { type: 'user', userId },
    webhookEventId,
    deliveryContext: { isRedelivery: false },
    ...(type === 'follow'
      ? { replyToken: randomBytes(16).toString('hex'), follow: { isUnblocked: false } }
      : {}),
  };
}

/** The bot's own userId, as `destination`. */
export const DESTINATION = 'Udeadbeefdeadbeefdeadbeefdeadbeef';

/** A webhook request body: compact JSON as LINE sends it. */
export const webhookBody = (events: unknown[]): string =>
  JSON.stringify({ destination: DESTINATION, events });
