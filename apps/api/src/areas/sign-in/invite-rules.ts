import type { appUser } from '../../db/schema';

type InvitedUser = Pick<
  typeof appUser.$inferSelect,
  'status' | 'inviteUsedAt' | 'inviteExpiresAt' | 'lineUserId'
>;

/**
 * Why the invite of `invited` cannot be used at `now` (spec section 8): CODE_IS_USED once a
 * sign-in used it or its user no longer waits for it, NO_INVITE once it has expired; undefined
 * while it can. Both sign-in steps ask: the LINE step before it opens an invite's sign-in, the
 * provider step again before it spends the invite.
 */
export function inviteRefusal(
  invited: InvitedUser,
  now: Date,
): 'CODE_IS_USED' | 'NO_INVITE' | undefined {
  if (invited.inviteUsedAt || invited.lineUserId || invited.status !== 'INVITED') {
    return 'CODE_IS_USED';
  }
  if (!invited.inviteExpiresAt || invited.inviteExpiresAt <= now) return 'NO_INVITE';
  return undefined;
}
