import { ROLES } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './enums';

/** The text the activity log's free-text search looks in (one trigram index covers it). */
export function activityTextOf(t: {
  actorName: AnyPgColumn;
  action: AnyPgColumn;
  menu: AnyPgColumn;
  subject: AnyPgColumn;
  description: AnyPgColumn;
}): SQL {
  return sql`(coalesce(${t.actorName}, '') || ' ' || ${t.action} || ' ' || ${t.menu} || ' ' || ${t.subject} || ' ' || ${t.description})`;
}

/**
 * Who did what, written in the same transaction as the change it records. Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0005). So that deleting a user or a unit never
 * has to change an entry, `user_id` and `unit_id` are plain values, not foreign keys, and the
 * actor's name is copied in when the entry is written.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    /** The actor's name when the entry was written. */
    actorName: text('actor_name'),
    /** Role and unit at the time of the action (they may change later). */
    role: text('role', { enum: ROLES }),
    unitId: integer('unit_id'),
    action: text('action').notNull(),
    menu: text('menu').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** The client's address as the API saw it (behind the configured proxies). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_log_role_check', isOneOf(t.role, ROLES)),
    // Keyset paging newest first: (created_at, id) under every scope and filter that has an index.
    index('activity_log_created_at_idx').on(t.createdAt, t.id),
    index('activity_log_unit_created_at_idx').on(t.unitId, t.createdAt, t.id),
    index('activity_log_user_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('activity_log_menu_created_at_idx').on(t.menu, t.createdAt, t.id),
    index('activity_log_action_created_at_idx').on(t.action, t.createdAt, t.id),
    index('activity_log_text_trgm_idx').using('gin', sql`${activityTextOf(t)} gin_trgm_ops`),
  ],
);
