import { LINE_CHANNEL_OUTCOMES } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last check that the LINE Login channel and the Messaging API channel answer for the same
 * users (LINE gives a user one ID per provider). One row; every process updates it.
 */
export const lineChannelCheck = pgTable(
  'line_channel_check',
  {
    id: smallint('id').primaryKey().default(1),
    outcome: text('outcome', { enum: LINE_CHANNEL_OUTCOMES }).notNull(),
    /** What was asked: `startup` (staff members' profiles) or `test-send` (a push to oneself). */
    source: text('source', { enum: ['startup', 'test-send'] }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('line_channel_check_one_row', sql`${t.id} = 1`),
    check(
      'line_channel_check_outcome',
      sql`${t.outcome} in ('SAME_PROVIDER', 'UNCONFIRMED', 'OTHER_PROVIDER')`,
    ),
  ],
);
