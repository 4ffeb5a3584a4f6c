import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginState, type LoginStateKind } from '../../db/schema';
import { signInError } from './sign-in-errors';

/** How long the person has to come back from the authorize page. */
export const LOGIN_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** Used or expired states are deleted once they are this old. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

const randomValue = (bytes: number) => randomBytes(bytes).toString('base64url');

export interface NewLoginState {
  kind: LoginStateKind;
  redirectUri: string;
  /** The user of the provider step; none for LINE Login. */
  userId?: number;
}

/** PKCE's S256 challenge of a code_verifier (RFC 7636): base64url(SHA-256(verifier)). */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/**
 * Stores a one-time state and nonce for an authorize redirect, and for LINE Login a PKCE
 * code_verifier (43 characters) whose challenge goes with the redirect. Old states are cleared on
 * the way, so the table stays small.
 */
export async function createLoginState(
  db: Database,
  { kind, redirectUri, userId }: NewLoginState,
  now: Date = new Date(),
): Promise<{ state: string; nonce: string; codeChallenge: string | null }> {
  const state = randomValue(32);
  const nonce = randomValue(24);
  const codeVerifier = kind === 'line' ? randomValue(32) : null;
  await db
    .delete(loginState)
    .where(lt(loginState.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await db.insert(loginState).values({
    id: state,
    kind,
    nonce,
    redirectUri,
    codeVerifier,
    userId: userId ?? null,
    expiresAt: new Date(now.getTime() + LOGIN_STATE_LIFETIME_MS),
  });
  return { state, nonce, codeChallenge: codeVerifier && s256Challenge(codeVerifier) };
}

/**
 * Marks the state used and answers it, when it exists, is of `kind` (and of `userId` for the
 * provider step), is unused and unexpired; otherwise null. One statement, so a state can never be
 * used twice, even by two requests at once.
 */
export async function consumeLoginState(
  db: Database,
  state: string,
  kind: LoginStateKind,
  userId?: number,
): Promise<{ redirectUri: string; nonce: string; codeVerifier: string | null } | null> {
  const [row] = await db
    .update(loginState)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginState.id, state),
        eq(loginState.kind, kind),
        userId === undefined ? isNull(loginState.userId) : eq(loginState.userId, userId),
        isNull(loginState.usedAt),
        gt(loginState.expiresAt, sql`now()`),
      ),
    )
    .returning({
      redirectUri: loginState.redirectUri,
      nonce: loginState.nonce,
      codeVerifier: loginState.codeVerifier,
    });
  return row ?? null;
}

/**
 * The state `consumed` (by `consumeLoginState`); when there was none to use, the sign-in error
 * INVALID_STATE, once `recordFailure` has written the failure to the activity log.
 */
export async function consumedOrRefused<State>(
  consumed: Promise<State | null>,
  recordFailure: () => Promise<unknown>,
): Promise<State> {
  const state = await consumed;
  if (state) return state;
  await recordFailure();
  throw signInError('INVALID_STATE');
}
