import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` / `updated_at` shared by every table that is edited. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Text compared byte by byte (collation "C"): keyed CID hashes and LINE userIds, identifiers no
 * language sorts. Their unique indexes take a row of every import, and a "C" comparison is a
 * plain memcmp where the database's own collation would go through the C library's strcoll.
 * Every column matched against one of them has the same collation, so each side's index serves.
 */
export const identifierText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text collate "C"',
});

/**
 * The id of a table partitioned by month (db/monthly-partitions.ts): the Bangkok month it was
 * written in (the clock at the insert, not the transaction's start, so an id handed out later is
 * never smaller), times 2^40, plus the table's sequence (`month_id_base`, migration 0035).
 */
export const monthlyId = (sequence: string) =>
  bigint('id', { mode: 'number' })
    .primaryKey()
    .default(sql`month_id_base(clock_timestamp()) + nextval(${sql.raw(`'${sequence}'`)})`);
