import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { broadcastExclusion, citizen, excludedCid } from '../../db/schema';
import { reachedCondition, type Audience } from '../../engine/sending/recipients';

/**
 * Records the citizens the audience reaches on `today` whose CID is excluded, as left out of
 * broadcast `broadcastId` (in the caller's transaction, beside its batches), and answers how many
 * they are. It walks the excluded list, a few thousand CIDs, to their citizens by hash: never the
 * audience itself.
 */
export async function recordExclusions(
  tx: Database,
  broadcastId: number,
  audience: Audience,
  today: string,
): Promise<number> {
  const { rows } = await tx.execute<{ excluded: number }>(sql`
    with found as (
      select ${citizen.id} as id
      from ${excludedCid} join ${citizen} on ${citizen.cidHash} = ${excludedCid.cidHash}
      where ${reachedCondition(audience, today)}
    ), recorded as (
      insert into ${broadcastExclusion} (citizen_id, broadcast_id)
      select id, ${broadcastId} from found
      on conflict do nothing
    )
    select count(*)::integer as excluded from found`);
  return Number(rows[0]?.excluded ?? 0);
}
