import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { isOneOf } from './enums';

/** Which sign-in step a login state belongs to. */
export const LOGIN_STATE_KINDS = ['line', 'provider'] as const;
export type LoginStateKind = (typeof LOGIN_STATE_KINDS)[number];

/**
 * One-time `state` of an authorize redirect (LINE Login, or Health ID for the provider step),
 * with what the return must match: the nonce of the LINE ID token, the redirect URI the code
 * is exchanged with and, for the provider step, the user it was issued to. Used once.
 */
export const loginState = pgTable(
  'login_state',
  {
    /** The `state` value itself: random, URL-safe. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LOGIN_STATE_KINDS }).notNull(),
    /** Nonce the LINE ID token must repeat (kept for the provider step too, unused there). */
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /**
     * PKCE's code_verifier (RFC 7636) of a LINE Login authorize request: its S256 challenge went
     * with the request, the verifier goes with the code exchange. None for the provider step.
     */
    codeVerifier: text('code_verifier'),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('login_state_kind_check', isOneOf(t.kind, LOGIN_STATE_KINDS)),
    check('login_state_user_check', sql`(${t.kind} = 'provider') = (${t.userId} is not null)`),
    index('login_state_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One sign-in, from the LINE step on: the `jti` of its messaging token and then of the access
 * token the provider step turns it into. Revoked on sign-out, which ends both tokens.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /**
     * An invite's sign-in: the LINE account the LINE step found, bound to the user (and the invite
     * spent) only when the provider step succeeds. Null when the user was already bound.
     */
    pendingLineUserId: text('pending_line_user_id'),
    /** When the LINE step opened it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider step signed the user in; null while only the LINE step is done. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    /** The end of its messaging token, then (once signed in) of its access token. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The user's sign-in before this one (the profile's `last_login`); null on the first. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_session_user_created_at_idx').on(t.userId, t.createdAt)],
);
