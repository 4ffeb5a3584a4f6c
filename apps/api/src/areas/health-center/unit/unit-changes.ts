import { UNIT_MESSAGES, type UnitBody, type UnitKind, type UnitRow } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../../activity-log/logged-change';
import { loggedDeletion } from '../../activity-log/logged-deletion';
import type { Actor } from '../../activity-log/record-activity';
import type { Database } from '../../../db/database';
import { insertUnlessTaken } from '../../../db/insert-unless-taken';
import { appUser, broadcast, citizen, province, unit } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { UNIT_ENTRIES, type LoggedUnit } from '../health-center-activity';
import { oneRow, writtenRow } from '../../../db/one-row';
import { readUnitRow } from './unit-record';

const HCODE_UNIQUE = 'unit_hcode_unique';
const hcodeTaken = () => conflict([{ path: '/hcode', message: UNIT_MESSAGES.hcodeTaken }]);
const inUse = () => conflict([{ path: '', message: UNIT_MESSAGES.inUse }]);

/**
 * Province `id`, kept from being deleted until the transaction ends; 400 at `/provinceId` when
 * there is none.
 */
function provinceOf(db: Database, id: number): Promise<LoggedUnit['province']> {
  return oneRow(
    db
      .select({ id: province.id, nameTh: province.nameTh })
      .from(province)
      .where(eq(province.id, id))
      .for('key share'),
    () => badRequest([{ path: '/provinceId', message: UNIT_MESSAGES.provinceUnknown }]),
  );
}

/** Unit `id` as the log describes it, locked until the transaction ends; 404 when there is none. */
async function lockUnit(db: Database, id: number): Promise<LoggedUnit> {
  const row = await oneRow(
    db
      .select({
        hcode: unit.hcode,
        name: unit.name,
        kind: unit.kind,
        logoUrl: unit.logoUrl,
        active: unit.active,
        province: { id: province.id, nameTh: province.nameTh },
      })
      .from(unit)
      .innerJoin(province, eq(province.id, unit.provinceId))
      .where(eq(unit.id, id))
      .for('update', { of: unit }),
    notFound,
  );
  return { ...row, kind: row.kind as UnitKind };
}

/** Whether another unit than `id` has `hcode`. */
async function hcodeOfAnother(db: Database, hcode: string, id: number): Promise<boolean> {
  const [row] = await db.select({ id: unit.id }).from(unit).where(eq(unit.hcode, hcode));
  return row !== undefined && row.id !== id;
}

/** Whether unit `id` has staff, citizens or broadcasts (citizens would only lose their unit). */
async function hasPeopleOrBroadcasts(db: Database, id: number): Promise<boolean> {
  for (const [table, column] of [
    [appUser, appUser.unitId],
    [citizen, citizen.unitId],
    [broadcast, broadcast.unitId],
  ] as const) {
    const [row] = await db.select({ one: column }).from(table).where(eq(column, id)).limit(1);
    if (row) return true;
  }
  return false;
}

/** The unit just written, as the API answers it. */
const answer = (db: Database, id: number) => writtenRow(readUnitRow(db, id), 'unit', id);

/**
 * Creates a unit, logging it in the same transaction. 400 at `/provinceId` for a province that
 * does not exist; 409 at `/hcode` when another unit has the hcode.
 */
export async function createUnit(db: Database, actor: Actor, body: UnitBody): Promise<UnitRow> {
  const id = await loggedChange(db, actor, async (tx) => {
    const place = await provinceOf(tx, body.provinceId);
    const inserted = await insertUnlessTaken(tx, unit, body, unit.hcode, hcodeTaken);
    return { result: inserted, entry: UNIT_ENTRIES.created({ ...body, province: place }) };
  });
  return answer(db, id);
}

/**
 * Replaces unit `id`'s details, logging what changed in the same transaction. 404 when there is
 * no such unit; 400 at `/provinceId` and 409 at `/hcode` as for a new unit.
 */
export async function updateUnit(
  db: Database,
  actor: Actor,
  id: number,
  body: UnitBody,
): Promise<UnitRow> {
  await loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockUnit(tx, id);
      const place = await provinceOf(tx, body.provinceId);
      if (body.hcode !== before.hcode && (await hcodeOfAnother(tx, body.hcode, id))) {
        throw hcodeTaken();
      }
      await tx.update(unit).set(body).where(eq(unit.id, id));
      return {
        result: undefined,
        entry: UNIT_ENTRIES.changed(before, { ...body, province: place }),
      };
    },
    // Another request took the hcode between the check and the update.
    { unique: { [HCODE_UNIQUE]: hcodeTaken } },
  );
  return answer(db, id);
}

/**
 * Deletes unit `id`, logging it in the same transaction. 404 when there is no such unit; 409
 * while it has staff, citizens or broadcasts (or anything else of its own, such as segments):
 * such a unit is made inactive instead.
 */
export async function deleteUnit(db: Database, actor: Actor, id: number): Promise<void> {
  await loggedDeletion(db, actor, unit, id, {
    lock: (tx) => lockUnit(tx, id),
    refuse: async (tx) => {
      if (await hasPeopleOrBroadcasts(tx, id)) throw inUse();
    },
    entry: (_tx, before) => UNIT_ENTRIES.deleted(before),
    inUse,
  });
}
