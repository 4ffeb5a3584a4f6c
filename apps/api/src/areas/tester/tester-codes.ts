import {
  maskLineUserId,
  TESTER_CODE_LENGTH,
  TESTER_CODE_LIFETIME_MINUTES,
  TESTER_CODE_PATTERN,
  USER_MESSAGES,
  type NewTesterCodeBody,
  type TesterCode,
  type TesterCodeStatus,
} from '@hbc/contracts';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inUnitScope } from '../../db/unit-scope';
import { tester, testerCode } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { loggedChange } from '../activity-log/logged-change';
import { recordActivity } from '../activity-log/record-activity';
import { TESTER_ENTRIES } from './tester-activity';
import { selectTesterRows, toTesterRecord } from './tester-record';
import { testerUnitOf } from './tester-unit';

const LIFETIME_MS = TESTER_CODE_LIFETIME_MINUTES * 60_000;
/** New codes tried before giving up: a live code is one of a million, and lives 10 minutes. */
const CODE_TRIES = 20;

/** A random code of six digits (leading zeros kept). */
export const newTesterCode = (): string =>
  String(randomInt(0, 10 ** TESTER_CODE_LENGTH)).padStart(TESTER_CODE_LENGTH, '0');

const unknownUnit = () => badRequest([{ path: '/unitId', message: USER_MESSAGES.unitUnknown }]);

/**
 * A one-time code for a new tester named `body.name` of the unit: random, unlike every live code,
 * live for 10 minutes. Logged.
 */
export async function makeTesterCode(
  db: Database,
  staff: Staff,
  body: NewTesterCodeBody,
  newCode: () => string = newTesterCode,
): Promise<TesterCode> {
  const unitId = testerUnitOf(staff, body.unitId, '/unitId');
  const name = body.name.trim();
  return loggedChange(
    db,
    staff,
    async (tx) => {
      // Expired codes stay a day, so that whoever waits on one still learns it expired.
      await tx.delete(testerCode).where(lte(testerCode.expiresAt, sql`now() - interval '1 day'`));
      const expiresAt = new Date(Date.now() + LIFETIME_MS);
      for (let tries = 0; tries < CODE_TRIES; tries += 1) {
        const code = newCode();
        // Unique among live codes: an expired one (used or not) of the same digits gives way.
        await tx
          .delete(testerCode)
          .where(and(eq(testerCode.code, code), lte(testerCode.expiresAt, sql`now()`)));
        const [made] = await tx
          .insert(testerCode)
          .values({ unitId, name, code, expiresAt, createdBy: staff.userId })
          .onConflictDoNothing({ target: testerCode.code })
          .returning({ id: testerCode.id, code: testerCode.code });
        if (made) {
          return {
            result: { id: made.id, code: made.code, expiresAt: expiresAt.toISOString() },
            entry: TESTER_ENTRIES.codeMade(name),
          };
        }
      }
      throw new Error(`no free tester code after ${CODE_TRIES} tries`);
    },
    { foreignKey: unknownUnit },
  );
}

/**
 * Where code `id` stands: USED with the tester it added, WAITING while live, EXPIRED once its time
 * ran out; a cancelled (or long expired) code is gone, EXPIRED too. 404 for a code outside the
 * caller's scope.
 */
export async function testerCodeStatus(
  db: Database,
  staff: Staff,
  id: number,
): Promise<TesterCodeStatus> {
  const [row] = await db
    .select({
      unitId: testerCode.unitId,
      expiresAt: testerCode.expiresAt,
      usedAt: testerCode.usedAt,
      testerId: testerCode.testerId,
    })
    .from(testerCode)
    .where(eq(testerCode.id, id));
  if (!row) return { state: 'EXPIRED', tester: null };
  if (!inUnitScope('tester', staff, row.unitId)) throw notFound();
  if (row.usedAt) {
    const [made] =
      row.testerId === null ? [] : await selectTesterRows(db).where(eq(tester.id, row.testerId));
    return { state: 'USED', tester: made ? toTesterRecord(made) : null };
  }
  return { state: row.expiresAt.getTime() > Date.now() ? 'WAITING' : 'EXPIRED', tester: null };
}

/** Cancels code `id` (its route checks the caller's scope), logged; 404 when it is gone. */
export async function cancelTesterCode(db: Database, staff: Staff, id: number): Promise<void> {
  await loggedChange(db, staff, async (tx) => {
    const [row] = await tx
      .delete(testerCode)
      .where(eq(testerCode.id, id))
      .returning({ name: testerCode.name });
    if (!row) throw notFound();
    return { result: undefined, entry: TESTER_ENTRIES.codeCancelled(row.name) };
  });
}

/**
 * A LINE user sent `text` to the programme's account: when it is a live code (spaces around it
 * ignored), the user becomes a tester of the code's unit under the code's name and the code is
 * marked used with that tester, with the activity-log entry, in one transaction. Answers the
 * tester's id (undefined: not a live code). A user who is a tester of that unit already stays as
 * they are, and the code names them.
 */
export async function useTesterCode(
  db: Database,
  lineUserId: string,
  text: string,
): Promise<number | undefined> {
  const code = text.trim();
  if (!TESTER_CODE_PATTERN.test(code)) return undefined;
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({
        id: testerCode.id,
        unitId: testerCode.unitId,
        name: testerCode.name,
        createdBy: testerCode.createdBy,
      })
      .from(testerCode)
      .where(
        and(
          eq(testerCode.code, code),
          gt(testerCode.expiresAt, sql`now()`),
          isNull(testerCode.usedAt),
        ),
      )
      .for('update');
    if (!live) return undefined;
    const [inserted] = await tx
      .insert(tester)
      .values({
        unitId: live.unitId,
        name: live.name,
        lineUserId,
        addedVia: 'CODE',
        createdBy: live.createdBy,
        updatedBy: live.createdBy,
      })
      .onConflictDoNothing({ target: [tester.unitId, tester.lineUserId] })
      .returning({ id: tester.id });
    const [already] = inserted
      ? []
      : await tx
          .select({ id: tester.id })
          .from(tester)
          .where(and(eq(tester.unitId, live.unitId), eq(tester.lineUserId, lineUserId)));
    const testerId = inserted?.id ?? already?.id;
    await tx
      .update(testerCode)
      .set({ usedAt: sql`now()`, testerId })
      .where(eq(testerCode.id, live.id));
    if (!inserted) return undefined;
    await recordActivity(
      tx,
      { userId: null, role: null, unitId: live.unitId, ip: null },
      TESTER_ENTRIES.added(live.name, maskLineUserId(lineUserId), 'CODE'),
    );
    return inserted.id;
  });
}
