import {
  CID_MESSAGES,
  cidProblem,
  maskCid,
  maskLineUserId,
  normaliseCid,
  TESTER_MESSAGES,
  USER_MESSAGES,
  type NewTesterBody,
  type TesterNameBody,
  type TesterRecord,
} from '@hbc/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { CidProtection } from '../../cid/cid-protection';
import type { Database } from '../../db/database';
import { insertUnlessTaken } from '../../db/insert-unless-taken';
import { citizen, tester } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { loggedChange } from '../activity-log/logged-change';
import { loggedDeletion } from '../activity-log/logged-deletion';
import { TESTER_ENTRIES } from './tester-activity';
import { readTester } from './tester-record';
import { testerUnitOf } from './tester-unit';

const alreadyTester = (path: string) => () =>
  conflict([{ path, message: TESTER_MESSAGES.alreadyTester }]);
const unknownUnit = () => badRequest([{ path: '/unitId', message: USER_MESSAGES.unitUnknown }]);

/** A new tester, in the transaction `tx`; 409 (at `path`) when already one of the unit. */
async function insertTester(
  tx: Database,
  values: typeof tester.$inferInsert,
  path: string,
): Promise<number> {
  return insertUnlessTaken(
    tx,
    tester,
    values,
    [tester.unitId, tester.lineUserId],
    alreadyTester(path),
  );
}

async function answered(db: Database, id: number): Promise<TesterRecord> {
  const record = await readTester(db, id);
  if (!record) throw new Error(`tester ${id} vanished after it was written`);
  return record;
}

/**
 * Adds the citizen of `body.cid` as a tester of the unit: found by the CID's keyed hash, they
 * must have a LINE account that follows the programme's (400 at `/cid` otherwise); 409 at `/cid`
 * when already a tester of the unit. The CID is neither stored nor logged (the entry masks it).
 */
export async function addTesterByCid(
  db: Database,
  protection: CidProtection,
  staff: Staff,
  body: NewTesterBody,
): Promise<TesterRecord> {
  const unitId = testerUnitOf(staff, body.unitId, '/unitId');
  const problem = cidProblem(body.cid);
  if (problem) throw badRequest([{ path: '/cid', message: CID_MESSAGES[problem] }]);
  const cid = normaliseCid(body.cid);
  const [found] = await db
    .select({ lineUserId: citizen.lineUserId })
    .from(citizen)
    .where(
      and(
        eq(citizen.cidHash, protection.hashCid(cid)),
        isNotNull(citizen.lineUserId),
        eq(citizen.followStatus, 'FOLLOWING'),
      ),
    );
  if (!found?.lineUserId) {
    throw badRequest([{ path: '/cid', message: TESTER_MESSAGES.notFollowing }]);
  }
  const { lineUserId } = found;
  const name = body.name.trim();
  const id = await loggedChange(
    db,
    staff,
    async (tx) => ({
      result: await insertTester(
        tx,
        {
          unitId,
          name,
          lineUserId,
          addedVia: 'CID',
          createdBy: staff.userId,
          updatedBy: staff.userId,
        },
        '/cid',
      ),
      entry: TESTER_ENTRIES.added(name, maskLineUserId(lineUserId), 'CID', maskCid(cid)),
    }),
    { foreignKey: unknownUnit },
  );
  return answered(db, id);
}

/** Tester `id` as it is, locked until the transaction ends; 404 without it. */
async function lockTester(tx: Database, id: number) {
  const [row] = await tx
    .select({ name: tester.name, lineUserId: tester.lineUserId })
    .from(tester)
    .where(eq(tester.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Renames tester `id` (of the caller's scope: the route checks it), logged. */
export async function renameTester(
  db: Database,
  staff: Staff,
  id: number,
  body: TesterNameBody,
): Promise<TesterRecord> {
  const name = body.name.trim();
  await loggedChange(db, staff, async (tx) => {
    const before = await lockTester(tx, id);
    await tx
      .update(tester)
      .set({ name, updatedBy: staff.userId, updatedAt: new Date() })
      .where(eq(tester.id, id));
    return { result: undefined, entry: TESTER_ENTRIES.renamed(before.name, name) };
  });
  return answered(db, id);
}

/** Takes tester `id` off the unit's list, logged. */
export async function deleteTester(db: Database, staff: Staff, id: number): Promise<void> {
  await loggedDeletion(db, staff, tester, id, {
    lock: (tx) => lockTester(tx, id),
    entry: (_tx, row) => TESTER_ENTRIES.removed(row.name, maskLineUserId(row.lineUserId)),
  });
}
