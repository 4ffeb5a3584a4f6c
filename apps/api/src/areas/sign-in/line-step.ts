import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { actorOf, nobodyFrom } from '../activity-log/record-activity';
import { issueToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import { LineLoginError, type LineIdentity, type LineLogin } from '../../platform/line-login';
import { inviteRefusal } from './invite-rules';
import { consumedOrRefused, consumeLoginState } from './login-states';
import { recordSignInFailure, recordSignInSuccess } from './sign-in-activity';
import { signInError, type SignInFailure } from './sign-in-errors';
import { openSignInSession, type SignInClient } from './sign-in-session';
import { recordUserSignInFailure } from './user-sign-in-failure';

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
 * Opens the sign-in of an invite (spec section 8: NO_INVITE, CODE_IS_USED, DUPLICATE MID) with the
 * LINE account found kept in its session: nothing is bound and the invite is not spent until the
 * provider step succeeds, so an invite whose sign-in stops half-way can be used again. Logs the
 * outcome in the same transaction.
 */
async function openInviteSignIn(
  db: Database,
  inviteCode: string,
  line: LineIdentity,
  client: SignInClient,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [invited] = await tx.select().from(appUser).where(eq(appUser.inviteCode, inviteCode));
    if (!invited) {
      await recordSignInFailure(tx, nobodyFrom(client), 'line', 'NO_INVITE');
      return { ok: false, failure: 'NO_INVITE' };
    }
    const fail = async (failure: SignInFailure, detail?: string): Promise<Outcome> => {
      await recordUserSignInFailure(tx, invited, client, 'line', failure, detail);
      return { ok: false, failure };
    };
    const refusal = inviteRefusal(invited, now);
    if (refusal) return fail(refusal);
    const [owner] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.lineUserId, line.userId));
    if (owner) return fail('DUPLICATE MID', `LINE userId ${line.userId}`);

    await recordSignInSuccess(
      tx,
      actorOf(invited, client),
      'line',
      'ยืนยันตัวตนด้วย LINE สำเร็จตามลิงก์คำเชิญ บัญชีไลน์จะผูกกับผู้ใช้เมื่อยืนยัน Provider ID สำเร็จ',
    );
    const sessionId = await openSignInSession(tx, invited.id, client, now, line.userId);
    return { ok: true, user: invited, sessionId };
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
      await recordUserSignInFailure(tx, user, client, 'line', 'DISABLED');
      return { ok: false, failure: 'DISABLED' };
    }
    await recordSignInSuccess(tx, actorOf(user, client), 'line', 'ยืนยันตัวตนด้วย LINE สำเร็จ');
    return { ok: true, user, sessionId: await openSignInSession(tx, user.id, client, now) };
  });
}

/**
 * `POST /api/login`: the return from LINE Login. The state must be a fresh LINE state (it is
 * used up here); the code is exchanged with LINE and the ID token verified against the state's
 * nonce; then the invite's sign-in is opened (the provider step binds it) or the user found, and
 * the sign-in's session opened.
 * Answers the messaging token (its `jti` is the session), or NO_DATA; throws the sign-in error
 * otherwise. Every outcome is in the activity log.
 */
export async function completeLineStep(
  deps: LineStepDeps,
  input: LineStepInput,
): Promise<LineStepResult> {
  const { db, log } = deps;
  const signIn = await consumedOrRefused(consumeLoginState(db, input.state, 'line'), () =>
    recordSignInFailure(db, nobodyFrom(input.client), 'line', 'INVALID_STATE'),
  );

  let line: LineIdentity;
  try {
    line = await deps.lineLogin.signIn({
      code: input.code,
      redirectUri: signIn.redirectUri,
      nonce: signIn.nonce,
      codeVerifier: signIn.codeVerifier ?? '',
    });
  } catch (error) {
    if (!(error instanceof LineLoginError)) throw error;
    log.warn({ failure: error.failure, detail: error.detail }, 'LINE Login failed');
    await recordSignInFailure(db, nobodyFrom(input.client), 'line', 'LINE_LOGIN_FAILED');
    throw signInError('LINE_LOGIN_FAILED');
  }

  const inviteCode = input.inviteCode?.trim();
  const now = new Date();
  const outcome = inviteCode
    ? await openInviteSignIn(db, inviteCode, line, input.client, now)
    : await findLineUser(db, line, input.client, now);
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
