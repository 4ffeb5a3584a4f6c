import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
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

/** CIDs that must never receive a broadcast. Shown masked, so the CID is kept encrypted. */
export const excludedCid = pgTable(
  'excluded_cid',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cidHash: text('cid_hash').notNull().unique('excluded_cid_cid_hash_unique'),
    cidEncrypted: text('cid_encrypted').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('excluded_cid_created_at_idx').on(t.createdAt)],
);
