import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  actorOf,
  nobodyFrom,
  type Actor,
  type ClientAddress,
} from '../activity-log/record-activity';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { appUser, unit } from '../db/schema';
import {
  ProviderIdError,
  type ProviderProfile,
  type ProviderSignIn,
} from '../platform/provider-id';
import { consumeLoginState } from './login-states';
import { recordSignInFailure, recordSignInSuccess } from './sign-in-activity';
import { signInError, type SignInFailure } from './sign-in-errors';
import { signInSession, type SignInClient } from './sign-in-session';
import { isUniqueViolation } from './unique-violation';

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

type Outcome = { ok: true; now: Date } | { ok: false; failure: SignInFailure };

/**
 * Checks the provider identity against the user and signs the session in, logging the outcome in
 * the same transaction: the first sign-in binds the identity (PROVIDER_DUPLICATE when another
 * user has it), later ones must bring the same (PROVIDER_MISMATCH); the user's unit must be among
 * the profile's organizations, Super Admin excepted (PROVIDER_NO_ORGANIZATION).
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
    const actor = actorOf(user, input.client);
    const fail = async (failure: SignInFailure): Promise<Outcome> => {
      const detail =
        failure === 'PROVIDER_DUPLICATE' ? `provider_id ${profile.providerId}` : undefined;
      await recordSignInFailure(tx, actor, 'provider', failure, detail);
      return { ok: false, failure };
    };

    if (user.status === 'DISABLED') return fail('DISABLED');
    if (user.providerId !== profile.providerId) {
      // An identity that belongs to someone else is a duplicate, whether or not this user has one.
      const [owner] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.providerId, profile.providerId));
      if (owner) return fail('PROVIDER_DUPLICATE');
      if (user.providerId !== null) return fail('PROVIDER_MISMATCH');
    }
    if (user.role !== 'SUPER_ADMIN') {
      const [own] = user.unitId
        ? await tx.select({ hcode: unit.hcode }).from(unit).where(eq(unit.id, user.unitId))
        : [];
      const hcodes = new Set(profile.organizations.map((org) => org.hcode));
      if (!own || !hcodes.has(own.hcode)) return fail('PROVIDER_NO_ORGANIZATION');
    }

    const now = new Date();
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
      .set({ providerId: profile.providerId, status: 'ACTIVE', lastLoginAt: now })
      .where(eq(appUser.id, user.id));
    await recordSignInSuccess(
      tx,
      actor,
      'provider',
      user.providerId === null
        ? 'ยืนยันตัวตนด้วย Provider ID สำเร็จ และผูก Provider ID กับผู้ใช้'
        : 'ยืนยันตัวตนด้วย Provider ID สำเร็จ',
    );
    return { ok: true, now };
  });
}

/** The user of the messaging token as the activity log names them (nobody once deleted). */
async function actorById(db: Database, userId: number, from: ClientAddress): Promise<Actor> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
  return user ? actorOf(user, from) : nobodyFrom(from);
}

/**
 * `POST /api/login/provider`: the return from Health ID. The state must be a fresh provider
 * state of this user (used up here); the code goes through Health ID and Provider ID; the
 * identity is checked and the sign-in's session signed in. Answers the access token (its `jti` is
 * the session, as the messaging token's was);
 * throws the sign-in error otherwise. Every outcome is in the activity log.
 */
export async function completeProviderStep(
  deps: ProviderStepDeps,
  input: ProviderStepInput,
): Promise<string> {
  const { db, log } = deps;
  const signIn = await consumeLoginState(db, input.state, 'provider', input.userId);
  if (!signIn) {
    await recordSignInFailure(
      db,
      await actorById(db, input.userId, input.client),
      'provider',
      'INVALID_STATE',
    );
    throw signInError('INVALID_STATE');
  }

  let profile: ProviderProfile;
  try {
    profile = await deps.providerSignIn.signIn({
      code: input.code,
      redirectUri: signIn.redirectUri,
    });
  } catch (error) {
    if (!(error instanceof ProviderIdError)) throw error;
    log.warn({ step: error.step, detail: error.upstream.detail }, 'provider sign-in failed');
    const actor = await actorById(db, input.userId, input.client);
    await recordSignInFailure(db, actor, 'provider', 'PROVIDER_ERROR', error.step);
    throw signInError('PROVIDER_ERROR');
  }

  let outcome: Outcome;
  try {
    outcome = await checkIdentityAndSignIn(db, input, profile);
  } catch (error) {
    // Another user was bound to this identity between the check and the update.
    if (!isUniqueViolation(error, 'app_user_provider_id_unique')) throw error;
    await recordSignInFailure(
      db,
      await actorById(db, input.userId, input.client),
      'provider',
      'PROVIDER_DUPLICATE',
      `provider_id ${profile.providerId}`,
    );
    outcome = { ok: false, failure: 'PROVIDER_DUPLICATE' };
  }
  if (!outcome.ok) throw signInError(outcome.failure);
  return issueToken(
    'access',
    deps.jwtSecret,
    { userId: input.userId, sessionId: input.sessionId },
    outcome.now.getTime(),
  );
}
