import {
  BROADCAST_MESSAGES,
  type BroadcastRecord,
  maskLineUserId,
  TEST_SEND_MAX_TESTERS,
  TESTER_MESSAGES,
  type BroadcastTestSend,
  type BroadcastTestSendBody,
} from '@hbc/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import { recordSelfPush, refusesRecipient } from '../health/line-channel-check';
import { testersOfUnit } from '../tester/tester-record';
import { BROADCAST_ENTRY } from './broadcast-activity';
import type { LineMessaging, SendOutcome } from '../../engine/sending/line-messaging';
import type { Database } from '../../db/database';
import { appUser, fullNameOf } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import { messageIssues } from './broadcast-checks';
import { readBroadcast } from './broadcast-record';

interface Recipient {
  name: string;
  lineUserId: string;
}

/** The staff member's own LINE account (409 when they signed in without one). */
async function ownAccount(db: Database, userId: number): Promise<Recipient> {
  const [user] = await db
    .select({ lineUserId: appUser.lineUserId, name: fullNameOf(appUser) })
    .from(appUser)
    .where(eq(appUser.id, userId));
  if (!user?.lineUserId) throw conflict([{ path: '', message: BROADCAST_MESSAGES.noLineAccount }]);
  return { name: String(user.name), lineUserId: user.lineUserId };
}

/**
 * The chosen testers of `unitId`: at most TEST_SEND_MAX_TESTERS, each of that unit (400 at
 * `/testerIds` otherwise).
 */
async function chosenTesters(
  db: Database,
  unitId: number,
  ids: readonly number[],
): Promise<Recipient[]> {
  if (ids.length > TEST_SEND_MAX_TESTERS) {
    throw badRequest([{ path: '/testerIds', message: TESTER_MESSAGES.tooManyTesters }]);
  }
  const rows = await testersOfUnit(db, unitId, ids);
  if (rows.length !== ids.length) {
    throw badRequest([{ path: '/testerIds', message: TESTER_MESSAGES.notOfUnit }]);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ name: row.name, lineUserId: row.lineUserId }] : [];
  });
}

/** The error a push's outcome stands for; null when LINE took it. */
function pushFailure(outcome: SendOutcome): HttpError | null {
  if (outcome.kind === 'retry') return new HttpError(503, BROADCAST_MESSAGES.lineUnavailable);
  if (refusesRecipient(outcome)) {
    return badRequest([{ path: '/testerIds', message: BROADCAST_MESSAGES.lineUnknownRecipient }]);
  }
  if (outcome.kind === 'refused') {
    return badRequest([
      { path: '/messages', message: `${BROADCAST_MESSAGES.lineRefused}: ${outcome.reason}` },
    ]);
  }
  return null;
}

/** A failed push's reason as the staff member reads it. */
function reasonOf(error: HttpError): string {
  return error.errors?.[0]?.message ?? error.message;
}

/**
 * Pushes broadcast `id`'s messages to the chosen testers of its unit and/or the actor's own LINE
 * account (no body: their own account only), so they see them as a citizen will. Answers whom
 * it went to and whom LINE did not take it for (each LINE userId masked); one activity entry
 * names those it went to (masked). When LINE took it for nobody, the first refusal is the answer.
 * Another unit's broadcast is a 404.
 */
export async function testSend(
  db: Database,
  line: Pick<LineMessaging, 'push'>,
  actor: Actor & { userId: number },
  id: number,
  body: BroadcastTestSendBody | undefined,
  httpMediaOrigin: string | undefined,
): Promise<BroadcastTestSend> {
  const record = await readBroadcast(db, id);
  if (!record || record.unitId !== actor.unitId) throw notFound();
  return testSendOf(db, line, actor, record, body, httpMediaOrigin);
}

/** `testSend` of a broadcast the caller has found in the actor's scope. */
export async function testSendOf(
  db: Database,
  line: Pick<LineMessaging, 'push'>,
  actor: Actor & { userId: number },
  record: BroadcastRecord,
  body: BroadcastTestSendBody | undefined,
  httpMediaOrigin: string | undefined,
): Promise<BroadcastTestSend> {
  const testerIds = body?.testerIds ?? [];
  const toSelf = body?.toSelf ?? body?.testerIds === undefined;
  if (!toSelf && testerIds.length === 0) {
    throw badRequest([{ path: '/testerIds', message: TESTER_MESSAGES.noRecipient }]);
  }
  const testers = await chosenTesters(db, record.unitId, testerIds);
  const { issues, lineMessages } = messageIssues(record.messages, true, httpMediaOrigin);
  if (issues.length > 0) throw badRequest(issues);
  const self = toSelf ? await ownAccount(db, actor.userId) : null;
  const recipients = self ? [self, ...testers] : testers;

  const sent: Recipient[] = [];
  const failed: { recipient: Recipient; error: HttpError }[] = [];
  for (const recipient of recipients) {
    const outcome = await line.push(recipient.lineUserId, lineMessages, randomUUID());
    // The staff member's ID came from LINE Login: LINE's answer tells whether both channels agree.
    if (recipient === self) await recordSelfPush(db, outcome);
    const error = pushFailure(outcome);
    if (error) failed.push({ recipient, error });
    else sent.push(recipient);
  }
  // Nobody got it: the first failure is the answer, as for a single recipient.
  const first = failed[0];
  if (sent.length === 0 && first) throw first.error;
  const sentTo = sent.map(({ name, lineUserId }) => ({
    name,
    lineUserIdMasked: maskLineUserId(lineUserId),
  }));
  await recordActivity(
    db,
    actor,
    BROADCAST_ENTRY.tested(
      record.title,
      sentTo.map((to) => to.lineUserIdMasked).join(', '),
      lineMessages.length,
    ),
  );
  return {
    sentTo,
    failed: failed.map(({ recipient, error }) => ({
      name: recipient.name,
      lineUserIdMasked: maskLineUserId(recipient.lineUserId),
      reason: reasonOf(error),
    })),
  };
}
