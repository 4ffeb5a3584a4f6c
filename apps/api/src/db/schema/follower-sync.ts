import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FOLLOWER_SYNC_STATUSES, FOLLOWER_SYNC_TRIGGERS } from '@hbc/contracts';
import { appUser } from './app-user';
import { identifierText } from './columns';
import { isOneOf } from './enums';

/**
 * One check of the citizens' follow status against LINE's follower IDs: who started it (a
 * Super Admin, or the nightly schedule), its progress while it runs, and what it changed.
 * At most one runs at a time (`follower_sync_run_one_running`).
 */
export const followerSyncRun = pgTable(
  'follower_sync_run',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: FOLLOWER_SYNC_TRIGGERS }).notNull(),
    startedBy: integer('started_by').references(() => appUser.id, { onDelete: 'set null' }),
    /** The starter's name as it was then: the user may be renamed or deleted later. */
    startedByName: text('started_by_name'),
    status: text('status', { enum: FOLLOWER_SYNC_STATUSES }).notNull().default('RUNNING'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When it last read a page: a run silent for long stopped with its process (see its start). */
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
    pagesRead: integer('pages_read').notNull().default(0),
    followersRead: integer('followers_read').notNull().default(0),
    newlyFollowing: integer('newly_following'),
    newlyUnfollowed: integer('newly_unfollowed'),
    unknownToUs: integer('unknown_to_us'),
    error: text('error'),
  },
  (t) => [
    check('follower_sync_run_status_check', isOneOf(t.status, FOLLOWER_SYNC_STATUSES)),
    check('follower_sync_run_trigger_check', isOneOf(t.trigger, FOLLOWER_SYNC_TRIGGERS)),
    uniqueIndex('follower_sync_run_one_running')
      .on(t.status)
      .where(sql`${t.status} = 'RUNNING'`),
    index('follower_sync_run_started_at_idx').on(t.startedAt, t.id),
  ],
);

/**
 * The follower IDs a running check has read from LINE, page by page, so that the comparison is
 * one set-based statement rather than millions of ids held in memory. Emptied when the check
 * ends. Made UNLOGGED by its migration (Drizzle cannot declare it): nothing in it outlives a run.
 */
export const followerSyncId = pgTable(
  'follower_sync_id',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => followerSyncRun.id, { onDelete: 'cascade' }),
    lineUserId: identifierText('line_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.lineUserId] })],
);
