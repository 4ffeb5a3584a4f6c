import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { unit } from './health-center';
import { editedBy } from './unit-record-columns';

/**
 * A broadcast's messages kept under a name, to start new broadcasts from. A unit's templates are
 * its own; the Super Admin's (no unit) are offered to every unit.
 */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the Super Admin's templates, which every unit may use. */
    unitId: integer('unit_id').references(() => unit.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1–3 messages of the composer model. */
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    ...editedBy(),
  },
  (t) => [
    check(
      'message_template_messages_check',
      sql`jsonb_typeof(${t.messages}) = 'array' and jsonb_array_length(${t.messages}) between 1 and 3`,
    ),
    unique('message_template_unit_name_unique').on(t.unitId, t.name).nullsNotDistinct(),
    index('message_template_unit_updated_at_idx').on(t.unitId, t.updatedAt),
  ],
);
