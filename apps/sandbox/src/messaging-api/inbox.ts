import { PagedWords } from './paged-words';
import { UserRegister } from './user-register';

const FIRST_REQUEST = 0;
const LAST_PLACE = 1;

/**
 * Which accepted requests reached each user, for 10,000,000 users without an object each: the
 * users are numbered by a `UserRegister`; each keeps its first request and the place of its last
 * delivery in a log of every delivery (the log gives the order users last received something
 * in); only a user who received more than one request has an array of the others.
 */
export class Inbox {
  private readonly register = new UserRegister();
  /** Per user: its first request, its last delivery's place in `log`. */
  private readonly users = new PagedWords(2);
  /** The requests from the second on, of the users who received more than one. */
  private readonly later = new Map<number, number[]>();
  /** The user of each delivery, in order. */
  private readonly log = new PagedWords(1);
  private deliveries = 0;

  /** Users who received something. */
  get size(): number {
    return this.register.size;
  }

  /**
   * Request `request` reached the user, who becomes the most recent recipient; answers the user's
   * number (see `userIdOf`).
   */
  deliver(userId: string, request: number): number {
    const known = this.register.size;
    const user = this.register.add(userId);
    const place = this.deliveries;
    this.deliveries += 1;
    this.log.set(place, 0, user);
    this.users.set(user, LAST_PLACE, place);
    if (user >= known) {
      this.users.set(user, FIRST_REQUEST, request);
      return user;
    }
    const later = this.later.get(user);
    if (later === undefined) this.later.set(user, [request]);
    else later.push(request);
    return user;
  }

  has(userId: string): boolean {
    return this.register.find(userId) !== undefined;
  }

  /** The requests that reached the user, oldest first. */
  requestsOf(userId: string): number[] {
    const user = this.register.find(userId);
    if (user === undefined) return [];
    return [this.users.get(user, FIRST_REQUEST), ...(this.later.get(user) ?? [])];
  }

  userIdOf(user: number): string {
    return this.register.idOf(user);
  }

  /** User ids that received something, the most recent recipient first. */
  recentFirst(): string[] {
    const recent: string[] = [];
    for (let place = this.deliveries - 1; place >= 0; place -= 1) {
      const user = this.log.get(place);
      if (this.users.get(user, LAST_PLACE) === place) recent.push(this.register.idOf(user));
    }
    return recent;
  }

  /**
   * Each user's first request and the later ones (undefined for most), in the order users last
   * received something, the least recent first.
   */
  forEachUser(visit: (user: number, first: number, later: readonly number[] | undefined) => void) {
    for (let place = 0; place < this.deliveries; place += 1) {
      const user = this.log.get(place);
      if (this.users.get(user, LAST_PLACE) !== place) continue;
      visit(user, this.users.get(user, FIRST_REQUEST), this.later.get(user));
    }
  }

  /** The requests of each user who received more than one, oldest first. */
  *repeatedDeliveries(): Generator<readonly number[]> {
    for (const [user, later] of this.later) yield [this.users.get(user, FIRST_REQUEST), ...later];
  }
}
