import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { broadcast } from './broadcast';
import { BOT_VISIT_KINDS, FOLLOWER_DIMENSIONS, isOneOf, USER_AGENT_CLASSES } from './enums';
import { province, unit } from './health-center';
import { monthlyId } from './columns';
import { editedBy, unitRecordKey } from './unit-record-columns';

/** A short link `/t/{code}` that counts clicks and redirects to `targetUrl`. */
export const trackingUrl = pgTable(
  'tracking_url',
  {
    ...unitRecordKey(),
    name: text('name').notNull(),
    /** Unguessable, URL-safe. */
    code: text('code').notNull().unique('tracking_url_code_unique'),
    targetUrl: text('target_url').notNull(),
    /** A disabled link's code answers not-found; a link a sent broadcast carried is disabled, never deleted. */
    enabled: boolean('enabled').notNull().default(true),
    ...editedBy(),
  },
  (t) => [
    uniqueIndex('tracking_url_unit_name_unique').on(t.unitId, t.name),
    check('tracking_url_code_check', sql`${t.code} ~ '^[A-Za-z0-9_-]{6,64}$'`),
    check('tracking_url_target_check', sql`${t.targetUrl} ~ '^https?://'`),
    index('tracking_url_unit_created_at_idx').on(t.unitId, t.createdAt),
  ],
);

/**
 * One click on a tracking link. The IP is kept only as a keyed hash. Partitioned by the month its
 * id carries, the month it was written (db/monthly-partitions.ts).
 */
export const click = pgTable(
  'click',
  {
    id: monthlyId('click_id_seq'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id').references(() => broadcast.id, { onDelete: 'set null' }),
    userAgentClass: text('user_agent_class', { enum: USER_AGENT_CLASSES })
      .notNull()
      .default('OTHER'),
    ipHash: text('ip_hash'),
    /** The person's (keyed IP hash) first click on the link in this clock hour: a unique click. */
    uniqueInHour: boolean('unique_in_hour').notNull().default(false),
  },
  (t) => [
    check('click_user_agent_class_check', isOneOf(t.userAgentClass, USER_AGENT_CLASSES)),
    index('click_tracking_url_clicked_at_idx').on(t.trackingUrlId, t.clickedAt),
    index('click_broadcast_clicked_at_idx')
      .on(t.broadcastId, t.clickedAt)
      .where(sql`${t.broadcastId} is not null`),
  ],
);

/** Who clicked a link in which hour: makes `click.unique_in_hour` one per person per link per hour across processes. */
export const clickPersonHour = pgTable(
  'click_person_hour',
  {
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    ipHash: text('ip_hash').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackingUrlId, t.ipHash, t.hour] }),
    index('click_person_hour_hour_idx').on(t.hour),
  ],
);

/** Who clicked a link in which minute: one counted click per address, link and minute. */
export const clickPersonMinute = pgTable(
  'click_person_minute',
  {
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    ipHash: text('ip_hash').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackingUrlId, t.ipHash, t.minute] }),
    index('click_person_minute_minute_idx').on(t.minute),
  ],
);

/** A link preview fetcher, crawler, HEAD request or prefetch on a tracking link: kept apart, never a click. */
export const botVisit = pgTable(
  'bot_visit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id').references(() => broadcast.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: BOT_VISIT_KINDS }).notNull(),
    /** The user agent, cut at 300 characters. */
    userAgent: text('user_agent'),
  },
  (t) => [
    check('bot_visit_kind_check', isOneOf(t.kind, BOT_VISIT_KINDS)),
    index('bot_visit_tracking_url_visited_at_idx').on(t.trackingUrlId, t.visitedAt),
  ],
);

/**
 * How far each API process's journal of tracking-link visits is written to the database: its
 * visits up to `flushed_seq` are, those after it are replayed from the journal when the process
 * starts again (a killed process loses no click it answered).
 */
export const visitJournal = pgTable('visit_journal', {
  /** The process's journal: host and port. */
  name: text('name').primaryKey(),
  flushedSeq: bigint('flushed_seq', { mode: 'number' }).notNull(),
});

/** The tracking links a broadcast carried, written when it starts sending. */
export const broadcastTrackingUrl = pgTable(
  'broadcast_tracking_url',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.trackingUrlId] }),
    index('broadcast_tracking_url_tracking_url_idx').on(t.trackingUrlId),
  ],
);

/** What LINE's insight API said of a broadcast (summed over its multicast requests), and when. */
export const broadcastInsight = pgTable('broadcast_insight', {
  broadcastId: integer('broadcast_id')
    .primaryKey()
    .references(() => broadcast.id, { onDelete: 'cascade' }),
  delivered: integer('delivered').notNull().default(0),
  /** LINE's figures; null where LINE hides one of fewer than 20 users. */
  uniqueImpressions: integer('unique_impressions'),
  uniqueClicks: integer('unique_clicks'),
  uniqueVideoPlays: integer('unique_video_plays'),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Clicks per Bangkok day, link and broadcast (0: none), added up by the rollup job from the
 * clicks written since its last run: the report and dashboard read these, never `click`.
 */
export const clickDaily = pgTable(
  'click_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id').notNull().default(0),
    unitId: integer('unit_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.trackingUrlId, t.broadcastId] }),
    index('click_daily_broadcast_idx').on(t.broadcastId),
    index('click_daily_unit_day_idx').on(t.unitId, t.day),
    index('click_daily_day_idx').on(t.day),
  ],
);

/** Citizens following each unit at the end of a Bangkok day (today: as of the last rollup). */
export const followingDaily = pgTable(
  'following_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    following: integer('following').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.unitId] })],
);

/**
 * Citizens following now (as of the last rollup) by sex, by age band on the rollup's day and by
 * their own province, each counted under the province of the unit they follow (what the
 * dashboard's region narrows by): at most 77 × (3 + 7 + 78) rows, so the dashboard never reads
 * `citizen`. `value` is the sex, the band's key ('unknown': no birth date), or the province's id
 * ('': none recorded).
 */
export const followerProfile = pgTable(
  'follower_profile',
  {
    unitProvinceId: smallint('unit_province_id')
      .notNull()
      .references(() => province.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: FOLLOWER_DIMENSIONS }).notNull(),
    value: text('value').notNull(),
    followers: integer('followers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitProvinceId, t.dimension, t.value] }),
    check('follower_profile_dimension_check', isOneOf(t.dimension, FOLLOWER_DIMENSIONS)),
  ],
);

/** Messages LINE says it delivered on a Bangkok day (its delivery insight), for the dashboard. */
export const lineDeliveryDaily = pgTable('line_delivery_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  delivered: integer('delivered').notNull().default(0),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where each rollup has got to: the last click id added up, and when it last ran. */
export const rollupState = pgTable('rollup_state', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }),
});
