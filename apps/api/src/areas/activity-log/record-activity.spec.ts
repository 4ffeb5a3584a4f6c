import { eq } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { describeEachDriver, migratedTestDatabase } from '../../test/test-database';
import { recordActivity } from './record-activity';

describeEachDriver('an activity-log entry [%s]', (driver) => {
  const testDatabase = migratedTestDatabase(driver);

  it('keeps no full CID, whoever writes it and however the CID is spelled', async () => {
    const id = await recordActivity(
      testDatabase.handle.db,
      { userId: null, role: null, unitId: null, ip: null },
      {
        action: 'เพิ่ม 1568187572519',
        menu: 'เมนู ๑๑๙๙๖๕๓๗๗๑๔๙๑',
        subject: 'ชื่อ 1.7683.16990.39.5',
        description: 'เหตุผล 1 7683 16990 39 5 โทร 0812345678',
      },
    );

    const [entry] = await testDatabase.handle.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.id, id));
    expect(entry).toMatchObject({
      action: 'เพิ่ม 1-5681-xxxxx-xx-9',
      menu: 'เมนู 1-1996-xxxxx-xx-1',
      subject: 'ชื่อ 1-7683-xxxxx-xx-5',
      description: 'เหตุผล 1-7683-xxxxx-xx-5 โทร 0812345678',
    });
  });
});
