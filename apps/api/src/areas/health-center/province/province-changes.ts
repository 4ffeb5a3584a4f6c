import {
  PROVINCE_MESSAGES,
  type NewProvinceBody,
  type ProvinceBody,
  type ProvinceRow,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loggedChange } from '../../activity-log/logged-change';
import { loggedDeletion } from '../../activity-log/logged-deletion';
import type { Actor } from '../../activity-log/record-activity';
import type { Database } from '../../../db/database';
import { insertUnlessTaken } from '../../../db/insert-unless-taken';
import { citizen, healthRegion, province, unit } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { PROVINCE_ENTRIES, type LoggedProvince } from '../health-center-activity';
import { oneRow, writtenRow } from '../../../db/one-row';
import { readProvinceRow } from './province-record';

const inUse = (message: string) => conflict([{ path: '', message }]);

/**
 * Health region `id`, kept from being deleted until the transaction ends; 400 at
 * `/healthRegionId` when there is none.
 */
function regionOf(db: Database, id: number): Promise<LoggedProvince['region']> {
  return oneRow(
    db
      .select({ nameTh: healthRegion.nameTh })
      .from(healthRegion)
      .where(eq(healthRegion.id, id))
      .for('key share'),
    () => badRequest([{ path: '/healthRegionId', message: PROVINCE_MESSAGES.regionUnknown }]),
  );
}

/** Province `id` as the log describes it, locked until the transaction ends; 404 if none. */
function lockProvince(db: Database, id: number): Promise<LoggedProvince> {
  return oneRow(
    db
      .select({
        id: province.id,
        nameTh: province.nameTh,
        nameEn: province.nameEn,
        region: { nameTh: healthRegion.nameTh },
      })
      .from(province)
      .innerJoin(healthRegion, eq(healthRegion.id, province.healthRegionId))
      .where(eq(province.id, id))
      .for('update', { of: province }),
    notFound,
  );
}

/** Why province `id` cannot be deleted (units in it, citizens living in it), if it cannot. */
async function whyInUse(db: Database, id: number): Promise<string | undefined> {
  const [anyUnit] = await db
    .select({ id: unit.id })
    .from(unit)
    .where(eq(unit.provinceId, id))
    .limit(1);
  if (anyUnit) return PROVINCE_MESSAGES.inUse;
  const [anyCitizen] = await db
    .select({ id: citizen.id })
    .from(citizen)
    .where(eq(citizen.provinceId, id))
    .limit(1);
  return anyCitizen ? PROVINCE_MESSAGES.inUseByCitizens : undefined;
}

const answer = (db: Database, id: number) => writtenRow(readProvinceRow(db, id), 'province', id);

/**
 * Creates a province under its official code, logging it in the same transaction. 409 at `/id`
 * when the code is taken; 400 at `/healthRegionId` for a region that does not exist.
 */
export async function createProvince(
  db: Database,
  actor: Actor,
  body: NewProvinceBody,
): Promise<ProvinceRow> {
  await loggedChange(db, actor, async (tx) => {
    const region = await regionOf(tx, body.healthRegionId);
    await insertUnlessTaken(tx, province, body, province.id, () =>
      conflict([{ path: '/id', message: PROVINCE_MESSAGES.codeTaken }]),
    );
    return { result: undefined, entry: PROVINCE_ENTRIES.created({ ...body, region }) };
  });
  return answer(db, body.id);
}

/** Replaces province `id`'s names and region, logging what changed in the same transaction. */
export async function updateProvince(
  db: Database,
  actor: Actor,
  id: number,
  body: ProvinceBody,
): Promise<ProvinceRow> {
  await loggedChange(db, actor, async (tx) => {
    const before = await lockProvince(tx, id);
    const region = await regionOf(tx, body.healthRegionId);
    await tx.update(province).set(body).where(eq(province.id, id));
    return { result: undefined, entry: PROVINCE_ENTRIES.changed(before, { id, ...body, region }) };
  });
  return answer(db, id);
}

/**
 * Deletes province `id`, logging it in the same transaction. 409 while units are in it or
 * citizens live in it.
 */
export async function deleteProvince(db: Database, actor: Actor, id: number): Promise<void> {
  await loggedDeletion(db, actor, province, id, {
    lock: (tx) => lockProvince(tx, id),
    refuse: async (tx) => {
      const reason = await whyInUse(tx, id);
      if (reason) throw inUse(reason);
    },
    entry: (_tx, before) => PROVINCE_ENTRIES.deleted(before),
    inUse: () => inUse(PROVINCE_MESSAGES.inUse),
  });
}
