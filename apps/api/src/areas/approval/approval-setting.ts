import { ACTIVITY_ACTION, ACTIVITY_MENU, type ActivityLogEntry } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { approvalSetting } from '../../db/schema';
import { loggedChange } from '../activity-log/logged-change';
import type { Actor } from '../activity-log/record-activity';

const count = (n: number) => n.toLocaleString('th-TH');

/** The entry of a change of the threshold. */
const thresholdChanged = (from: number, to: number): ActivityLogEntry => ({
  menu: ACTIVITY_MENU.approvalSetting,
  action: ACTIVITY_ACTION.update,
  subject: 'เกณฑ์จำนวนผู้รับที่ต้องอนุมัติก่อนส่ง',
  description: `เปลี่ยนเกณฑ์จาก ${count(from)} คน เป็น ${count(to)} คน`,
});

/**
 * Recipients from which a send needs approval: the Super Admin's setting, else `fallback` (the
 * configured APPROVAL_MIN_RECIPIENTS).
 */
export async function approvalThreshold(db: Database, fallback: number): Promise<number> {
  const [row] = await db.select({ min: approvalSetting.minRecipients }).from(approvalSetting);
  return row?.min ?? fallback;
}

/** Sets the threshold (logged with the value it replaces); answers it. */
export async function setApprovalThreshold(
  db: Database,
  actor: Actor & { userId: number },
  minRecipients: number,
  fallback: number,
): Promise<number> {
  return loggedChange(db, actor, async (tx) => {
    // One row: taking its lock first makes two changes at once log what each replaced.
    await tx.execute(sql`lock table ${approvalSetting} in share row exclusive mode`);
    const before = await approvalThreshold(tx, fallback);
    await tx
      .insert(approvalSetting)
      .values({ id: 1, minRecipients, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: approvalSetting.id,
        set: { minRecipients, updatedBy: actor.userId, updatedAt: sql`now()` },
      });
    return { result: minRecipients, entry: thresholdChanged(before, minRecipients) };
  });
}
