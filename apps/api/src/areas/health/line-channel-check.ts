import { LINE_CHANNEL_TEXTS, type LineChannelCheck, type LineChannelOutcome } from '@hbc/contracts';
import { desc, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { appUser, lineChannelCheck } from '../../db/schema';
import type { LineMessaging, SendOutcome } from '../../engine/sending/line-messaging';

/** Staff members asked about at start-up: the last to sign in are the likeliest friends. */
export const STAFF_ASKED_AT_START = 5;

async function record(
  db: Database,
  outcome: LineChannelOutcome,
  source: 'startup' | 'test-send',
  now: Date,
): Promise<void> {
  const values = { outcome, source, checkedAt: now };
  await db
    .insert(lineChannelCheck)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: lineChannelCheck.id, set: values });
}

/**
 * At start-up: asks the Messaging API channel about the LINE user IDs of the staff members who
 * last signed in (IDs the LINE Login channel gave). One it knows proves both channels are under
 * one provider; none known leaves it unconfirmed (they may not be friends of the account). No
 * staff member with LINE yet, or LINE not answering, records nothing.
 */
export async function checkChannelsAtStart(
  db: Database,
  line: Pick<LineMessaging, 'knowsUser'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  now = new Date(),
): Promise<LineChannelOutcome | null> {
  const staff = await db
    .select({ lineUserId: appUser.lineUserId })
    .from(appUser)
    .where(isNotNull(appUser.lineUserId))
    .orderBy(desc(appUser.lastLoginAt))
    .limit(STAFF_ASKED_AT_START);
  if (staff.length === 0) return null;
  let outcome: LineChannelOutcome = 'UNCONFIRMED';
  try {
    for (const { lineUserId } of staff) {
      if (lineUserId && (await line.knowsUser(lineUserId))) {
        outcome = 'SAME_PROVIDER';
        break;
      }
    }
  } catch (error) {
    log.warn({ err: error }, 'LINE did not answer the check of the LINE channels’ provider');
    return null;
  }
  await record(db, outcome, 'startup', now);
  if (outcome !== 'SAME_PROVIDER') {
    log.warn(
      { staffAsked: staff.length },
      'no staff member’s LINE user ID is known to the Messaging API channel',
    );
  }
  return outcome;
}

/** LINE's 400 naming `to`: the pushed user ID does not exist under the Messaging channel's provider. */
export function refusesRecipient(outcome: SendOutcome): boolean {
  return outcome.kind === 'refused' && outcome.status === 400 && /'to'/.test(outcome.reason);
}

/**
 * A test send to the staff member's own LINE account settles the question: LINE took a push to
 * the ID the Login channel gave, or refused it as no user of its provider.
 */
export async function recordSelfPush(
  db: Database,
  outcome: SendOutcome,
  now = new Date(),
): Promise<void> {
  if (outcome.kind === 'accepted' || outcome.kind === 'duplicate') {
    await record(db, 'SAME_PROVIDER', 'test-send', now);
  } else if (refusesRecipient(outcome)) {
    await record(db, 'OTHER_PROVIDER', 'test-send', now);
  }
}

/** The last check, with what it means; null before any. */
export async function readChannelCheck(db: Database): Promise<LineChannelCheck | null> {
  const [row] = await db.select().from(lineChannelCheck).limit(1);
  if (!row) return null;
  return {
    outcome: row.outcome,
    message: LINE_CHANNEL_TEXTS[row.outcome],
    checkedAt: row.checkedAt.toISOString(),
  };
}
