import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { actorOf, nobodyFrom, type Actor } from '../activity-log/record-activity';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { appUser } from '../db/schema';
import { LineLoginError, type LineIdentity, type LineLogin } from '../platform/line-login';
import { consumeLoginState } from './login-states';
import { recordSignInFailure, recordSignInSuccess } from './sign-in-activity';
import { signInError, type SignInFailure } from './sign-in-errors';
import { openSignInSession, type SignInClient } from './sign-in-session';
import { isUniqueViolation } from './unique-violation';

export interface LineStepDeps {
  db: Database;
  lineLogin: LineLogin;
  jwtSecret: string;
  log: FastifyBaseLogger;
}

export interface LineStepInput {
  state: string;
  code: string;
  /** Invite code of a first sign-in; blank counts as none. */
  inviteCode?: string | null;
  client: SignInClient;
}

export type LineStepResult = { message: 'SUCCESS'; access_token: string } | { message: 'NO_DATA' };

type UserRow = typeof appUser.$inferSelect;
type Outcome =
  | { ok: true; user: UserRow; sessionId: string }
  | { ok: false; failure: SignInFailure | 'NO_DATA' };

/**
 * Binds the LINE account to the invited user (spec section 8: NO_INVITE, CODE_IS_USED,
 * DUPLICATE MID) and opens the sign-in's session, logging the outcome in the same transaction.
 */
async function acceptInvite(
  db: Database,
  inviteCode: string,
  line: LineIdentity,
  client: SignInClient,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [invited] = await tx
      .select()
      .from(appUser)
      .where(eq(appUser.inviteCode, inviteCode))
      .for('update');
    const fail = async (failure: SignInFailure, actor: Actor): Promise<Outcome> => {
      const detail = failure === 'DUPLICATE MID' ? `LINE userId ${line.userId}` : undefined;
      await recordSignInFailure(tx, actor, 'line', failure, detail);
      return { ok: false, failure };
    };
    if (!invited) return fail('NO_INVITE', nobodyFrom(client));
    if (invited.inviteUsedAt || invited.lineUserId || invited.status !== 'INVITED') {
      return fail('CODE_IS_USED', actorOf(invited, client));
    }
    if (!invited.inviteExpiresAt || invited.inviteExpiresAt <= now) {
      return fail('NO_INVITE', actorOf(invited, client));
    }
    const [owner] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.lineUserId, line.userId));
    if (owner) return fail('DUPLICATE MID', actorOf(invited, client));

    await tx
      .update(appUser)
      .set({ lineUserId: line.userId, inviteUsedAt: now })
      .where(eq(appUser.id, invited.id));
    await recordSignInSuccess(
      tx,
      actorOf(invited, client),
      'line',
      'ยืนยันตัวตนด้วย LINE สำเร็จ และผูกบัญชีไลน์ตามลิงก์คำเชิญ',
    );
    return {
      ok: true,
      user: invited,
      sessionId: await openSignInSession(tx, invited.id, client, now),
    };
  });
}

/**
 * Finds the user of the LINE account (NO_DATA, DISABLED) and opens the sign-in's session, logging
 * the outcome.
 */
async function findLineUser(
  db: Database,
  line: LineIdentity,
  client: SignInClient,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(appUser).where(eq(appUser.lineUserId, line.userId));
    if (!user) {
      await recordSignInFailure(
        tx,
        nobodyFrom(client),
        'line',
        'NO_DATA',
        `LINE userId ${line.userId}`,
      );
      return { ok: false, failure: 'NO_DATA' };
    }
    if (user.status === 'DISABLED') {
      await recordSignInFailure(tx, actorOf(user, client), 'line', 'DISABLED');
      return { ok: false, failure: 'DISABLED' };
    }
    await recordSignInSuccess(tx, actorOf(user, client), 'line', 'ยืนยันตัวตนด้วย LINE สำเร็จ');
    return { ok: true, user, sessionId: await openSignInSession(tx, user.id, client, now) };
  });
}

/**
 * `POST /api/login`: the return from LINE Login. The state must be a fresh LINE state (it is
 * used up here); the code is exchanged with LINE and the ID token verified against the state's
 * nonce; then the invite is accepted or the user found, and the sign-in's session opened.
 * Answers the messaging token (its `jti` is the session), or NO_DATA; throws the sign-in error
 * otherwise. Every outcome is in the activity log.
 */
export async function completeLineStep(
  deps: LineStepDeps,
  input: LineStepInput,
): Promise<LineStepResult> {
  const { db, log } = deps;
  const signIn = await consumeLoginState(db, input.state, 'line');
  if (!signIn) {
    await recordSignInFailure(db, nobodyFrom(input.client), 'line', 'INVALID_STATE');
    throw signInError('INVALID_STATE');
  }

  let line: LineIdentity;
  try {
    line = await deps.lineLogin.signIn({
      code: input.code,
      redirectUri: signIn.redirectUri,
      nonce: signIn.nonce,
    });
  } catch (error) {
    if (!(error instanceof LineLoginError)) throw error;
    log.warn({ failure: error.failure, detail: error.detail }, 'LINE Login failed');
    await recordSignInFailure(db, nobodyFrom(input.client), 'line', 'LINE_LOGIN_FAILED');
    throw signInError('LINE_LOGIN_FAILED');
  }

  const inviteCode = input.inviteCode?.trim();
  const now = new Date();
  let outcome: Outcome;
  try {
    outcome = inviteCode
      ? await acceptInvite(db, inviteCode, line, input.client, now)
      : await findLineUser(db, line, input.client, now);
  } catch (error) {
    // Another request bound this LINE account between the check and the update.
    if (!isUniqueViolation(error, 'app_user_line_user_id_unique')) throw error;
    await recordSignInFailure(
      db,
      nobodyFrom(input.client),
      'line',
      'DUPLICATE MID',
      `LINE userId ${line.userId}`,
    );
    outcome = { ok: false, failure: 'DUPLICATE MID' };
  }
  if (!outcome.ok) {
    if (outcome.failure === 'NO_DATA') return { message: 'NO_DATA' };
    throw signInError(outcome.failure);
  }
  const accessToken = await issueToken(
    'messaging',
    deps.jwtSecret,
    { userId: outcome.user.id, sessionId: outcome.sessionId },
    now.getTime(),
  );
  return { message: 'SUCCESS', access_token: accessToken };
}
