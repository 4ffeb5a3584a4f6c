import { and, eq, isNull } from 'drizzle-orm';
import { tokenExpiry } from '../auth/tokens';
import type { Database } from '../db/database';
import { authSession } from '../db/schema';

/** Where a sign-in request came from, kept with its session. */
export interface SignInClient {
  ip: string;
  userAgent: string | undefined;
}

/** Longest user-agent kept with a session. */
const USER_AGENT_MAX = 500;

const clientColumns = ({ ip, userAgent }: SignInClient) => ({
  ip,
  userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
});

/**
 * Opens the session of a sign-in at the LINE step: it ends with the messaging token issued at
 * `now`, whose `jti` it is. Answers its id.
 */
export async function openSignInSession(
  db: Database,
  userId: number,
  client: SignInClient,
  now: Date,
): Promise<string> {
  const [session] = await db
    .insert(authSession)
    .values({
      userId,
      createdAt: now,
      expiresAt: tokenExpiry('messaging', now.getTime()),
      ...clientColumns(client),
    })
    .returning({ id: authSession.id });
  if (!session) throw new Error('auth_session insert returned no row');
  return session.id;
}

export interface SignedIn {
  sessionId: string;
  userId: number;
  /** The user's sign-in before this one (the profile's `last_login`). */
  previousLoginAt: Date | null;
  client: SignInClient;
  now: Date;
}

/**
 * Marks the session signed in at the provider step: it now ends with the access token issued at
 * `now`. False when it is no longer open (signed out meanwhile).
 */
export async function signInSession(db: Database, signedIn: SignedIn): Promise<boolean> {
  const { sessionId, userId, previousLoginAt, client, now } = signedIn;
  const rows = await db
    .update(authSession)
    .set({
      signedInAt: now,
      expiresAt: tokenExpiry('access', now.getTime()),
      previousLoginAt,
      ...clientColumns(client),
    })
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
      ),
    )
    .returning({ id: authSession.id });
  return rows.length > 0;
}
