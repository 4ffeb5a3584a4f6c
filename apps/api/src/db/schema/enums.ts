import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export {
  BROADCAST_STATUSES,
  BROADCAST_TARGETS,
  DELIVERY_STATUSES as BATCH_STATES,
  type BroadcastTarget,
  type DeliveryStatus as BatchState,
  DISCARDED_VISIT_KINDS as BOT_VISIT_KINDS,
  type DiscardedVisitKind as BotVisitKind,
  CITIZEN_FILE_IMPORT_STATUSES,
  FOLLOW_STATUSES,
  SEXES,
  TESTER_SOURCES,
  USER_STATUSES,
  type BroadcastStatus,
  type CitizenFileImportStatus,
  type FollowStatus,
  type Sex,
  type UserStatus,
} from '@hbc/contracts';

export const USER_AGENT_CLASSES = ['MOBILE', 'DESKTOP', 'BOT', 'OTHER'] as const;
export type UserAgentClass = (typeof USER_AGENT_CLASSES)[number];

/** What a `follower_profile` row counts followers by. */
export const FOLLOWER_DIMENSIONS = ['SEX', 'AGE_BAND', 'PROVINCE'] as const;
export type FollowerDimension = (typeof FOLLOWER_DIMENSIONS)[number];

/** `column IN ('A', 'B', …)` for a CHECK constraint (values are our own constants, never input). */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
