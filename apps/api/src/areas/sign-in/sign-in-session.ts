import { and, eq, isNull } from 'drizzle-orm';
import { tokenExpiry } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { authSession } from '../../db/schema';

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
 * `now`, whose `jti` it is. `pendingLineUserId`: an invite's sign-in, the LINE account the
 * provider step binds to the user. Answers its id.
 */
export async function openSignInSession(
  db: Database,
  userId: number,
  client: SignInClient,
  now: Date,
  pendingLineUserId: string | null = null,
): Promise<string> {
  const [session] = await db
    .insert(authSession)
    .values({
      userId,
      pendingLineUserId,
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

/** The LINE account that sign-in `sessionId` of `userId` (an invite's) waits to bind; else null. */
export async function pendingLineUserIdOf(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<string | null> {
  const [session] = await db
    .select({ pendingLineUserId: authSession.pendingLineUserId })
    .from(authSession)
    .where(and(eq(authSession.id, sessionId), eq(authSession.userId, userId)));
  return session?.pendingLineUserId ?? null;
}
