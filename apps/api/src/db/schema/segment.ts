import type { SegmentRules } from '@hbc/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { identifierText } from './columns';
import { unit } from './health-center';
import { editedBy, unitRecordKey } from './unit-record-columns';

export const segment = pgTable(
  'segment',
  {
    ...unitRecordKey(),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<SegmentRules>().notNull(),
    /** Number of matching citizens when last counted. */
    cachedCount: integer('cached_count'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    ...editedBy(),
  },
  (t) => [
    index('segment_unit_updated_at_idx').on(t.unitId, t.updatedAt),
    uniqueIndex('segment_unit_name_unique').on(t.unitId, t.name),
  ],
);

/**
 * A list of CIDs a unit uploaded for a segment's CID-list condition, kept as keyed hashes only.
 * A list no segment uses is purged after a day.
 */
export const segmentCidList = pgTable(
  'segment_cid_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('segment_cid_list_unit_idx').on(t.unitId)],
);

export const segmentCidListItem = pgTable(
  'segment_cid_list_item',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => segmentCidList.id, { onDelete: 'cascade' }),
    cidHash: identifierText('cid_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.cidHash] })],
);
