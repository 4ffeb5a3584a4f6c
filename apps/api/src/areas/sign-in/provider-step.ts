import type { OrganizationMismatch } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { actorOf, nobodyFrom } from '../activity-log/record-activity';
import { issueToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { appUser } from '../../db/schema';
import {
  ProviderIdError,
  type ProviderProfile,
  type ProviderSignIn,
} from '../../platform/provider-id';
import { inviteRefusal } from './invite-rules';
import { consumedOrRefused, consumeLoginState } from './login-states';
import { describeMismatch, organizationMismatch } from './organization-check';
import { recordSignInFailure, recordSignInSuccess } from './sign-in-activity';
import { OrganizationMismatchError, signInError, type SignInFailure } from './sign-in-errors';
import { pendingLineUserIdOf, signInSession, type SignInClient } from './sign-in-session';
import { isUniqueViolation } from '../../db/constraint-violations';
import { recordUserSignInFailure } from './user-sign-in-failure';

export interface ProviderStepDeps {
  db: Database;
  providerSignIn: ProviderSignIn;
  jwtSecret: string;
  log: FastifyBaseLogger;
}

export interface ProviderStepInput {
  /** The user of the messaging token. */
  userId: number;
  /** The sign-in's session (the messaging token's `jti`), which this step signs in. */
  sessionId: string;
  code: string;
  state: string;
  client: SignInClient;
}

type Outcome =
  { ok: true; now: Date } | { ok: false; failure: SignInFailure; mismatch?: OrganizationMismatch };

/** What the log keeps of a failure, besides its code. */
function failureDetail(
  failure: SignInFailure,
  profile: ProviderProfile,
  lineUserId: string | null,
): string | undefined {
  if (failure === 'PROVIDER_DUPLICATE') return `provider_id ${profile.providerId}`;
  if (failure === 'DUPLICATE MID' && lineUserId) return `LINE userId ${lineUserId}`;
  return undefined;
}

/**
 * Checks the sign-in against the user and signs the session in, all in one transaction with the
 * user row locked, logging the outcome in it:
 * - an invite's sign-in (the session holds the LINE account of the LINE step) needs the invite
 *   still unused and unexpired (CODE_IS_USED, NO_INVITE), so that of two sign-ins on one invite
 *   one wins, and the LINE account still nobody's (DUPLICATE MID);
 * - the first sign-in binds the provider identity (PROVIDER_DUPLICATE when another user has it),
 *   later ones must bring the same (PROVIDER_MISMATCH);
 * - the user's unit must be among the profile's organizations, Super Admin excepted
 *   (PROVIDER_NO_ORGANIZATION, with both sides named).
 * Only on success does it bind the LINE account and spend the invite, bind the identity,
 * activate the user and clear the note of their last failed sign-in; a failure notes itself on
 * the user's row and changes nothing else.
 */
function checkIdentityAndSignIn(db: Database, input: ProviderStepInput, profile: ProviderProfile) {
  return db.transaction(async (tx): Promise<Outcome> => {
    const [user] = await tx
      .select()
      .from(appUser)
      .where(eq(appUser.id, input.userId))
      .for('update');
    // Deleted since the state was issued (which would have deleted the state as well).
    if (!user) {
      await recordSignInFailure(tx, nobodyFrom(input.client), 'provider', 'INVALID_STATE');
      return { ok: false, failure: 'INVALID_STATE' };
    }
    const now = new Date();
    const pendingLine = await pendingLineUserIdOf(tx, input.sessionId, user.id);
    const fail = async (
      failure: SignInFailure,
      mismatch?: OrganizationMismatch,
    ): Promise<Outcome> => {
      const detail = mismatch
        ? describeMismatch(mismatch)
        : failureDetail(failure, profile, pendingLine);
      await recordUserSignInFailure(tx, user, input.client, 'provider', failure, detail);
      return mismatch ? { ok: false, failure, mismatch } : { ok: false, failure };
    };

    if (user.status === 'DISABLED') return fail('DISABLED');
    // A sign-in comes with a LINE account: the user's own, or the one its invite is to bind. One
    // opened by a LINE account that a re-issued invite has since freed is over.
    if (pendingLine === null && user.lineUserId === null) return fail('INVALID_STATE');
    if (pendingLine !== null) {
      const refusal = inviteRefusal(user, now);
      if (refusal) return fail(refusal);
      const [lineOwner] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.lineUserId, pendingLine));
      if (lineOwner) return fail('DUPLICATE MID');
    }
    if (user.providerId !== profile.providerId) {
      // An identity that belongs to someone else is a duplicate, whether or not this user has one.
      const [owner] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.providerId, profile.providerId));
      if (owner) return fail('PROVIDER_DUPLICATE');
      if (user.providerId !== null) return fail('PROVIDER_MISMATCH');
    }
    const mismatch = await organizationMismatch(tx, user, profile);
    if (mismatch) return fail('PROVIDER_NO_ORGANIZATION', mismatch);

    const signedIn = await signInSession(tx, {
      sessionId: input.sessionId,
      userId: user.id,
      previousLoginAt: user.lastLoginAt,
      client: input.client,
      now,
    });
    // Signed out (with another tab's access token) since the messaging token was checked.
    if (!signedIn) return fail('INVALID_STATE');
    await tx
      .update(appUser)
      .set({
        providerId: profile.providerId,
        status: 'ACTIVE',
        lastLoginAt: now,
        lastSignInFailure: null,
        lastSignInFailureAt: null,
        ...(pendingLine === null ? {} : { lineUserId: pendingLine, inviteUsedAt: now }),
      })
      .where(eq(appUser.id, user.id));
    await recordSignInSuccess(
      tx,
      actorOf(user, input.client),
      'provider',
      successText(user, pendingLine),
    );
    return { ok: true, now };
  });
}

function successText(user: { providerId: string | null }, pendingLine: string | null): string {
  if (pendingLine !== null) {
    return 'ยืนยันตัวตนด้วย Provider ID สำเร็จ ผูกบัญชีไลน์และ Provider ID กับผู้ใช้ตามลิงก์คำเชิญ';
  }
  return user.providerId === null
    ? 'ยืนยันตัวตนด้วย Provider ID สำเร็จ และผูก Provider ID กับผู้ใช้'
    : 'ยืนยันตัวตนด้วย Provider ID สำเร็จ';
}

/** Logs a failure found outside the step's transaction and notes it on the user, if they exist. */
async function recordFailureOf(
  db: Database,
  input: ProviderStepInput,
  failure: SignInFailure,
  detail?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, input.userId));
    if (user) await recordUserSignInFailure(tx, user, input.client, 'provider', failure, detail);
    else await recordSignInFailure(tx, nobodyFrom(input.client), 'provider', failure, detail);
  });
}

/** The unique constraints a sign-in may meet at its commit, and the failure each means. */
const RACED_CONSTRAINTS = [
  // Another user was bound to this identity between the check and the update.
  ['app_user_provider_id_unique', 'PROVIDER_DUPLICATE'],
  // Another invite's sign-in bound this LINE account between the check and the update.
  ['app_user_line_user_id_unique', 'DUPLICATE MID'],
] as const;

/**
 * `POST /api/login/provider`: the return from Health ID. The state must be a fresh provider
 * state of this user (used up here); the code goes through Health ID and Provider ID; the
 * identity is checked and the sign-in's session signed in. Answers the access token (its `jti` is
 * the session, as the messaging token's was);
 * throws the sign-in error otherwise (an `OrganizationMismatchError` for
 * PROVIDER_NO_ORGANIZATION). Every outcome is in the activity log, and every failure on the
 * user's row.
 */
export async function completeProviderStep(
  deps: ProviderStepDeps,
  input: ProviderStepInput,
): Promise<string> {
  const { db, log } = deps;
  const signIn = await consumedOrRefused(
    consumeLoginState(db, input.state, 'provider', input.userId),
    () => recordFailureOf(db, input, 'INVALID_STATE'),
  );

  let profile: ProviderProfile;
  try {
    profile = await deps.providerSignIn.signIn({
      code: input.code,
      redirectUri: signIn.redirectUri,
    });
  } catch (error) {
    if (!(error instanceof ProviderIdError)) throw error;
    log.warn({ step: error.step, detail: error.upstream.detail }, 'provider sign-in failed');
    await recordFailureOf(db, input, 'PROVIDER_ERROR', error.step);
    throw signInError('PROVIDER_ERROR');
  }

  let outcome: Outcome;
  try {
    outcome = await checkIdentityAndSignIn(db, input, profile);
  } catch (error) {
    const raced = RACED_CONSTRAINTS.find(([constraint]) => isUniqueViolation(error, constraint));
    if (!raced) throw error;
    const failure = raced[1];
    await recordFailureOf(db, input, failure, failureDetail(failure, profile, null));
    outcome = { ok: false, failure };
  }
  if (outcome.ok) {
    return issueToken(
      'access',
      deps.jwtSecret,
      { userId: input.userId, sessionId: input.sessionId },
      outcome.now.getTime(),
    );
  }
  if (outcome.mismatch) throw new OrganizationMismatchError(outcome.mismatch);
  throw signInError(outcome.failure);
}
