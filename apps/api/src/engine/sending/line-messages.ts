import { checkForLine, type ComposerIssue, type ComposerMessage } from '@hbc/message-model';
import type { LineMessage } from './line-messaging';

/** Composer messages as LINE message objects, or every reason they cannot be sent. */
export type CheckedMessages =
  { ok: true; messages: LineMessage[] } | { ok: false; issues: ComposerIssue[] };

/**
 * The messages checked by the composer's model (the same rules the console shows) and LINE's
 * rules, then converted: what LINE would refuse never reaches it. `httpMediaOrigin`: http media
 * allowed there (development's own uploads), else https only.
 */
export function checkMessages(
  messages: readonly unknown[],
  httpMediaOrigin?: string,
): CheckedMessages {
  const checked = checkForLine(
    messages as readonly ComposerMessage[],
    httpMediaOrigin ? { httpMediaOrigin } : {},
  );
  return checked.ok ? { ok: true, messages: checked.messages as LineMessage[] } : checked;
}
/** `checkMessages` for the sending: one line of reasons instead of the issues. */
export function lineMessagesOf(
  messages: readonly unknown[],
  httpMediaOrigin?: string,
): { ok: true; messages: LineMessage[] } | { ok: false; reason: string } {
  const checked = checkMessages(messages, httpMediaOrigin);
  return checked.ok
    ? checked
    : { ok: false, reason: checked.issues.map((issue) => issue.text).join('; ') };
}
