import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { LINE_USER_ID_PATTERN } from '@hbc/contracts';

/**
 * A webhook call's body (the verify call's `events` is empty). Only what is read is checked:
 * LINE adds fields over time.
 */
const WebhookBody = TypeCompiler.Compile(
  Type.Object({
    destination: Type.Optional(Type.String()),
    events: Type.Array(Type.Unknown()),
  }),
);

/** Year 9999: later event times are no time PostgreSQL can store. */
const LATEST_TIMESTAMP = 253_402_300_799_999;

/** A ULID today; any short printable id is kept as it is. */
const WebhookEventId = Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' });
/** The event came from a LINE user (not a group or a room). */
const UserSource = Type.Object({
  type: Type.Literal('user'),
  userId: Type.String({ pattern: LINE_USER_ID_PATTERN }),
});

/** A follow (friend added or unblocked) or unfollow (blocked) event from a LINE user. */
const FollowChangeEvent = TypeCompiler.Compile(
  Type.Object({
    type: Type.Union([Type.Literal('follow'), Type.Literal('unfollow')]),
    /** Milliseconds since the epoch. */
    timestamp: Type.Integer({ minimum: 0, maximum: LATEST_TIMESTAMP }),
    webhookEventId: WebhookEventId,
    source: UserSource,
  }),
);

/**
 * A text a LINE user sent to the programme's account (a `message` event whose message is of type
 * `text`); LINE's other fields (replyToken, message.id, quoteToken, emojis, mention…) are not read.
 */
const TextMessageEvent = TypeCompiler.Compile(
  Type.Object({
    type: Type.Literal('message'),
    webhookEventId: WebhookEventId,
    source: UserSource,
    message: Type.Object({ type: Type.Literal('text'), text: Type.String({ maxLength: 5000 }) }),
  }),
);

/** A text a LINE user sent to the programme's account. */
export interface TextFromUser {
  webhookEventId: string;
  userId: string;
  text: string;
}

export type FollowChangeType = 'follow' | 'unfollow';

/** What a follow or unfollow event says, as the citizen table needs it. */
export interface FollowChange {
  webhookEventId: string;
  userId: string;
  type: FollowChangeType;
  at: Date;
}

export type WebhookReading =
  /** Not JSON, or not a webhook body: nothing to do, and nothing LINE could send better. */
  | { readable: false }
  | {
      readable: true;
      changes: FollowChange[];
      /** Texts users sent (a tester's one-time code among them, perhaps). */
      texts: TextFromUser[];
      /** Events of other types (other messages, joins…) and events not from a user. */
      ignored: number;
    };

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The follow changes of a signed webhook body. Call only after its signature is checked. */
export function readWebhookBody(body: Buffer): WebhookReading {
  const parsed = parseJson(body);
  if (!WebhookBody.Check(parsed)) return { readable: false };
  const changes: FollowChange[] = [];
  const texts: TextFromUser[] = [];
  for (const event of parsed.events) {
    if (TextMessageEvent.Check(event)) {
      const { webhookEventId, source, message } = event;
      texts.push({ webhookEventId, userId: source.userId, text: message.text });
      continue;
    }
    if (!FollowChangeEvent.Check(event)) continue;
    changes.push({
      webhookEventId: event.webhookEventId,
      userId: event.source.userId,
      type: event.type,
      at: new Date(event.timestamp),
    });
  }
  return {
    readable: true,
    changes,
    texts,
    ignored: parsed.events.length - changes.length - texts.length,
  };
}
