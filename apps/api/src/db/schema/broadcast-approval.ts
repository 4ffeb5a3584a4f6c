import { APPROVAL_DECISIONS, APPROVAL_GROUNDS } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { broadcast } from './broadcast';
import { isOneOf } from './enums';

/**
 * Each request for a second person's approval of a send (large or urgent), and its outcome:
 * approved, rejected with a reason, or withdrawn by an edit. The broadcast shows its last.
 */
export const broadcastApproval = pgTable(
  'broadcast_approval',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    grounds: text('grounds', { enum: APPROVAL_GROUNDS }).array().notNull(),
    requestedBy: integer('requested_by').references(() => appUser.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    recipientsAtRequest: integer('recipients_at_request').notNull(),
    /** The threshold when it was asked. */
    minRecipients: integer('min_recipients').notNull(),
    /** The time the send asked for (null: now, on approval). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    decision: text('decision', { enum: APPROVAL_DECISIONS }),
    decidedBy: integer('decided_by').references(() => appUser.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('broadcast_approval_decision_check', isOneOf(t.decision, APPROVAL_DECISIONS)),
    check(
      'broadcast_approval_outcome_check',
      sql`(${t.decision} is null or ${t.withdrawnAt} is null) and (${t.decision} is null) = (${t.decidedAt} is null) and (${t.rejectReason} is null or ${t.decision} = 'REJECTED')`,
    ),
    check('broadcast_approval_recipients_check', sql`${t.recipientsAtRequest} >= 0`),
    index('broadcast_approval_broadcast_idx').on(t.broadcastId, t.id),
    // At most one open request per broadcast.
    uniqueIndex('broadcast_approval_open_unique')
      .on(t.broadcastId)
      .where(sql`${t.decision} is null and ${t.withdrawnAt} is null`),
  ],
);

/**
 * The approval threshold as the Super Admin set it (one row; none until first set, when the
 * configured default applies).
 */
export const approvalSetting = pgTable(
  'approval_setting',
  {
    id: smallint('id').primaryKey().default(1),
    minRecipients: integer('min_recipients').notNull(),
    updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('approval_setting_one_row', sql`${t.id} = 1`),
    check('approval_setting_min_recipients_check', sql`${t.minRecipients} >= 1`),
  ],
);
