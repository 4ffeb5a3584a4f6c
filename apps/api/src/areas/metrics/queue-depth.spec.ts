import { sql } from 'drizzle-orm';
import { broadcastBatch } from '../../db/schema';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { batchQueueDepth } from './queue-depth';

describeEachDatabase('the depth of the sending queue', (ctx) => {
  const db = () => ctx.app.db;

  /** A broadcast in `status` with one batch per [state, size]. */
  async function broadcastWith(
    status: 'SENDING' | 'CANCELLED' | 'SENT',
    batches: [string, number][],
  ): Promise<void> {
    const unit = await insertUnit(db());
    const row = await insertBroadcast(db(), unit.id, {
      status,
      messages: [{ type: 'text', text: 'สวัสดี' }],
    });
    for (const [seq, [state, size]] of batches.entries()) {
      await db().execute(sql`
        insert into ${broadcastBatch}
          (broadcast_id, seq, recipients, size, retry_key, state, first_citizen_id, last_citizen_id)
        values (${row.id}, ${seq}, array_fill(${'U' + '0'.repeat(32)}::text, array[${size}::int]), ${size},
          gen_random_uuid(), ${state}, 0, 0)`);
    }
  }

  it('is zero in both states when nothing is being sent', async () => {
    expect(await batchQueueDepth(db())).toEqual({
      pending: { batches: 0, recipients: 0 },
      sending: { batches: 0, recipients: 0 },
    });
  });

  it('counts the pending and claimed batches of sending broadcasts, with their recipients', async () => {
    await broadcastWith('SENDING', [
      ['PENDING', 500],
      ['PENDING', 500],
      ['SENDING', 500],
      ['SENT', 500],
      ['FAILED', 500],
      ['PENDING', 37],
    ]);
    await broadcastWith('SENDING', [['SENDING', 200]]);
    // Left to the sweep to end, never sent: not work to do.
    await broadcastWith('CANCELLED', [['PENDING', 500]]);
    await broadcastWith('SENT', [['SENT', 500]]);

    expect(await batchQueueDepth(db())).toEqual({
      pending: { batches: 3, recipients: 1037 },
      sending: { batches: 2, recipients: 700 },
    });
  });
});
