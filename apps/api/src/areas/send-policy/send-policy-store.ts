import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  describeSendPolicy,
  NO_SEND_POLICY,
  type ActivityLogEntry,
  type FrequencyCap,
  type SendPolicy,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcast, sendPolicy } from '../../db/schema';
import { loggedChange } from '../activity-log/logged-change';
import type { Actor } from '../activity-log/record-activity';

/** The Super Admin's send policy; neither window nor cap until first set. */
export async function readSendPolicy(db: Database): Promise<SendPolicy> {
  const [row] = await db.select().from(sendPolicy);
  if (!row) return NO_SEND_POLICY;
  return {
    sendWindow:
      row.windowStart !== null && row.windowEnd !== null
        ? { start: row.windowStart, end: row.windowEnd }
        : null,
    frequencyCap:
      row.capCount !== null && row.capDays !== null
        ? { count: row.capCount, days: row.capDays }
        : null,
  };
}

/** The frequency cap a send of a broadcast meets: none for an urgent one. */
export async function capFor(db: Database, urgent = false): Promise<FrequencyCap | null> {
  return urgent ? null : (await readSendPolicy(db)).frequencyCap;
}

const policyChanged = (before: SendPolicy, after: SendPolicy): ActivityLogEntry => ({
  menu: ACTIVITY_MENU.sendPolicy,
  action: ACTIVITY_ACTION.update,
  subject: 'นโยบายการส่ง (ช่วงเวลาส่งและการจำกัดจำนวนครั้ง)',
  description: `เดิม: ${describeSendPolicy(before).slice(0, 2).join(' / ')} → ใหม่: ${describeSendPolicy(
    after,
  )
    .slice(0, 2)
    .join(' / ')}`,
});

/**
 * Sets the policy (logged with what it replaces) and answers it. Broadcasts waiting for the old
 * window stop waiting: their batches are looked at again by the next sweep, under the new policy.
 */
export async function setSendPolicy(
  db: Database,
  actor: Actor & { userId: number },
  policy: SendPolicy,
): Promise<SendPolicy> {
  return loggedChange(db, actor, async (tx) => {
    // One row: taking its lock first makes two changes at once log what each replaced.
    await tx.execute(sql`lock table ${sendPolicy} in share row exclusive mode`);
    const before = await readSendPolicy(tx);
    const values = {
      windowStart: policy.sendWindow?.start ?? null,
      windowEnd: policy.sendWindow?.end ?? null,
      capCount: policy.frequencyCap?.count ?? null,
      capDays: policy.frequencyCap?.days ?? null,
      updatedBy: actor.userId,
    };
    await tx
      .insert(sendPolicy)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: sendPolicy.id, set: { ...values, updatedAt: sql`now()` } });
    await tx.execute(sql`
      update ${broadcast} set waiting_for_window_until = null
      where ${broadcast.status} = 'SENDING' and ${broadcast.waitingForWindowUntil} is not null`);
    return { result: policy, entry: policyChanged(before, policy) };
  });
}
