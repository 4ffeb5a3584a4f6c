import { ROLES } from '@hbc/contracts';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { isOneOf } from './enums';
import { unit } from './health-center';

/** Who did what, written in the same transaction as the change it records. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Role and unit at the time of the action (they may change later). */
    role: text('role', { enum: ROLES }),
    unitId: integer('unit_id').references(() => unit.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    menu: text('menu').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_log_role_check', isOneOf(t.role, ROLES)),
    index('activity_log_created_at_idx').on(t.createdAt),
    index('activity_log_unit_created_at_idx').on(t.unitId, t.createdAt),
    index('activity_log_user_created_at_idx').on(t.userId, t.createdAt),
  ],
);
