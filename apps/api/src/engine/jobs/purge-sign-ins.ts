import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSession, loginState } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Login states are single-use and live 10 minutes; a day later nothing can need them. */
export const LOGIN_STATE_KEPT_DAYS = 1;
/** Ended sessions stay a month for whoever looks into a sign-in (address, browser). */
export const ENDED_SESSION_KEPT_DAYS = 30;

export interface PurgedSignIns {
  loginStates: number;
  sessions: number;
}

/** Deletes login states and sessions that ended long enough before `now`. */
export async function purgeEndedSignIns(db: Database, now = new Date()): Promise<PurgedSignIns> {
  const stateCutoff = new Date(now.getTime() - LOGIN_STATE_KEPT_DAYS * DAY_MS);
  const sessionCutoff = new Date(now.getTime() - ENDED_SESSION_KEPT_DAYS * DAY_MS);
  const states = await db
    .delete(loginState)
    .where(lt(loginState.expiresAt, stateCutoff))
    .returning({ id: loginState.id });
  const sessions = await db
    .delete(authSession)
    .where(
      or(
        lt(authSession.expiresAt, sessionCutoff),
        and(isNotNull(authSession.revokedAt), lt(authSession.revokedAt, sessionCutoff)),
      ),
    )
    .returning({ id: authSession.id });
  return { loginStates: states.length, sessions: sessions.length };
}
