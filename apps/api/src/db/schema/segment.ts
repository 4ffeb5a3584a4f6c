import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { timestamps } from './columns';
import { unit } from './health-center';

/**
 * Conditions of a segment (all / any of age, sex, province, tags, follow date, an uploaded CID
 * list). Its exact shape belongs to the segment area; the table only needs a JSON object.
 */
export type SegmentRules = Record<string, unknown>;

export const segment = pgTable(
  'segment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<SegmentRules>().notNull(),
    /** Number of matching citizens when last counted. */
    cachedCount: integer('cached_count'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('segment_unit_updated_at_idx').on(t.unitId, t.updatedAt),
    index('segment_unit_name_idx').on(t.unitId, t.name),
  ],
);
