import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { broadcast } from './broadcast';
import { isOneOf } from './enums';

/** Why a citizen of a broadcast's audience was left out. */
export const EXCLUSION_REASONS = ['EXCLUDED', 'CAPPED'] as const;

/**
 * The citizens a broadcast reached but left out when its sending started: their CID was on the
 * excluded list (EXCLUDED: a few rows a broadcast, the list holds thousands of CIDs), or the
 * frequency cap held them back (CAPPED). The call centre's lookup answers from here, keyed by the
 * citizen first. The citizen is referenced without a foreign key, which every citizen import
 * would pay for: only a citizen without a CID is ever deleted (merged into the one with it), and
 * such a citizen is never excluded nor ever received anything.
 */
export const broadcastExclusion = pgTable(
  'broadcast_exclusion',
  {
    citizenId: bigint('citizen_id', { mode: 'number' }).notNull(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: EXCLUSION_REASONS }).notNull().default('EXCLUDED'),
  },
  (t) => [
    primaryKey({ columns: [t.citizenId, t.broadcastId] }),
    check('broadcast_exclusion_reason_check', isOneOf(t.reason, EXCLUSION_REASONS)),
    // A broadcast's deletion finds its rows by it.
    index('broadcast_exclusion_broadcast_idx').on(t.broadcastId),
  ],
);
