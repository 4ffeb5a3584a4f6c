import {
  SEGMENT_MESSAGES,
  type SegmentBody,
  type SegmentCount,
  type SegmentRecord,
  type SegmentRules,
} from '@hbc/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import { loggedDeletion } from '../activity-log/logged-deletion';
import type { Actor } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { writtenRow } from '../../db/one-row';
import { insertUnlessTaken } from '../../db/insert-unless-taken';
import { broadcast, segment } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { bangkokDay } from './bangkok-day';
import { countSegment } from './count-segment';
import { SEGMENT_ENTRIES, type LoggedSegment } from './segment-activity';
import { checkSegmentRules, ruleNamesOf, type RuleNames } from './segment-rule-checks';
import { readSegment } from './segment-record';

/** Whoever changes segments: a staff member of a unit (segments are no national role's). */
export type SegmentActor = Actor & { userId: number; unitId: number };

const NAME_UNIQUE = 'segment_unit_name_unique';
const nameTaken = () => conflict([{ path: '/name', message: SEGMENT_MESSAGES.nameTaken }]);
const usedByBroadcasts = () => conflict([{ path: '', message: SEGMENT_MESSAGES.usedByBroadcasts }]);
/** Broadcasts that still use their segment to send (once approved, for one): it must stay. */
const SENDING_STATUSES = ['PENDING_APPROVAL', 'SCHEDULED', 'SENDING'] as const;

/**
 * The rules checked, against the database too (400 with every issue at its path); answers the
 * names of what they name. A segment's rules need a condition; a count's may have none.
 */
async function checkedRules(
  db: Database,
  unitId: number,
  rules: SegmentRules,
  requireCondition: boolean,
): Promise<RuleNames> {
  const { issues, names } = await checkSegmentRules(db, unitId, rules, { requireCondition });
  if (issues.length > 0) throw badRequest(issues);
  return names;
}

/** The unit's following citizens the rules reach on `now`'s Bangkok day, excluded CIDs left out. */
async function countAt(
  db: Database,
  unitId: number,
  rules: SegmentRules,
  breakdown: boolean,
  now: Date,
): Promise<SegmentCount> {
  const counted = await countSegment(db, { unitId, rules, today: bangkokDay(now), breakdown });
  return { ...counted, countedAt: now.toISOString() };
}

/** A segment's rules checked, then counted now; answers the count and the names they name. */
async function checkedCount(tx: Database, unitId: number, rules: SegmentRules, now: Date) {
  const names = await checkedRules(tx, unitId, rules, true);
  const { count } = await countAt(tx, unitId, rules, false, now);
  return { count, names };
}

/** Segment `id` as the log describes it, locked until the transaction ends; 404 without it. */
async function lockSegment(db: Database, id: number, unitId: number): Promise<LoggedSegment> {
  const [row] = await db
    .select({ name: segment.name, rules: segment.rules })
    .from(segment)
    .where(and(eq(segment.id, id), eq(segment.unitId, unitId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The segment just written, as the API answers it. */
const answer = (db: Database, id: number): Promise<SegmentRecord> =>
  writtenRow(readSegment(db, id), 'segment', id);

/**
 * Creates a segment of the actor's unit, counted as it is saved, and logs it in the same
 * transaction. 400 VALIDATION_ERROR for rules without a condition, with a range reversed or
 * empty, naming a province that does not exist or a CID list that is not the unit's; 409 at
 * `/name` when the unit has a segment of that name.
 */
export async function createSegment(
  db: Database,
  actor: SegmentActor,
  body: SegmentBody,
  now = new Date(),
): Promise<SegmentRecord> {
  const name = body.name.trim();
  const id = await loggedChange(db, actor, async (tx) => {
    const { count: cachedCount, names } = await checkedCount(tx, actor.unitId, body.rules, now);
    const stored = {
      unitId: actor.unitId,
      name,
      rules: body.rules,
      cachedCount,
      countedAt: now,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    };
    const key = [segment.unitId, segment.name];
    const inserted = await insertUnlessTaken(tx, segment, stored, key, nameTaken);
    const created = { name, rules: body.rules };
    return { result: inserted, entry: SEGMENT_ENTRIES.created(created, names) };
  });
  return answer(db, id);
}

/**
 * Replaces segment `id`'s name and rules (recounted), logging what changed in the same
 * transaction. 404 when the unit has no such segment; 400 and 409 as for a new one.
 */
export async function updateSegment(
  db: Database,
  actor: SegmentActor,
  id: number,
  body: SegmentBody,
  now = new Date(),
): Promise<SegmentRecord> {
  const name = body.name.trim();
  await loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockSegment(tx, id, actor.unitId);
      const { count: cachedCount } = await checkedCount(tx, actor.unitId, body.rules, now);
      const [sameName] = await tx
        .select({ id: segment.id })
        .from(segment)
        .where(and(eq(segment.unitId, actor.unitId), eq(segment.name, name), ne(segment.id, id)));
      if (sameName) throw nameTaken();
      await tx
        .update(segment)
        .set({ name, rules: body.rules, cachedCount, countedAt: now, updatedBy: actor.userId })
        .where(eq(segment.id, id));
      const after = { name, rules: body.rules };
      const names = await ruleNamesOf(tx, actor.unitId, before.rules, after.rules);
      return { result: undefined, entry: SEGMENT_ENTRIES.changed(before, after, names) };
    },
    // Another request took the name between the check and the update.
    { unique: { [NAME_UNIQUE]: nameTaken } },
  );
  return answer(db, id);
}

/**
 * Deletes segment `id`, logging it in the same transaction. 404 when the unit has no such
 * segment. 409 while a broadcast names it as its target: `inUse` when one waits for approval, is
 * scheduled or is sending; `usedByBroadcasts` when only drafts or ended broadcasts do, since a
 * broadcast's target cannot be taken from it (`broadcast.segment_id` references the segment, and
 * a broadcast targeting a segment must name one) without rewriting what the draft will send or
 * what an ended one sent.
 */
export async function deleteSegment(db: Database, actor: SegmentActor, id: number): Promise<void> {
  await loggedDeletion(db, actor, segment, id, {
    lock: (tx) => lockSegment(tx, id, actor.unitId),
    refuse: async (tx) => {
      const users = await tx
        .select({ status: broadcast.status })
        .from(broadcast)
        .where(eq(broadcast.segmentId, id));
      if (users.some((user) => (SENDING_STATUSES as readonly string[]).includes(user.status))) {
        throw conflict([{ path: '', message: SEGMENT_MESSAGES.inUse }]);
      }
      if (users.length > 0) throw usedByBroadcasts();
    },
    entry: async (tx, before) =>
      SEGMENT_ENTRIES.deleted(before, await ruleNamesOf(tx, actor.unitId, before.rules)),
    inUse: usedByBroadcasts,
  });
}

/**
 * Rules of the actor's unit counted now (`POST /api/segment/count`), with the breakdown when
 * asked. 400 as for a segment's rules, except that no condition is allowed (the whole unit).
 */
export async function countRules(
  db: Database,
  unitId: number,
  rules: SegmentRules,
  breakdown: boolean,
  now = new Date(),
): Promise<SegmentCount> {
  await checkedRules(db, unitId, rules, false);
  return countAt(db, unitId, rules, breakdown, now);
}

/**
 * Segment `id` counted afresh with its breakdown (its detail page); the count and its time are
 * kept on the segment, which is otherwise unchanged (not a change of the segment: no log entry).
 * 404 when the unit has no such segment.
 */
export async function recountSegment(
  db: Database,
  unitId: number,
  id: number,
  now = new Date(),
): Promise<SegmentCount> {
  const [row] = await db
    .select({ rules: segment.rules })
    .from(segment)
    .where(and(eq(segment.id, id), eq(segment.unitId, unitId)));
  if (!row) throw notFound();
  const counted = await countAt(db, unitId, row.rules, true, now);
  await db
    .update(segment)
    // Keeps `updated_at`, which says when the segment itself last changed.
    .set({ cachedCount: counted.count, countedAt: now, updatedAt: sql`${segment.updatedAt}` })
    .where(eq(segment.id, id));
  return counted;
}
