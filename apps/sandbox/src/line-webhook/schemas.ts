import { Type } from '@sinclair/typebox';
import { LINE_USER_ID_PATTERN } from '@hbc/contracts';

export const FollowAction = Type.Union([Type.Literal('follow'), Type.Literal('unfollow')]);

const LineUserId = Type.String({
  pattern: LINE_USER_ID_PATTERN,
  description: "a LINE userId: 'U' and 32 hexadecimal digits",
});

/** A follow or unfollow webhook event object, field for field as LINE sends it. */
export const FollowWebhookEvent = Type.Object({
  type: FollowAction,
  mode: Type.Literal('active'),
  timestamp: Type.Integer({ description: 'milliseconds since the epoch' }),
  source: Type.Object({ type: Type.Literal('user'), userId: Type.String() }),
  webhookEventId: Type.String({ description: 'a ULID' }),
  deliveryContext: Type.Object({ isRedelivery: Type.Boolean() }),
  /** follow only: LINE lets the bot reply to a new friend. */
  replyToken: Type.Optional(Type.String()),
  /** follow only: whether the user unblocked the account rather than added it. */
  follow: Type.Optional(Type.Object({ isUnblocked: Type.Boolean() })),
});

/** A text message event object, field for field as LINE sends it (a user wrote to the account). */
export const TextMessageWebhookEvent = Type.Object({
  type: Type.Literal('message'),
  mode: Type.Literal('active'),
  timestamp: Type.Integer({ description: 'milliseconds since the epoch' }),
  source: Type.Object({ type: Type.Literal('user'), userId: Type.String() }),
  webhookEventId: Type.String({ description: 'a ULID' }),
  deliveryContext: Type.Object({ isRedelivery: Type.Boolean() }),
  replyToken: Type.String(),
  message: Type.Object({
    id: Type.String({ description: 'the message id: decimal digits' }),
    type: Type.Literal('text'),
    quoteToken: Type.String(),
    text: Type.String(),
  }),
});

/** LINE's longest text message. */
const MESSAGE_TEXT_MAX_LENGTH = 5000;
const MessageText = Type.String({ minLength: 1, maxLength: MESSAGE_TEXT_MAX_LENGTH });

/** `POST /line/oa/message`: a LINE user sends a text to the account. */
export const TextToAccountBody = Type.Object({ userId: LineUserId, text: MessageText });

export const MessageDeliveredAnswer = Type.Object({
  webhookUrl: Type.String(),
  status: Type.Integer(),
  event: TextMessageWebhookEvent,
});

/** The page's message form. */
export const MessageForm = Type.Object({ userId: LineUserId, text: MessageText });

export const ActionParams = Type.Object({ action: FollowAction });

export const FollowBody = Type.Object({ userId: LineUserId });

export const DeliveredAnswer = Type.Object({
  webhookUrl: Type.String(),
  status: Type.Integer(),
  event: FollowWebhookEvent,
});

export const NotDeliveredAnswer = Type.Object({
  message: Type.String(),
  webhookUrl: Type.String(),
  status: Type.Optional(Type.Integer()),
});

/** The page's buttons: a form per user. */
export const PageForm = Type.Object({ userId: LineUserId, action: FollowAction });

/** What the page shows after a button was pressed (Post/Redirect/Get). */
export const PageQuery = Type.Object({
  action: Type.Optional(Type.Union([FollowAction, Type.Literal('message')])),
  userId: Type.Optional(LineUserId),
  delivered: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
});
