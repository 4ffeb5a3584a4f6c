import type { FollowAction } from './webhook-events';

export type FriendStatus = 'FOLLOWING' | 'UNFOLLOWED';

/**
 * Which users follow the Official Account, as this sandbox last said (the follow / unfollow page
 * and calls write it; the Messaging API's follower IDs read it). Kept in memory only.
 */
export class OfficialAccountFriends {
  private readonly statuses = new Map<string, FriendStatus>();

  statusOf(userId: string): FriendStatus | undefined {
    return this.statuses.get(userId);
  }

  record(userId: string, action: FollowAction): void {
    this.statuses.set(userId, action === 'follow' ? 'FOLLOWING' : 'UNFOLLOWED');
  }

  /**
   * Up to `limit` users following now whose ids sort after `after` (all when null), in id order:
   * a page of followers that no follow or unfollow since the previous page shifts.
   */
  followingAfter(after: string | null, limit: number): { userIds: string[]; more: boolean } {
    const following = [...this.statuses]
      .filter(([userId, status]) => status === 'FOLLOWING' && (after === null || userId > after))
      .map(([userId]) => userId)
      .sort();
    return { userIds: following.slice(0, limit), more: following.length > limit };
  }
}
