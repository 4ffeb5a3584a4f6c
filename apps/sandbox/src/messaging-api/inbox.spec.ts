import fc from 'fast-check';
import { Inbox } from './inbox';
import { userId } from './test-kit';

/** What the inbox keeps, as a Map whose order is the order users last received something in. */
function modelOf(deliveries: readonly (readonly [number, number])[]): Map<string, number[]> {
  const model = new Map<string, number[]>();
  for (const [user, request] of deliveries) {
    const requests = model.get(userId(user)) ?? [];
    model.delete(userId(user));
    model.set(userId(user), [...requests, request]);
  }
  return model;
}

describe('Inbox', () => {
  it('keeps each user’s requests and the order users last received something in', () => {
    const delivery = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 9 }));
    fc.assert(
      fc.property(fc.array(delivery, { maxLength: 400 }), (deliveries) => {
        const inbox = new Inbox();
        for (const [user, request] of deliveries) inbox.deliver(userId(user), request);
        const model = modelOf(deliveries);

        expect(inbox.size).toBe(model.size);
        expect(inbox.recentFirst()).toEqual([...model.keys()].reverse());
        const visited: [string, number[]][] = [];
        inbox.forEachUser((user, first, later) => {
          visited.push([inbox.userIdOf(user), [first, ...(later ?? [])]]);
        });
        expect(visited).toEqual([...model.entries()]);
        for (const [id, requests] of model) {
          expect(inbox.has(id)).toBe(true);
          expect(inbox.requestsOf(id)).toEqual(requests);
        }
        expect([...inbox.repeatedDeliveries()].sort()).toEqual(
          [...model.values()].filter((requests) => requests.length > 1).sort(),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('knows nothing of a user it never delivered to', () => {
    const inbox = new Inbox();
    inbox.deliver(userId(1), 0);
    expect(inbox.has(userId(2))).toBe(false);
    expect(inbox.requestsOf(userId(2))).toEqual([]);
  });

  it('answers each delivery with its user’s number, the same for every delivery to them', () => {
    const inbox = new Inbox();
    expect(
      [userId(7), userId(8), userId(7)].map((id, request) => inbox.deliver(id, request)),
    ).toEqual([0, 1, 0]);
    expect(inbox.userIdOf(1)).toBe(userId(8));
  });
});
