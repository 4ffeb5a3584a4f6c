import {
  API_ERRORS,
  CID_MESSAGES,
  cidProblem,
  maskCid,
  normaliseCid,
  type CitizenDelivery,
  type CitizenDeliveryStatus,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import type { CidProtection } from '../../cid/cid-protection';
import type { Database } from '../../db/database';
import {
  batchCitizenRange,
  broadcast,
  broadcastBatch,
  broadcastCapped,
  broadcastExclusion,
  citizen,
  unit,
} from '../../db/schema';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { badRequest, HttpError } from '../../http-errors';
import { lookUpEntry } from './citizen-delivery-activity';

/** The registry's citizen of a CID hash: their id and the LINE userId their batches carry. */
async function citizenOfHash(db: Database, cidHash: string) {
  const { rows } = await db.execute<{ id: number; lineUserId: string | null }>(sql`
    select ${citizen.id}::bigint as id, ${citizen.lineUserId} as "lineUserId"
    from ${citizen} where ${citizen.cidHash} = ${cidHash}`);
  const row = rows[0];
  return row && { id: Number(row.id), lineUserId: row.lineUserId };
}

/**
 * The broadcasts that targeted citizen `citizenId`, of the units `viewer` sees, newest first.
 * Batches that carried their LINE userId are found by the range of citizen ids each holds
 * (`broadcast_batch_citizen_range_idx`: one batch of each broadcast, whose recipients are then
 * read), the broadcasts that left them out (excluded CID, or the
 * frequency cap) by their exclusion rows, or for a broadcast not yet folded by the chunks of
 * those its cap held back (a scan of the few such chunks there are):
 * each a few index probes, whatever the number of broadcasts and recipients.
 */
export async function deliveriesOf(
  db: Database,
  viewer: ListViewer,
  target: { id: number; lineUserId: string | null },
): Promise<CitizenDelivery[]> {
  const scope = unitScopeCondition('citizenDelivery', viewer, broadcast.unitId) ?? sql`true`;
  const batches =
    target.lineUserId === null
      ? sql``
      : sql`select ${broadcastBatch.broadcastId} as broadcast_id,
            case ${broadcastBatch.state} when 'SENT' then 'SENT' when 'FAILED' then 'FAILED'
              when 'CANCELLED' then 'FAILED' else 'PENDING' end as status,
            ${broadcastBatch.sentAt} as at
          from ${broadcastBatch}
          where ${batchCitizenRange(broadcastBatch.firstCitizenId, broadcastBatch.lastCitizenId)} @> ${target.id}::bigint
            and ${broadcastBatch.recipients} @> array[${target.lineUserId}]::text[]
          union all `;
  const { rows } = await db.execute<{
    broadcastId: number;
    title: string;
    unitName: string;
    status: CitizenDeliveryStatus;
    at: string;
  }>(sql`
    with reached as (
      ${batches}select ${broadcastExclusion.broadcastId} as broadcast_id, ${broadcastExclusion.reason} as status,
        null::timestamptz as at
      from ${broadcastExclusion} where ${broadcastExclusion.citizenId} = ${target.id}
      union all
      select ${broadcastCapped.broadcastId}, 'CAPPED', null::timestamptz from ${broadcastCapped}
      where ${broadcastCapped.citizenIds} @> array[${target.id}]::bigint[]
    )
    select ${broadcast.id} as "broadcastId", ${broadcast.title} as title, ${unit.name} as "unitName",
      reached.status,
      coalesce(reached.at, ${broadcast.startedAt}, ${broadcast.createdAt})::text as at
    from reached
    join ${broadcast} on ${broadcast.id} = reached.broadcast_id
    join ${unit} on ${unit.id} = ${broadcast.unitId}
    where ${scope}
    order by coalesce(${broadcast.startedAt}, ${broadcast.createdAt}) desc, ${broadcast.id} desc`);
  return rows.map((row) => ({
    broadcastId: Number(row.broadcastId),
    title: row.title,
    unitName: row.unitName,
    status: row.status,
    at: new Date(row.at).toISOString(),
  }));
}

/**
 * The call centre's lookup by CID: 400 at `/cid` with the CID rule's message; 404
 * `CITIZEN_NOT_FOUND` when no citizen of the registry has it. Every lookup of a valid CID, found
 * or not, is written to the activity log with the CID masked before it is answered; the CID is
 * never answered back.
 */
export async function lookUpDeliveries(
  db: Database,
  protection: CidProtection,
  staff: Actor & ListViewer,
  cidText: string,
): Promise<CitizenDelivery[]> {
  const problem = cidProblem(cidText);
  if (problem) throw badRequest([{ path: '/cid', message: CID_MESSAGES[problem] }]);
  const cid = normaliseCid(cidText);
  const found = await citizenOfHash(db, protection.hashCid(cid));
  const deliveries = found ? await deliveriesOf(db, staff, found) : null;
  await recordActivity(db, staff, lookUpEntry(maskCid(cid), deliveries?.length ?? null));
  if (!deliveries) throw new HttpError(404, API_ERRORS.CITIZEN_NOT_FOUND);
  return deliveries;
}
