import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- read over the API's own database handle. */
import type { Database } from '../../apps/api/src/db/database';
/* eslint-enable @nx/enforce-module-boundaries */

/** Where the server's WAL and checkpoints stand: read before and after a write-heavy pass. */
export interface WritePoint {
  walLsn: string;
  checkpoints: number;
}

export async function writePoint(db: Database): Promise<WritePoint> {
  const { rows } = await db.execute<{ lsn: string; checkpoints: string | number }>(sql`
    select pg_current_wal_lsn()::text as lsn,
      (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter) as checkpoints`);
  return { walLsn: rows[0]?.lsn ?? '0/0', checkpoints: Number(rows[0]?.checkpoints ?? 0) };
}

/** WAL bytes written and checkpoints begun between two points. */
export async function writtenBetween(
  db: Database,
  from: WritePoint,
  to: WritePoint,
): Promise<{ walBytes: number; checkpoints: number }> {
  const { rows } = await db.execute<{ bytes: string | number }>(
    sql`select pg_wal_lsn_diff(${to.walLsn}::pg_lsn, ${from.walLsn}::pg_lsn) as bytes`,
  );
  return { walBytes: Number(rows[0]?.bytes ?? 0), checkpoints: to.checkpoints - from.checkpoints };
}

const FLUSH_SAMPLES = 50;

/**
 * The median time of a commit that waits for the disk (one small row, synchronous_commit on):
 * what the server's disk takes to flush its WAL, which every batch of an import waits for once
 * and which differs most between machines of the same size.
 */
export async function commitFlushMs(db: Database): Promise<number> {
  await db.execute(sql`create table if not exists bench_flush_probe (n int)`);
  const samples: number[] = [];
  try {
    for (let i = 0; i < FLUSH_SAMPLES; i++) {
      const start = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = on`);
        await tx.execute(sql`insert into bench_flush_probe values (${i})`);
      });
      samples.push(performance.now() - start);
    }
  } finally {
    await db.execute(sql`drop table bench_flush_probe`);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
