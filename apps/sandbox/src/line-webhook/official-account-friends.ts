import type { FollowAction } from './webhook-events';

export type FriendStatus = 'FOLLOWING' | 'UNFOLLOWED';

/** Which users follow the Official Account, as this sandbox last said. Kept in memory only. */
export class OfficialAccountFriends {
  private readonly statuses = new Map<string, FriendStatus>();

  statusOf(userId: string): FriendStatus | undefined {
    return this.statuses.get(userId);
  }

  record(userId: string, action: FollowAction): void {
    this.statuses.set(userId, action === 'follow' ? 'FOLLOWING' : 'UNFOLLOWED');
  }
}
