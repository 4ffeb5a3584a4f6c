import { DEMO_HOSPITAL } from '@hbc/contracts';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { activityLog, appUser, broadcast, citizen, unit } from '../db/schema';

/** A batch's citizen ids when its recipients are no citizens of the registry (made-up user ids). */
export const NO_CITIZENS = { firstCitizenId: 0, lastCitizenId: 0 } as const;

let serial = 0;
/** A LINE userId no demo identity has. */
export function newLineUserId(): string {
  serial += 1;
  return `U${String(serial).padStart(4, '0')}${'f'.repeat(28)}`;
}

export async function unitIdOf(db: Database, hcode: string = DEMO_HOSPITAL.hcode): Promise<number> {
  const [row] = await db.select({ id: unit.id }).from(unit).where(eq(unit.hcode, hcode));
  if (!row) throw new Error(`no unit ${hcode}`);
  return row.id;
}

/** Inserts a staff user (Admin LV3 of the demo hospital, ACTIVE, unless told otherwise). */
export async function insertUser(
  db: Database,
  values: Partial<typeof appUser.$inferInsert> = {},
): Promise<typeof appUser.$inferSelect> {
  const unitId = values.role === 'SUPER_ADMIN' ? null : (values.unitId ?? (await unitIdOf(db)));
  const [row] = await db
    .insert(appUser)
    .values({
      firstName: 'ทดสอบ',
      lastName: 'ระบบ',
      role: 'ADMIN_LV3',
      status: 'ACTIVE',
      ...values,
      unitId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function userById(db: Database, id: number) {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export async function userByLineId(db: Database, lineUserId: string) {
  const [row] = await db.select().from(appUser).where(eq(appUser.lineUserId, lineUserId));
  if (!row) throw new Error(`no user with LINE userId ${lineUserId}`);
  return row;
}

/** Activity-log entries written since `sinceId` (exclusive), oldest first. */
export async function logSince(db: Database, sinceId: number, userId?: number | null) {
  const conditions = [gt(activityLog.id, sinceId)];
  if (typeof userId === 'number') conditions.push(eq(activityLog.userId, userId));
  return db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(asc(activityLog.id));
}

/** Id of the newest activity-log entry (0 when there is none). */
export async function lastLogId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(activityLog.id) }).from(activityLog);
  return row?.id ?? 0;
}

let unitSerial = 0;
/** An hcode no seeded unit has (the demo units use 000nn, 0nn5n, 1nn0n, 1nn1n and 106nn). */
export function newHcode(): string {
  unitSerial += 1;
  return String(90000 + unitSerial);
}

/** Inserts a unit (an active community hospital in Khon Kaen, unless told otherwise). */
export async function insertUnit(
  db: Database,
  values: Partial<typeof unit.$inferInsert> = {},
): Promise<typeof unit.$inferSelect> {
  const [row] = await db
    .insert(unit)
    .values({
      hcode: newHcode(),
      name: 'โรงพยาบาลทดสอบ',
      kind: 'COMMUNITY_HOSPITAL',
      provinceId: 40,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

let citizenSerial = 0;
/** Inserts `count` citizens registered with unit `unitId` (following, each with a LINE userId). */
export async function insertCitizens(
  db: Database,
  unitId: number,
  count: number,
  values: Partial<typeof citizen.$inferInsert> = {},
): Promise<void> {
  const rows = Array.from({ length: count }, () => {
    citizenSerial += 1;
    return {
      lineUserId: `U${String(citizenSerial).padStart(8, '0')}${'c'.repeat(24)}`,
      unitId,
      followStatus: 'FOLLOWING' as const,
      ...values,
    };
  });
  if (rows.length > 0) await db.insert(citizen).values(rows);
}

/** Inserts a draft broadcast of unit `unitId`, created at `createdAt` (now unless told). */
export async function insertBroadcast(
  db: Database,
  unitId: number,
  values: Partial<typeof broadcast.$inferInsert> = {},
): Promise<typeof broadcast.$inferSelect> {
  const [row] = await db
    .insert(broadcast)
    .values({ unitId, title: 'บรอดแคสต์ทดสอบ', ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
