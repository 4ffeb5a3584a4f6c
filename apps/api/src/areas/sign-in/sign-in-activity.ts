import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  LOGIN_MESSAGE_TEXT,
  SIGN_IN_FAILURE_TEXT,
} from '@hbc/contracts';
import type { Database } from '../../db/database';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import type { SignInFailure } from './sign-in-errors';

/** The activity log's words for sign-in (staff read them in the activity log). */
export const SIGN_IN_LOG = {
  menu: ACTIVITY_MENU.signIn,
  actions: {
    success: ACTIVITY_ACTION.signIn,
    failure: ACTIVITY_ACTION.signInFailed,
    logout: ACTIVITY_ACTION.signOut,
  },
  subjects: {
    line: 'LINE Login',
    provider: 'Provider ID',
    session: 'เซสชันการใช้งาน',
  },
} as const;

export type SignInStepName = 'line' | 'provider';

/** Why a sign-in failed, in Thai; the description ends with the failure's code. */
export const FAILURE_TEXT: Record<SignInFailure | 'NO_DATA', string> = {
  ...SIGN_IN_FAILURE_TEXT,
  NO_DATA: LOGIN_MESSAGE_TEXT.NO_DATA,
};

/** Logs a failed sign-in step: what failed, why (with its code), and any detail worth keeping. */
export function recordSignInFailure(
  db: Database,
  actor: Actor,
  step: SignInStepName,
  failure: SignInFailure | 'NO_DATA',
  detail?: string,
): Promise<number> {
  const reason = `${FAILURE_TEXT[failure]} (${failure})`;
  return recordActivity(db, actor, {
    action: SIGN_IN_LOG.actions.failure,
    menu: SIGN_IN_LOG.menu,
    subject: SIGN_IN_LOG.subjects[step],
    description: detail ? `${reason}: ${detail}` : reason,
  });
}

/** Logs a sign-in step that succeeded. */
export function recordSignInSuccess(
  db: Database,
  actor: Actor,
  step: SignInStepName,
  description: string,
): Promise<number> {
  return recordActivity(db, actor, {
    action: SIGN_IN_LOG.actions.success,
    menu: SIGN_IN_LOG.menu,
    subject: SIGN_IN_LOG.subjects[step],
    description,
  });
}
