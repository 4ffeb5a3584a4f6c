import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export {
  BROADCAST_STATUSES,
  CITIZEN_FILE_IMPORT_STATUSES,
  FOLLOW_STATUSES,
  SEXES,
  USER_STATUSES,
  type BroadcastStatus,
  type CitizenFileImportStatus,
  type FollowStatus,
  type Sex,
  type UserStatus,
} from '@hbc/contracts';

/** Whom a broadcast goes to: every following citizen of the unit, or one of its segments. */
export const BROADCAST_TARGETS = ['UNIT', 'SEGMENT'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];

export const BATCH_STATES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

export const USER_AGENT_CLASSES = ['MOBILE', 'DESKTOP', 'BOT', 'OTHER'] as const;
export type UserAgentClass = (typeof USER_AGENT_CLASSES)[number];

/** `column IN ('A', 'B', …)` for a CHECK constraint (values are our own constants, never input). */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
