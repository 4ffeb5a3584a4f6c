import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { broadcast } from './broadcast';

/**
 * The citizens a broadcast reached but left out because their CID was on the excluded list when
 * its sending started: the call centre's lookup answers EXCLUDED from here. A few rows a
 * broadcast (the excluded list holds thousands of CIDs, not millions), keyed by the citizen first
 * for that lookup. The citizen is referenced without a foreign key, which every citizen import
 * would pay for: only a citizen without a CID is ever deleted (merged into the one with it), and
 * such a citizen is never excluded.
 */
export const broadcastExclusion = pgTable(
  'broadcast_exclusion',
  {
    citizenId: bigint('citizen_id', { mode: 'number' }).notNull(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.citizenId, t.broadcastId] }),
    // A broadcast's deletion finds its rows by it.
    index('broadcast_exclusion_broadcast_idx').on(t.broadcastId),
  ],
);
