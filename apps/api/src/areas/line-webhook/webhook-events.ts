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

/** A follow (friend added or unblocked) or unfollow (blocked) event from a LINE user. */
const FollowChangeEvent = TypeCompiler.Compile(
  Type.Object({
    type: Type.Union([Type.Literal('follow'), Type.Literal('unfollow')]),
    /** Milliseconds since the epoch. */
    timestamp: Type.Integer({ minimum: 0, maximum: LATEST_TIMESTAMP }),
    /** A ULID today; any short printable id is kept as it is. */
    webhookEventId: Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' }),
    source: Type.Object({
      type: Type.Literal('user'),
      userId: Type.String({ pattern: LINE_USER_ID_PATTERN }),
    }),
  }),
);

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
      /** Events of other types (messages, joins…) and follow events not from a user. */
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
  for (const event of parsed.events) {
    if (!FollowChangeEvent.Check(event)) continue;
    changes.push({
      webhookEventId: event.webhookEventId,
      userId: event.source.userId,
      type: event.type,
      at: new Date(event.timestamp),
    });
  }
  return { readable: true, changes, ignored: parsed.events.length - changes.length };
}
