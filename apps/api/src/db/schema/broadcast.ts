import { AGGREGATION_UNIT_KINDS, BROADCAST_BATCH_SIZE } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { monthlyId, timestamps } from './columns';
import { BATCH_STATES, BROADCAST_STATUSES, BROADCAST_TARGETS, isOneOf } from './enums';
import { editedBy, unitRecordKey } from './unit-record-columns';
import { segment } from './segment';

export const broadcast = pgTable(
  'broadcast',
  {
    ...unitRecordKey(),
    title: text('title').notNull(),
    /** 1–3 messages of the composer model (a draft may still be empty). */
    messages: jsonb('messages')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    target: text('target', { enum: BROADCAST_TARGETS }).notNull().default('UNIT'),
    segmentId: integer('segment_id').references(() => segment.id),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('DRAFT'),
    targetCount: integer('target_count').notNull().default(0),
    excludedCount: integer('excluded_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * When its batches were last written to be sent (the end of a snapshot's or a retry's
     * transaction, clock time): their jobs are queued once it commits, and the sweep that queues
     * lost batches again leaves them alone until then (a national snapshot runs for seconds, and
     * its batches carry its transaction's start).
     */
    batchesWrittenAt: timestamp('batches_written_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When and by whom it was cancelled (the user null once deleted); null unless cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => appUser.id, { onDelete: 'set null' }),
    /**
     * Why the sending stopped before its last batch (LINE refused the messages themselves, or the
     * month's quota is spent), in Thai with LINE's words, or why a scheduled one could not start
     * (nobody to reach, over the quota); null otherwise.
     */
    haltReason: text('halt_reason'),
    /**
     * The LINE aggregation unit its multicasts carry (see report/aggregation-units.ts), decided
     * once when its first batch goes out, and what it is: its own, its health unit's of the
     * month, or NONE (the month's names were spent). Both null until decided.
     */
    aggregationUnit: text('aggregation_unit'),
    aggregationUnitKind: text('aggregation_unit_kind', { enum: AGGREGATION_UNIT_KINDS }),
    /** Urgent: every send needs a second person's approval; the maker's reason is required. */
    urgent: boolean('urgent').notNull().default(false),
    urgentReason: text('urgent_reason'),
    /** Left out by the frequency cap at its snapshot. */
    cappedCount: integer('capped_count').notNull().default(0),
    /**
     * The send window was closed when it was to start or send its next batch: its batches wait
     * until then (the sweep queues them again once it has passed).
     */
    waitingForWindowUntil: timestamp('waiting_for_window_until', { withTimezone: true }),
    /**
     * Its recipients are in `citizen_receipt` (folded once it ended); until then the frequency
     * cap counts them from its batches. A retry of its failed batches makes it unfolded again:
     * the batches sent after `receiptsFoldedAt` are folded then, and counted until.
     */
    receiptsFolded: boolean('receipts_folded').notNull().default(false),
    receiptsFoldedAt: timestamp('receipts_folded_at', { withTimezone: true }),
    ...editedBy(),
  },
  (t) => [
    check(
      'broadcast_aggregation_unit_kind_check',
      isOneOf(t.aggregationUnitKind, AGGREGATION_UNIT_KINDS),
    ),
    check('broadcast_status_check', isOneOf(t.status, BROADCAST_STATUSES)),
    check('broadcast_target_check', isOneOf(t.target, BROADCAST_TARGETS)),
    check('broadcast_segment_check', sql`(${t.target} = 'SEGMENT') = (${t.segmentId} is not null)`),
    check(
      'broadcast_messages_check',
      sql`jsonb_typeof(${t.messages}) = 'array' and jsonb_array_length(${t.messages}) <= 3 and (${t.status} = 'DRAFT' or jsonb_array_length(${t.messages}) >= 1)`,
    ),
    check('broadcast_urgent_check', sql`not ${t.urgent} or ${t.urgentReason} is not null`),
    check(
      'broadcast_counts_check',
      sql`${t.targetCount} >= 0 and ${t.excludedCount} >= 0 and ${t.cappedCount} >= 0 and ${t.sentCount} >= 0 and ${t.failedCount} >= 0`,
    ),
    index('broadcast_unit_created_at_idx').on(t.unitId, t.createdAt),
    index('broadcast_unit_status_idx').on(t.unitId, t.status),
    index('broadcast_segment_idx').on(t.segmentId),
    // The report lists started broadcasts, newest first, of every unit or of one.
    index('broadcast_started_at_idx')
      .on(t.startedAt.desc().nullsLast(), t.id)
      .where(sql`${t.startedAt} is not null`),
    index('broadcast_unit_started_at_idx')
      .on(t.unitId, t.startedAt.desc().nullsLast(), t.id)
      .where(sql`${t.startedAt} is not null`),
    // The sweep, every few seconds in each process, looks at sending broadcasts only.
    index('broadcast_sending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'SENDING'`),
    // The approvers' queue of every unit (Super Admin) and its badge.
    index('broadcast_pending_approval_idx')
      .on(t.id)
      .where(sql`${t.status} = 'PENDING_APPROVAL'`),
    // The fold of ended broadcasts' recipients into the citizens' receipts.
    index('broadcast_receipts_unfolded_idx')
      .on(t.startedAt)
      .where(sql`not ${t.receiptsFolded} and ${t.startedAt} is not null`),
    // The scheduler looks for due broadcasts only.
    index('broadcast_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'SCHEDULED'`),
  ],
);

/** A batch's citizen ids as one range, as its lookup index holds them (inclusive bounds). */
export function batchCitizenRange(first: AnyPgColumn, last: AnyPgColumn): SQL {
  return sql`int8range(${first}, ${last}, '[]')`;
}

/**
 * Up to 500 recipients sent in one multicast; `retryKey` makes a re-run harmless. Partitioned by
 * the month its id carries, the month it was written (db/monthly-partitions.ts).
 */
export const broadcastBatch = pgTable(
  'broadcast_batch',
  {
    id: monthlyId('broadcast_batch_id_seq'),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    recipients: text('recipients').array().notNull(),
    /**
     * The lowest and the highest citizen id among the recipients (a snapshot batches them in id
     * order, so a broadcast's batches hold ranges apart): the call centre's lookup finds a
     * citizen's batches by them, one range a batch instead of an index entry per recipient.
     */
    firstCitizenId: bigint('first_citizen_id', { mode: 'number' }).notNull(),
    lastCitizenId: bigint('last_citizen_id', { mode: 'number' }).notNull(),
    /** How many recipients (the array's length, kept apart so that counts never read the array). */
    size: integer('size').notNull(),
    state: text('state', { enum: BATCH_STATES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Unique by how it is made (the broadcast, its start and the batch's place); not indexed. */
    retryKey: uuid('retry_key').notNull(),
    lastError: text('last_error'),
    /** LINE refused it (a 4xx): never delivered, so a retry of the failed may use a new key. */
    refused: boolean('refused').notNull().default(false),
    lineRequestId: text('line_request_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Not unique: a partitioned table's unique index must hold the partition key (the id). One
    // statement numbers a broadcast's batches, so no two share a place.
    index('broadcast_batch_broadcast_seq_idx').on(t.broadcastId, t.seq),
    check('broadcast_batch_state_check', isOneOf(t.state, BATCH_STATES)),
    check(
      'broadcast_batch_size_check',
      // On the size, not the array: a check runs on every update (each claim and lease renewal),
      // and reading the array's length would fetch the whole toasted array each time.
      sql`${t.size} between 1 and ${sql.raw(String(BROADCAST_BATCH_SIZE))}`,
    ),
    check('broadcast_batch_attempts_check', sql`${t.attempts} >= 0`),
    // No index holds the state (a broadcast's batches are found by broadcast_batch_broadcast_seq_idx):
    // the claim, each lease renewal and the end then change no indexed column, and with the free
    // space migration 0033 leaves on each page (fillfactor 50) they are HOT updates, which write
    // no index entry.
    // The call centre's lookup: the batches whose citizen ids may hold one citizen, among every
    // broadcast's (docs/architecture.md, "Did this citizen get the message?"). It replaced a GIN
    // index of the recipients, whose 10,000,000 entries a national send took 40–56 s of a core to
    // merge (docs/benchmarks.md, production-send).
    index('broadcast_batch_citizen_range_idx').using(
      'gist',
      batchCitizenRange(t.firstCitizenId, t.lastCitizenId),
    ),
  ],
);

/**
 * Recipients counted by batches that ended and not yet added to their broadcast's `sent_count` and
 * `failed_count`: each batch's end inserts one row here instead of updating the broadcast's row,
 * which every batch ending at once would wait for, and `foldCounts` moves them onto it
 * (engine/sending/batch-completion.ts).
 */
export const broadcastCountDelta = pgTable(
  'broadcast_count_delta',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The broadcast, with no foreign key: a key's check would lock the broadcast's row for every
     * batch's end (200 a second) while the fold updates it, and PostgreSQL then records each lock
     * in a growing multixact (docs/benchmarks.md, production-send). Only a DRAFT is ever deleted,
     * and a DRAFT has no batches; the sweep drops any row whose broadcast is gone.
     */
    broadcastId: integer('broadcast_id').notNull(),
    sent: integer('sent').notNull(),
    failed: integer('failed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broadcast_count_delta_broadcast_idx').on(t.broadcastId)],
);

/**
 * Multicast calls made to LINE in each second, by every process: the channel-wide rate limiter
 * counts here so that several API or worker processes share one limit.
 */
export const lineRateWindow = pgTable('line_rate_window', {
  /** Unix time in whole seconds. */
  second: bigint('second', { mode: 'number' }).primaryKey(),
  requests: integer('requests').notNull(),
});
