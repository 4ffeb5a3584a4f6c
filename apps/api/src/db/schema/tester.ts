import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { identifierText } from './columns';
import { TESTER_SOURCES, isOneOf } from './enums';
import { unit } from './health-center';
import { editedBy } from './unit-record-columns';

/**
 * A LINE account a unit sends its test sends to: someone who follows the programme's account,
 * added by their CID or by a one-time code they sent to the account.
 */
export const tester = pgTable(
  'tester',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lineUserId: identifierText('line_user_id').notNull(),
    addedVia: text('added_via', { enum: TESTER_SOURCES }).notNull(),
    ...editedBy(),
  },
  (t) => [
    check('tester_added_via_check', isOneOf(t.addedVia, TESTER_SOURCES)),
    unique('tester_unit_line_user_id_unique').on(t.unitId, t.lineUserId),
    index('tester_unit_name_idx').on(t.unitId, t.name),
  ],
);

/**
 * A one-time code waiting for its tester to send it to the programme's LINE account; the
 * webhook turns it into a `tester` of the unit and marks it used, naming that tester, so that the
 * staff member waiting on it learns who was added.
 */
export const testerCode = pgTable(
  'tester_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    /** The tester's name, given when the code was made. */
    name: text('name').notNull(),
    code: text('code').notNull().unique('tester_code_code_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The tester the code added (null until used, or once that tester is deleted). */
    testerId: integer('tester_id').references(() => tester.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tester_code_format_check', sql`${t.code} ~ '^[0-9]{6}$'`),
    index('tester_code_unit_idx').on(t.unitId),
  ],
);
