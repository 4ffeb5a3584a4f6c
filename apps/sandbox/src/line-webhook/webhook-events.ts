import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type {
  FollowAction as FollowActionSchema,
  FollowWebhookEvent as FollowWebhookEventSchema,
  TextMessageWebhookEvent as TextMessageWebhookEventSchema,
} from './schemas';
import { ulid } from './ulid';

/** The userId of the programme's LINE Official Account: `destination` of every webhook call. */
export const OFFICIAL_ACCOUNT_USER_ID = 'U5a0d6c2b8e4f47a1b3c9d8e7f6a5b4c3';

export type FollowAction = Static<typeof FollowActionSchema>;
export type FollowWebhookEvent = Static<typeof FollowWebhookEventSchema>;
export type TextMessageWebhookEvent = Static<typeof TextMessageWebhookEventSchema>;
export type WebhookEvent = FollowWebhookEvent | TextMessageWebhookEvent;

export interface FollowEventInput {
  action: FollowAction;
  userId: string;
  nowMs: number;
  /** follow only: the user had blocked the account before. */
  isUnblocked?: boolean;
}

/** The event of a user adding (or unblocking) or blocking the Official Account. */
export function followWebhookEvent(input: FollowEventInput): FollowWebhookEvent {
  const event: FollowWebhookEvent = {
    type: input.action,
    mode: 'active',
    timestamp: input.nowMs,
    source: { type: 'user', userId: input.userId },
    webhookEventId: ulid(input.nowMs),
    deliveryContext: { isRedelivery: false },
  };
  if (input.action === 'follow') {
    event.replyToken = randomBytes(16).toString('hex');
    event.follow = { isUnblocked: input.isUnblocked ?? false };
  }
  return event;
}

/** A message id as LINE gives them: 18 decimal digits. */
const messageId = (): string =>
  BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(18, '0')
    .slice(-18);

/** The event of a user sending `text` to the Official Account in a chat. */
export function textMessageWebhookEvent(input: {
  userId: string;
  text: string;
  nowMs: number;
}): TextMessageWebhookEvent {
  return {
    type: 'message',
    message: {
      id: messageId(),
      type: 'text',
      quoteToken: randomBytes(32).toString('base64url'),
      text: input.text,
    },
    webhookEventId: ulid(input.nowMs),
    deliveryContext: { isRedelivery: false },
    timestamp: input.nowMs,
    source: { type: 'user', userId: input.userId },
    replyToken: randomBytes(16).toString('hex'),
    mode: 'active',
  };
}

/** A webhook call's body: compact JSON, exactly the bytes that are signed and sent. */
export const webhookRequestBody = (events: WebhookEvent[]): string =>
  JSON.stringify({ destination: OFFICIAL_ACCOUNT_USER_ID, events });
