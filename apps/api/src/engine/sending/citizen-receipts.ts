import { FREQUENCY_CAP_COUNT_MAX, FREQUENCY_CAP_DAYS_MAX, type FrequencyCap } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  broadcast,
  broadcastBatch,
  broadcastCapped,
  broadcastExclusion,
  citizen,
  citizenReceipt,
} from '../../db/schema';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minutes since 1970: how `citizen_receipt` records a broadcast's start. */
const minuteOf = (at: Date): number => Math.floor(at.getTime() / MINUTE_MS);

/** Serialises the snapshots that apply a cap: each must see the batches of the one before. */
const CAP_SNAPSHOT_LOCK = 29_001;
/** One fold at a time across every process: two would wait on each other's rows. */
const FOLD_LOCK = 29_002;

/**
 * How a query counts, for each candidate citizen (`citizen` in its FROM), the broadcasts that
 * reached them within the cap's days before `now`: their receipts (a binary search of the sorted
 * minutes) plus the batches of broadcasts not yet folded in (in flight, or ended a moment ago),
 * but for broadcast `own` itself. `unfolded` is a CTE to put in the query's WITH, `joins` goes
 * after `from citizen`, and `capped` is true for those the cap holds back.
 */
export function capTerms(cap: FrequencyCap, now: Date, own: number | null) {
  const cutoff = new Date(now.getTime() - cap.days * DAY_MINUTES * MINUTE_MS);
  const unfolded: SQL = sql`unfolded as (
      select u as line_user_id, count(*)::integer as n
      from ${broadcast} ob join ${broadcastBatch} bb on bb.broadcast_id = ob.id,
        unnest(bb.recipients) u
      where not ob.receipts_folded and ob.started_at >= ${cutoff.toISOString()}
        and ob.id <> ${own ?? 0} and bb.state <> 'FAILED' and bb.state <> 'CANCELLED'
        and (ob.receipts_folded_at is null or bb.sent_at is null or bb.sent_at > ob.receipts_folded_at)
      group by u)`;
  const joins: SQL = sql`left join ${citizenReceipt} receipt on receipt.citizen_id = ${citizen.id}
    left join unfolded on unfolded.line_user_id = ${citizen.lineUserId}`;
  const capped: SQL = sql`(coalesce(cardinality(receipt.received_at)
      - width_bucket(${minuteOf(cutoff) - 1}::integer, receipt.received_at), 0)
      + coalesce(unfolded.n, 0) >= ${cap.count})`;
  return { unfolded, joins, capped };
}

/** In a snapshot's transaction: waits for any other snapshot applying a cap to commit. */
export async function lockCapSnapshots(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAP_SNAPSHOT_LOCK})`);
}

/**
 * Folds the recipients of one ended broadcast (its SENT batches) into `citizen_receipt`, the
 * oldest start first, turns the chunks of those the cap held back into its CAPPED rows of
 * `broadcast_exclusion`, and marks it folded, in one transaction: a snapshot counts it either
 * from its batches or from the receipts, never both (after a retry of its failed batches, only
 * those sent since its last fold are folded again). A broadcast is folded once it has been over
 * for `settleMs` (a batch in flight at a cancel ends within its lease). Answers whether it folded
 * one (false: none left, or another process is folding).
 */
export async function foldOneBroadcast(db: Database, settleMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`,
    );
    if (!locked[0]?.ok) return false;
    const { rows } = await tx.execute<{
      id: number;
      startedAt: string;
      foldedAt: string | null;
    }>(sql`
      select ${broadcast.id} as id, ${broadcast.startedAt}::text as "startedAt",
        ${broadcast.receiptsFoldedAt}::text as "foldedAt"
      from ${broadcast}
      where not ${broadcast.receiptsFolded} and ${broadcast.startedAt} is not null
        and ${broadcast.status} in ('SENT', 'PARTIAL', 'FAILED', 'CANCELLED')
        and ${broadcast.finishedAt} < now() - make_interval(secs => ${settleMs / 1000})
      order by ${broadcast.startedAt}, ${broadcast.id} limit 1 for update skip locked`);
    const target = rows[0];
    if (!target) return false;
    const minute = minuteOf(new Date(target.startedAt));
    const keep = FREQUENCY_CAP_COUNT_MAX;
    // Receipts are folded oldest start first, so the new minute mostly goes last; one that ends
    // after a later one was folded is sorted in.
    await tx.execute(sql`
      insert into ${citizenReceipt} (citizen_id, received_at)
      select distinct ${citizen.id}, array[${minute}::integer]
      from ${broadcastBatch} bb, unnest(bb.recipients) u
      join ${citizen} on ${citizen.lineUserId} = u
      where bb.broadcast_id = ${target.id} and bb.state = 'SENT'
        and (${target.foldedAt}::timestamptz is null or bb.sent_at > ${target.foldedAt}::timestamptz)
      on conflict (citizen_id) do update set received_at = case
        when ${citizenReceipt.receivedAt}[cardinality(${citizenReceipt.receivedAt})] <= ${minute}
          then ${citizenReceipt.receivedAt}[greatest(1, cardinality(${citizenReceipt.receivedAt}) - ${keep - 2}):]
            || excluded.received_at
        else array(select m from (
            select m from unnest(${citizenReceipt.receivedAt} || excluded.received_at) m
            order by m desc limit ${keep}) newest order by m)
      end`);
    await tx.execute(sql`
      insert into ${broadcastExclusion} (citizen_id, broadcast_id, reason)
      select unnest(${broadcastCapped.citizenIds}), ${target.id}, 'CAPPED' from ${broadcastCapped}
      where ${broadcastCapped.broadcastId} = ${target.id}
      on conflict do nothing`);
    await tx.execute(sql`
      delete from ${broadcastCapped} where ${broadcastCapped.broadcastId} = ${target.id}`);
    await tx.execute(sql`
      update ${broadcast} set receipts_folded = true, receipts_folded_at = now()
      where ${broadcast.id} = ${target.id}`);
    return true;
  });
}

/**
 * Forgets the receipts of citizens who received nothing for longer than any cap counts back:
 * their rows say nothing a cap would use. Answers how many.
 */
export async function forgetOldReceipts(db: Database, now: Date): Promise<number> {
  const before = minuteOf(now) - FREQUENCY_CAP_DAYS_MAX * DAY_MINUTES;
  const { rows } = await db.execute<{ forgotten: number }>(sql`
    with forgotten as (
      delete from ${citizenReceipt}
      where ${citizenReceipt.receivedAt}[cardinality(${citizenReceipt.receivedAt})] < ${before}
      returning 1)
    select count(*)::integer as forgotten from forgotten`);
  return Number(rows[0]?.forgotten ?? 0);
}
