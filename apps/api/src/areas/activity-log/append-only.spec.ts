import { eq, sql } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { describeEachDriver, migratedTestDatabase } from '../../test/test-database';
import { recordActivity } from './record-activity';

describeEachDriver('the activity log is append-only [%s]', (driver) => {
  const testDatabase = migratedTestDatabase(driver);
  let entryId: number;
  const db = () => testDatabase.handle.db;
  const ENTRY = { action: 'เพิ่ม', menu: 'ทดสอบ', subject: 'ต้นฉบับ', description: 'ไม่เปลี่ยน' };

  beforeAll(async () => {
    entryId = await recordActivity(
      db(),
      { userId: null, role: null, unitId: null, ip: '192.0.2.1' },
      ENTRY,
    );
  }, 60_000);

  /** What the database said when `statement` failed (Drizzle wraps it as the error's cause). */
  const refusal = async (statement: PromiseLike<unknown>) => {
    try {
      await statement;
    } catch (error) {
      const cause = (error as { cause?: { message?: string; code?: string } }).cause;
      return { message: cause?.message, code: cause?.code };
    }
    throw new Error('the statement was not refused');
  };

  const entry = async () => {
    const [row] = await db().select().from(activityLog).where(eq(activityLog.id, entryId));
    return row;
  };

  it.each([
    ['UPDATE', sql`update activity_log set subject = 'แก้แล้ว'`],
    ['DELETE', sql`delete from activity_log`],
    ['TRUNCATE', sql`truncate activity_log`],
  ])('refuses %s, and the entry stays as written', async (operation, statement) => {
    expect(await refusal(db().execute(statement))).toEqual({
      message: `activity_log is append-only: ${operation} is not allowed`,
      // insufficient_privilege
      code: '42501',
    });
    expect(await entry()).toMatchObject({ ...ENTRY, ip: '192.0.2.1' });
  });

  it('refuses a change of one entry through Drizzle as well', async () => {
    const update = db().update(activityLog).set({ description: 'x' });
    const remove = db().delete(activityLog);
    expect(await refusal(update.where(eq(activityLog.id, entryId)))).toMatchObject({
      code: '42501',
    });
    expect(await refusal(remove.where(eq(activityLog.id, entryId)))).toMatchObject({
      code: '42501',
    });
    expect(await entry()).toMatchObject(ENTRY);
  });

  it('takes new entries', async () => {
    const next = await recordActivity(
      db(),
      { userId: null, role: null, unitId: null, ip: null },
      ENTRY,
    );
    expect(next).toBeGreaterThan(entryId);
  });
});
