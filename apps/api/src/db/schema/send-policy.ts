import { FREQUENCY_CAP_COUNT_MAX, FREQUENCY_CAP_DAYS_MAX } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { broadcast } from './broadcast';

/**
 * The Super Admin's send policy (one row; none until first set: no window, no cap). The window's
 * times are 'HH:MM' in Bangkok; both or neither. The cap's count and days: both or neither.
 */
export const sendPolicy = pgTable(
  'send_policy',
  {
    id: smallint('id').primaryKey().default(1),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    capCount: integer('cap_count'),
    capDays: integer('cap_days'),
    updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('send_policy_one_row', sql`${t.id} = 1`),
    check(
      'send_policy_window_check',
      sql`(${t.windowStart} is null) = (${t.windowEnd} is null) and (${t.windowStart} is null or (${t.windowStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.windowStart} <> ${t.windowEnd}))`,
    ),
    check(
      'send_policy_cap_check',
      sql`(${t.capCount} is null) = (${t.capDays} is null) and (${t.capCount} is null or (${t.capCount} between 1 and ${sql.raw(String(FREQUENCY_CAP_COUNT_MAX))} and ${t.capDays} between 1 and ${sql.raw(String(FREQUENCY_CAP_DAYS_MAX))}))`,
    ),
  ],
);

/**
 * What each citizen received: the start of each broadcast that reached them, in minutes since
 * 1970, ascending, the last `FREQUENCY_CAP_COUNT_MAX` only — enough to tell whether any cap's
 * count was reached within its days with a binary search (`width_bucket`), never an unnest. Keyed
 * by the citizen's id, which a snapshot joins on far faster than on LINE userIds. Folded in from
 * each broadcast's sent batches once it ends (see engine/sending/citizen-receipts.ts); a broadcast
 * not yet folded is counted from its batches. The citizen is referenced without a foreign key,
 * like `broadcast_exclusion`. Its pages keep free space (fillfactor 70, set by migration 0031), so
 * that a fold rewrites rows in place.
 */
export const citizenReceipt = pgTable('citizen_receipt', {
  citizenId: bigint('citizen_id', { mode: 'number' }).primaryKey(),
  receivedAt: integer('received_at').array().notNull(),
});

/**
 * The citizens the frequency cap held back from a broadcast, as its snapshot wrote them: ids in
 * chunks, no index, a fraction of what half a million rows would cost the send call. Once the
 * broadcast is folded they become its CAPPED rows of `broadcast_exclusion` and the chunks go; until
 * then the call centre's lookup reads them here.
 */
export const broadcastCapped = pgTable(
  'broadcast_capped',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    citizenIds: bigint('citizen_ids', { mode: 'number' }).array().notNull(),
  },
  (t) => [index('broadcast_capped_broadcast_idx').on(t.broadcastId)],
);
