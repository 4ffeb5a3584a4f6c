import { customType, timestamp } from 'drizzle-orm/pg-core';

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
