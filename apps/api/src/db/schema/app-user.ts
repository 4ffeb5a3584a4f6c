import { ROLES } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { isOneOf, USER_STATUSES } from './enums';
import { unit } from './health-center';

/**
 * "First Last": what the user search looks in. Its trigram index holds this very expression,
 * which a search must repeat exactly for PostgreSQL to use the index.
 */
export function fullNameOf(user: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`(${user.firstName} || ' ' || ${user.lastName})`;
}

/** A staff member. Super Admin has no unit; every other role belongs to exactly one. */
export const appUser = pgTable(
  'app_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    unitId: integer('unit_id').references(() => unit.id),
    status: text('status', { enum: USER_STATUSES }).notNull().default('INVITED'),
    lineUserId: text('line_user_id').unique('app_user_line_user_id_unique'),
    /** Subject of the national provider identity (Provider ID). */
    providerId: text('provider_id').unique('app_user_provider_id_unique'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Single-use invite code; kept once used (with `inviteUsedAt`) so a second use is told apart. */
    inviteCode: text('invite_code').unique('app_user_invite_code_unique'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    inviteUsedAt: timestamp('invite_used_at', { withTimezone: true }),
    /** Why this user's last sign-in attempt failed (a code), and when; cleared by a sign-in. */
    lastSignInFailure: text('last_sign_in_failure'),
    lastSignInFailureAt: timestamp('last_sign_in_failure_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('app_user_role_check', isOneOf(t.role, ROLES)),
    check('app_user_status_check', isOneOf(t.status, USER_STATUSES)),
    check('app_user_unit_check', sql`(${t.role} = 'SUPER_ADMIN') = (${t.unitId} is null)`),
    index('app_user_unit_role_idx').on(t.unitId, t.role),
    index('app_user_name_idx').on(t.firstName, t.lastName),
    index('app_user_full_name_trgm_idx').using('gin', sql`${fullNameOf(t)} gin_trgm_ops`),
    // The list's orders by last sign-in, NULLs (never signed in) last either way, then the id.
    index('app_user_last_login_desc_idx').on(t.lastLoginAt.desc().nullsLast(), t.id),
    index('app_user_last_login_idx').on(t.lastLoginAt, t.id),
  ],
);
