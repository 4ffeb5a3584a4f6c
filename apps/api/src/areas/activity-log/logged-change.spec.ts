import { eq } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { describeEachDriver, migratedTestDatabase } from '../../test/test-database';
import { loggedChange } from './logged-change';

const NOBODY = { userId: null, role: null, unitId: null, ip: null };
const ENTRY = { action: 'ทดสอบ', menu: 'เมนูทดสอบ', subject: 'เรื่องทดสอบ', description: '' };

describeEachDriver('a logged change [%s]', (driver) => {
  const testDatabase = migratedTestDatabase(driver);
  const entriesAbout = (subject: string) =>
    testDatabase.handle.db.select().from(activityLog).where(eq(activityLog.subject, subject));

  it('keeps the change and its entry together, and answers the change’s result', async () => {
    const result = await loggedChange(testDatabase.handle.db, NOBODY, async (tx) => {
      await tx.insert(activityLog).values({ ...ENTRY, subject: 'kept with it' });
      return { result: 'made', entry: { ...ENTRY, subject: 'kept' } };
    });

    expect(result).toBe('made');
    expect(await entriesAbout('kept with it')).toHaveLength(1);
    expect(await entriesAbout('kept')).toHaveLength(1);
  });

  it('keeps neither when the change fails after writing', async () => {
    const failure = new Error('refused');
    const change = loggedChange(testDatabase.handle.db, NOBODY, async (tx) => {
      await tx.insert(activityLog).values({ ...ENTRY, subject: 'written then undone' });
      throw failure;
    });

    await expect(change).rejects.toBe(failure);
    expect(await entriesAbout('written then undone')).toHaveLength(0);
  });

  it('answers a violation it names with its own error', async () => {
    const inUse = new Error('in use');
    const change = loggedChange(
      testDatabase.handle.db,
      NOBODY,
      async () => {
        throw Object.assign(new Error('delete failed'), { cause: { code: '23503' } });
      },
      { foreignKey: () => inUse },
    );

    await expect(change).rejects.toBe(inUse);
  });
});
