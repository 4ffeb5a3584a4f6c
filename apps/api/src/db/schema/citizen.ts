import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { timestamps } from './columns';
import { FOLLOW_STATUSES, isOneOf, SEXES } from './enums';
import { province, unit } from './health-center';

/**
 * A citizen reachable through the programme's LINE account. Filled by imports (CSV or API) and
 * by LINE follow / unfollow events, so either identifier may be missing at first. The CID is
 * only ever stored as a keyed hash.
 */
export const citizen = pgTable(
  'citizen',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lineUserId: text('line_user_id').unique('citizen_line_user_id_unique'),
    cidHash: text('cid_hash').unique('citizen_cid_hash_unique'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: SEXES }).notNull().default('UNKNOWN'),
    provinceId: smallint('province_id').references(() => province.id),
    unitId: integer('unit_id').references(() => unit.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    followStatus: text('follow_status', { enum: FOLLOW_STATUSES }).notNull().default('UNKNOWN'),
    followedAt: timestamp('followed_at', { withTimezone: true }),
    unfollowedAt: timestamp('unfollowed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('citizen_sex_check', isOneOf(t.sex, SEXES)),
    check('citizen_follow_status_check', isOneOf(t.followStatus, FOLLOW_STATUSES)),
    check('citizen_identified_check', sql`${t.lineUserId} is not null or ${t.cidHash} is not null`),
    // Recipients of a unit's broadcast: unit + following, then the segment's conditions.
    index('citizen_unit_follow_idx').on(t.unitId, t.followStatus),
    index('citizen_unit_birth_date_idx').on(t.unitId, t.birthDate),
    index('citizen_unit_followed_at_idx').on(t.unitId, t.followedAt),
    index('citizen_province_idx').on(t.provinceId),
    index('citizen_tags_idx').using('gin', t.tags),
  ],
);

/**
 * CIDs that must never receive a broadcast. Matched by keyed hash (HMAC-SHA-256); kept
 * encrypted (AES-256-GCM) under the key named by `cid_key_id`, so keys can rotate; shown masked.
 */
export const excludedCid = pgTable(
  'excluded_cid',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cidHash: text('cid_hash').notNull().unique('excluded_cid_cid_hash_unique'),
    cidEncrypted: text('cid_encrypted').notNull(),
    cidKeyId: text('cid_key_id').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on the reason: a search by reason reads a list of thousands, while every import
  // would pay for a trigram index on each row it adds (a quarter of the confirm's time).
  (t) => [index('excluded_cid_created_at_idx').on(t.createdAt, t.id)],
);

/**
 * A file of CIDs checked and waiting for the Super Admin to confirm it (the preview). Its valid
 * rows are kept hashed and encrypted, never as read; confirming copies them into `excluded_cid`
 * in one transaction and deletes the import. Unconfirmed imports are purged after a day.
 */
export const cidImport = pgTable('cid_import', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** The reason given for rows whose file has no reason of their own. */
  reason: text('reason').notNull(),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  invalidRows: integer('invalid_rows').notNull(),
  duplicateRows: integer('duplicate_rows').notNull(),
  alreadyExcludedRows: integer('already_excluded_rows').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A valid, new row of a `cid_import`, as it will be excluded. */
export const cidImportRow = pgTable(
  'cid_import_row',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => cidImport.id, { onDelete: 'cascade' }),
    /** The row's line in the file (1 = the first line, header included). */
    rowNumber: integer('row_number').notNull(),
    cidHash: text('cid_hash').notNull(),
    cidEncrypted: text('cid_encrypted').notNull(),
    cidKeyId: text('cid_key_id').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);
