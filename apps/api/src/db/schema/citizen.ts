import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  jsonb,
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
import { identifierText, timestamps } from './columns';
import { CITIZEN_FILE_IMPORT_STATUSES, FOLLOW_STATUSES, isOneOf, SEXES } from './enums';

/**
 * A citizen reachable through the programme's LINE account. Filled by imports (CSV or API) and
 * by LINE follow / unfollow events, so either identifier may be missing at first. The CID is
 * only ever stored as a keyed hash.
 */
export const citizen = pgTable(
  'citizen',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lineUserId: identifierText('line_user_id').unique('citizen_line_user_id_unique'),
    cidHash: identifierText('cid_hash').unique('citizen_cid_hash_unique'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: SEXES }).notNull().default('UNKNOWN'),
    // Both reference `province` and `unit` without foreign keys: the statement triggers of
    // migration 0013 keep the references (a unit's deletion sets unit_id null, a province's is
    // refused while citizens live in it), checking each statement's ids once, since a row-by-row
    // foreign-key check costs more than the rest of an imported row.
    provinceId: smallint('province_id'),
    unitId: integer('unit_id'),
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
    // Citizens per unit (the health-center counts, the unit's deletion trigger): the unit alone, the
    // smallest index that serves them, since every imported citizen writes it. A segment's count reads the covering index
    // `citizen_following_unit_idx` (migration 0007, written by hand: Drizzle has no INCLUDE):
    // (unit_id, birth_date) INCLUDE (sex, province_id, followed_at, tags) WHERE following, so a
    // count of a million citizens is an index-only scan, never a visit of their rows.
    index('citizen_unit_idx').on(t.unitId),
    index('citizen_province_idx').on(t.provinceId),
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
    cidHash: identifierText('cid_hash').notNull().unique('excluded_cid_cid_hash_unique'),
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
    cidHash: identifierText('cid_hash').notNull(),
    cidEncrypted: text('cid_encrypted').notNull(),
    cidKeyId: text('cid_key_id').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);

/**
 * A Super Admin's citizen file being loaded in the background: the console polls it for the
 * progress bar. Rows are loaded in batches, each committed (a batch again changes nothing), so a
 * failed import can simply be run again.
 */
export const citizenImport = pgTable(
  'citizen_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: CITIZEN_FILE_IMPORT_STATUSES }).notNull().default('RUNNING'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The first rejected rows: `[{ row, message }]`. */
    problems: jsonb('problems').$type<{ row: number; message: string }[]>().notNull().default([]),
    /** Thai, when FAILED. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('citizen_import_status_check', isOneOf(t.status, CITIZEN_FILE_IMPORT_STATUSES)),
    index('citizen_import_created_at_idx').on(t.createdAt),
  ],
);

/**
 * LINE webhook events already handled, by `webhookEventId`: a redelivered event changes nothing.
 * Kept for a week (LINE redelivers for a shorter time).
 */
export const lineWebhookEvent = pgTable(
  'line_webhook_event',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_webhook_event_received_at_idx').on(t.receivedAt)],
);
