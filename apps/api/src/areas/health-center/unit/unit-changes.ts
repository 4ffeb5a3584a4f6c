import { UNIT_MESSAGES, type UnitBody, type UnitKind, type UnitRow } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../../activity-log/logged-change';
import type { Actor } from '../../activity-log/record-activity';
import type { Database } from '../../../db/database';
import { appUser, broadcast, citizen, province, unit } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http-errors';
import {
  describeDeletedUnit,
  describeNewUnit,
  describeUnitChanges,
  HEALTH_CENTER_LOG,
  unitSubject,
  type LoggedUnit,
} from '../health-center-activity';
import { readUnitRow } from './unit-record';

const HCODE_UNIQUE = 'unit_hcode_unique';
const hcodeTaken = () => conflict([{ path: '/hcode', message: UNIT_MESSAGES.hcodeTaken }]);
const inUse = () => conflict([{ path: '', message: UNIT_MESSAGES.inUse }]);

/**
 * Province `id`, kept from being deleted until the transaction ends; 400 at `/provinceId` when
 * there is none.
 */
async function provinceOf(db: Database, id: number): Promise<LoggedUnit['province']> {
  const [row] = await db
    .select({ id: province.id, nameTh: province.nameTh })
    .from(province)
    .where(eq(province.id, id))
    .for('key share');
  if (!row) throw badRequest([{ path: '/provinceId', message: UNIT_MESSAGES.provinceUnknown }]);
  return row;
}

/** Unit `id` as the log describes it, locked until the transaction ends; 404 when there is none. */
async function lockUnit(db: Database, id: number): Promise<LoggedUnit> {
  const [row] = await db
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
    .for('update', { of: unit });
  if (!row) throw notFound();
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
async function answer(db: Database, id: number): Promise<UnitRow> {
  const row = await readUnitRow(db, id);
  if (!row) throw new Error(`unit ${id} vanished after it was written`);
  return row;
}

/**
 * Creates a unit, logging it in the same transaction. 400 at `/provinceId` for a province that
 * does not exist; 409 at `/hcode` when another unit has the hcode.
 */
export async function createUnit(db: Database, actor: Actor, body: UnitBody): Promise<UnitRow> {
  const id = await loggedChange(db, actor, async (tx) => {
    const place = await provinceOf(tx, body.provinceId);
    const [row] = await tx
      .insert(unit)
      .values(body)
      .onConflictDoNothing({ target: unit.hcode })
      .returning({ id: unit.id });
    if (!row) throw hcodeTaken();
    return {
      result: row.id,
      entry: {
        action: HEALTH_CENTER_LOG.actions.create,
        menu: HEALTH_CENTER_LOG.menu,
        subject: unitSubject(body),
        description: describeNewUnit({ ...body, province: place }),
      },
    };
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
      const after = { ...body, province: place };
      return {
        result: undefined,
        entry: {
          action: HEALTH_CENTER_LOG.actions.update,
          menu: HEALTH_CENTER_LOG.menu,
          subject: unitSubject(after),
          description: describeUnitChanges(before, after),
        },
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
  await loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockUnit(tx, id);
      if (await hasPeopleOrBroadcasts(tx, id)) throw inUse();
      await tx.delete(unit).where(eq(unit.id, id));
      return {
        result: undefined,
        entry: {
          action: HEALTH_CENTER_LOG.actions.delete,
          menu: HEALTH_CENTER_LOG.menu,
          subject: unitSubject(before),
          description: describeDeletedUnit(before),
        },
      };
    },
    { foreignKey: inUse },
  );
}
