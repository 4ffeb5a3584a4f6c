import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The tables that grow with every send, partitioned by month: a national send adds 10,000,000
 * recipients in 20,000 batch rows, and its clicks follow. Each is partitioned by range of its id,
 * whose high bits are the Bangkok month the row was written in (`monthIdBase`, the id's default
 * in migration 0035, taken at the row's insert): every statement that names a row by its id (a
 * batch's claim, lease renewal and end, the click rollup's id range) reaches its one month's
 * partition and no other, and a month past the retention is dropped as a table, never deleted
 * row by row (docs/architecture.md, "Growth and retention").
 */
export const MONTHLY_TABLES = [
  {
    name: 'broadcast_batch',
    // Free space on each page: a batch's claim, lease renewals and end are HOT updates (0033).
    fillfactor: 50,
    // No statistics (0036): analysing a national send's 10,000,000 user ids took a core for
    // seconds, several times a send, and no plan is better for them.
    unanalysedColumns: ['recipients'],
  },
  { name: 'click', fillfactor: undefined, unanalysedColumns: [] },
] as const;

export type MonthlyTable = (typeof MONTHLY_TABLES)[number]['name'];

/** How many ids one month may take: its rows' ids run from its base to the next month's. */
export const MONTH_ID_SPAN = 2 ** 40;

/** Months kept ahead of the current one, so a month's first row never waits for its table. */
export const MONTHS_AHEAD = 2;

/** Delivery and click rows are kept this many whole months after the current one by default. */
export const DEFAULT_RETENTION_MONTHS = 24;

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Months since January 2000, Bangkok time (Thailand keeps no daylight saving). */
export function monthIndexOf(at: Date): number {
  const bangkok = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  return (bangkok.getUTCFullYear() - 2000) * 12 + bangkok.getUTCMonth();
}

/** The first id of a month's rows (the SQL function `month_id_base` gives the same). */
export function monthIdBase(monthIndex: number): number {
  return monthIndex * MONTH_ID_SPAN;
}

/** `broadcast_batch_2026_12`: the table of the rows written in that Bangkok month. */
export function partitionName(table: MonthlyTable, monthIndex: number): string {
  const year = 2000 + Math.floor(monthIndex / 12);
  const month = String((monthIndex % 12) + 1).padStart(2, '0');
  return `${table}_${year}_${month}`;
}

export interface MonthPartition {
  table: MonthlyTable;
  name: string;
  /** Its first month (-Infinity: every id below its end, the rows from before partitioning). */
  startMonthIndex: number;
  /** The month after its last row's (the partition's upper bound): rows are all older than it. */
  endMonthIndex: number;
}

/** Keeps two processes from creating or dropping the same month at once (pg_advisory_xact_lock). */
const PARTITIONS_LOCK = 7_302_035;

async function partitionsOf(db: Database): Promise<MonthPartition[]> {
  const { rows } = await db.execute<{ parent: MonthlyTable; name: string; bound: string }>(sql`
    select p.relname as parent, c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
    where c.relkind = 'r' and p.relname in (${sql.join(
      MONTHLY_TABLES.map((table) => sql`${table.name}`),
      sql`, `,
    )})
    order by c.relname`);
  return rows.map((row) => {
    const bound = /FROM \((MINVALUE|'?-?\d+'?)\) TO \('?(-?\d+)'?\)/.exec(row.bound);
    if (!bound?.[1] || !bound[2]) throw new Error(`unexpected bound of ${row.name}: ${row.bound}`);
    const lower = bound[1];
    return {
      table: row.parent,
      name: row.name,
      startMonthIndex:
        lower === 'MINVALUE'
          ? -Infinity
          : Math.floor(Number(lower.replaceAll("'", '')) / MONTH_ID_SPAN),
      endMonthIndex: Math.ceil(Number(bound[2]) / MONTH_ID_SPAN),
    };
  });
}

/**
 * Creates the tables of the current month and the `MONTHS_AHEAD` next ones that no partition
 * holds yet (the rows from before partitioning hold every month before the migration's, whatever
 * this process's clock says). Each is created apart and then attached, which locks the parent
 * against schema changes only: sends and clicks go on meanwhile. Answers the names created.
 */
export async function ensureMonthPartitions(
  db: Database,
  now: Date = new Date(),
  monthsAhead: number = MONTHS_AHEAD,
): Promise<string[]> {
  const current = monthIndexOf(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`);
    const existing = await partitionsOf(tx);
    const held = (table: MonthlyTable, month: number) =>
      existing.some(
        (partition) =>
          partition.table === table &&
          partition.startMonthIndex <= month &&
          month < partition.endMonthIndex,
      );
    const created: string[] = [];
    for (const table of MONTHLY_TABLES) {
      for (let month = current; month <= current + monthsAhead; month += 1) {
        if (held(table.name, month)) continue;
        const name = partitionName(table.name, month);
        const storage = table.fillfactor
          ? sql.raw(` with (fillfactor = ${table.fillfactor})`)
          : sql``;
        await tx.execute(sql`
          create table ${sql.identifier(name)}
            (like ${sql.identifier(table.name)} including defaults including constraints)${storage}`);
        for (const column of table.unanalysedColumns) {
          await tx.execute(sql`
            alter table ${sql.identifier(name)} alter column ${sql.identifier(column)} set statistics 0`);
        }
        await tx.execute(sql`
          alter table ${sql.identifier(table.name)} attach partition ${sql.identifier(name)}
          for values from (${sql.raw(String(monthIdBase(month)))})
            to (${sql.raw(String(monthIdBase(month + 1)))})`);
        created.push(name);
      }
    }
    return created;
  });
}

/**
 * Drops the partitions whose rows are all older than the current month and the `retentionMonths`
 * before it (with the default 24, December 2024's rows go when January 2027 begins). A drop
 * waits at most two seconds for the parent's lock (a long report holds it), else it is left to
 * the next run. Answers the names dropped.
 */
export async function dropExpiredPartitions(
  db: Database,
  retentionMonths: number,
  now: Date = new Date(),
): Promise<string[]> {
  const keepFrom = monthIndexOf(now) - retentionMonths;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`);
    await tx.execute(sql`set local lock_timeout = '2s'`);
    const expired = (await partitionsOf(tx)).filter(
      (partition) => partition.endMonthIndex <= keepFrom,
    );
    for (const partition of expired) {
      await tx.execute(sql`
        alter table ${sql.identifier(partition.table)} detach partition ${sql.identifier(partition.name)}`);
      await tx.execute(sql`drop table ${sql.identifier(partition.name)}`);
    }
    return expired.map((partition) => partition.name);
  });
}

/** The hourly upkeep: next months' tables made, expired months dropped. */
export async function keepMonthPartitions(
  db: Database,
  retentionMonths: number,
  now: Date = new Date(),
): Promise<{ created: string[]; dropped: string[] }> {
  const created = await ensureMonthPartitions(db, now);
  const dropped = await dropExpiredPartitions(db, retentionMonths, now);
  return { created, dropped };
}
