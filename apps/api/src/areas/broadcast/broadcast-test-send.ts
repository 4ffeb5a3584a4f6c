import { BROADCAST_MESSAGES, maskLineUserId } from '@hbc/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity-log/record-activity';
import { BROADCAST_ENTRY } from './broadcast-activity';
import type { LineMessaging } from '../../engine/sending/line-messaging';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import { messageIssues } from './broadcast-checks';
import type { BroadcastActor } from './broadcast-changes';
import { readBroadcast } from './broadcast-record';

/**
 * Pushes broadcast `id`'s messages to the actor's own LINE account (the one they sign in with),
 * so they see them as a citizen will. Answers the masked LINE userId it went to.
 */
export async function testSend(
  db: Database,
  line: Pick<LineMessaging, 'push'>,
  actor: BroadcastActor,
  id: number,
  httpMediaOrigin: string | undefined,
): Promise<{ sentTo: string }> {
  const record = await readBroadcast(db, id);
  if (!record || record.unitId !== actor.unitId) throw notFound();
  const { issues, lineMessages } = messageIssues(record.messages, true, httpMediaOrigin);
  if (issues.length > 0) throw badRequest(issues);
  const [user] = await db
    .select({ lineUserId: appUser.lineUserId })
    .from(appUser)
    .where(eq(appUser.id, actor.userId));
  if (!user?.lineUserId) throw conflict([{ path: '', message: BROADCAST_MESSAGES.noLineAccount }]);

  const outcome = await line.push(user.lineUserId, lineMessages, randomUUID());
  if (outcome.kind === 'retry') throw new HttpError(503, BROADCAST_MESSAGES.lineUnavailable);
  if (outcome.kind === 'refused') {
    throw badRequest([
      { path: '/messages', message: `${BROADCAST_MESSAGES.lineRefused}: ${outcome.reason}` },
    ]);
  }
  const sentTo = maskLineUserId(user.lineUserId);
  await recordActivity(
    db,
    actor,
    BROADCAST_ENTRY.tested(record.title, sentTo, lineMessages.length),
  );
  return { sentTo };
}
