import { HTTPFetchError } from '@line/bot-sdk';
import type { FollowerIdsSource } from '../reconcile-followers';

/**
 * LINE's follower IDs as a test sets them: `userIds` in pages of the limit asked, `next` the
 * offset; `refuse` answers every call with that status (403: an account neither verified nor
 * premium), as `@line/bot-sdk` throws it.
 */
export class FakeFollowerIds implements FollowerIdsSource {
  calls = 0;
  refuse: number | null = null;

  constructor(public userIds: string[] = []) {}

  async followerIds(start: string | undefined, limit: number) {
    this.calls += 1;
    if (this.refuse !== null) {
      throw new HTTPFetchError('refused', {
        status: this.refuse,
        statusText: 'refused',
        headers: new Headers(),
        body: '{"message":"refused"}',
      });
    }
    const from = start === undefined ? 0 : Number(start);
    const userIds = this.userIds.slice(from, from + limit);
    const next = from + limit < this.userIds.length ? String(from + limit) : null;
    return { userIds, next };
  }
}
