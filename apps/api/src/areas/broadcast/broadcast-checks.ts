import {
  APPROVAL_TEXTS,
  BROADCAST_MESSAGES,
  type BroadcastBody,
  type ValidationIssue,
} from '@hbc/contracts';
import { and, eq } from 'drizzle-orm';
import { checkMessages } from '../../engine/sending/line-messages';
import type { LineMessage } from '../../engine/sending/line-messaging';
import type { Database } from '../../db/database';
import { segment } from '../../db/schema';
import { badRequest } from '../../http-errors';
import type { AskLine } from './line-validation';

/** `/messages/1/actions/0/linkUri` of an issue at `actions.0.linkUri` in message 1. */
function messagePath(index: number | null, path: string): string {
  const inner =
    path === ''
      ? ''
      : `/${path
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .filter(Boolean)
          .join('/')}`;
  return index === null ? '/messages' : `/messages/${index}${inner}`;
}

/**
 * Every problem of the messages (the composer's rules and LINE's), at its path; with `required`,
 * no message at all is one. Answers the LINE message objects when there is none.
 */
export function messageIssues(
  messages: readonly unknown[],
  required: boolean,
  httpMediaOrigin: string | undefined,
): { issues: ValidationIssue[]; lineMessages: LineMessage[] } {
  if (messages.length === 0) {
    return {
      issues: required ? [{ path: '/messages', message: BROADCAST_MESSAGES.messagesRequired }] : [],
      lineMessages: [],
    };
  }
  const checked = checkMessages(messages, httpMediaOrigin);
  if (checked.ok) return { issues: [], lineMessages: checked.messages };
  return {
    issues: checked.issues.map((issue) => ({
      path: messagePath(issue.index, issue.path),
      message: issue.text,
    })),
    lineMessages: [],
  };
}

/** The body's target: a segment of the unit with SEGMENT, none with UNIT. */
async function targetIssues(
  db: Database,
  unitId: number,
  body: BroadcastBody,
): Promise<ValidationIssue[]> {
  const segmentId = body.segmentId ?? null;
  if (body.target === 'UNIT') {
    return segmentId === null
      ? []
      : [{ path: '/segmentId', message: BROADCAST_MESSAGES.segmentNotAllowed }];
  }
  if (segmentId === null)
    return [{ path: '/segmentId', message: BROADCAST_MESSAGES.segmentRequired }];
  const [found] = await db
    .select({ id: segment.id })
    .from(segment)
    .where(and(eq(segment.id, segmentId), eq(segment.unitId, unitId)));
  return found ? [] : [{ path: '/segmentId', message: BROADCAST_MESSAGES.segmentNotFound }];
}

/** An urgent broadcast says why. */
function urgencyIssues(body: BroadcastBody): ValidationIssue[] {
  return body.urgent === true && !body.urgentReason?.trim()
    ? [{ path: '/urgentReason', message: APPROVAL_TEXTS.urgentReasonRequired }]
    : [];
}

/** The messages of a send (now, scheduled or approved): 400 with every problem, LINE's too. */
export async function checkSendableMessages(
  messages: readonly unknown[],
  httpMediaOrigin: string | undefined,
  askLine: AskLine | undefined,
): Promise<void> {
  const { issues, lineMessages } = messageIssues(messages, true, httpMediaOrigin);
  if (issues.length === 0 && askLine) issues.push(...(await askLine(lineMessages)));
  if (issues.length > 0) throw badRequest(issues);
}

/** The body checked whole: 400 with every problem at once. */
export async function checkBroadcastBody(
  db: Database,
  unitId: number,
  body: BroadcastBody,
  options: {
    messagesRequired: boolean;
    httpMediaOrigin: string | undefined;
    /** LINE asked too, once the model accepts the messages. */
    askLine?: AskLine | undefined;
  },
): Promise<void> {
  const checked = messageIssues(body.messages, options.messagesRequired, options.httpMediaOrigin);
  const issues = [
    ...(await targetIssues(db, unitId, body)),
    ...urgencyIssues(body),
    ...checked.issues,
  ];
  if (issues.length === 0 && options.askLine)
    issues.push(...(await options.askLine(checked.lineMessages)));
  if (issues.length > 0) throw badRequest(issues);
}
