import { BROADCAST_MESSAGES, type ValidationIssue } from '@hbc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LineMessage, LineMessaging } from '../../engine/sending/line-messaging';

/** Asks LINE about messages the composer's model already accepted; answers LINE's objections. */
export type AskLine = (messages: LineMessage[]) => Promise<ValidationIssue[]>;

/** `/messages/2` for LINE's property `messages[2].contents.body`; `/messages` without an index. */
function messagePathOf(property: string): string {
  const index = /^messages\[(\d+)\]/.exec(property)?.[1];
  return index === undefined ? '/messages' : `/messages/${index}`;
}

/**
 * LINE's own check of the messages (`POST /v2/bot/message/validate/multicast`, messaging-api.yml):
 * a refusal becomes one issue per detail at the message it names, LINE's wording kept after the
 * Thai lead (it names the property). No answer from LINE refuses nothing: the model holds LINE's
 * rules, and a batch LINE refuses still halts the broadcast.
 */
export function askLine(
  line: Pick<LineMessaging, 'validateMulticast'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): AskLine {
  return async (messages) => {
    if (messages.length === 0) return [];
    const verdict = await line.validateMulticast(messages);
    if (verdict.kind === 'accepted') return [];
    if (verdict.kind === 'unavailable') {
      log.warn(
        { reason: verdict.reason },
        'LINE could not check the messages: saved on the model’s check',
      );
      return [];
    }
    const details =
      verdict.details.length > 0 ? verdict.details : [{ property: '', message: verdict.message }];
    return details.map(({ property, message }) => ({
      path: messagePathOf(property),
      message: `${BROADCAST_MESSAGES.lineRefused}: ${property ? `${property}: ` : ''}${message}`,
    }));
  };
}
