import Fastify from 'fastify';

/**
 * LINE's `GET /v2/bot/followers/ids` on a loopback port, for the API's client: `userIds` in
 * pages of the `limit` asked (`next`: the offset), or 403 while `refuse` is set. A page can be
 * held (`hold(n)`) until `release()`, so a test sees a run in the middle.
 */
export async function startFollowerIdsServer() {
  const app = Fastify({ logger: false });
  const state = {
    userIds: [] as string[],
    refuse: false,
    calls: 0,
  };
  let heldPage: number | null = null;
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  let reached: (() => void) | null = null;
  let reachedHeld = new Promise<void>((resolve) => {
    reached = resolve;
  });

  app.get('/v2/bot/followers/ids', async (request, reply) => {
    state.calls += 1;
    if (state.calls === heldPage) {
      reached?.();
      await held;
    }
    if (state.refuse) {
      return reply
        .code(403)
        .send({ message: 'Access to this API is not available for your account' });
    }
    const query = request.query as { start?: string; limit?: string };
    const from = Number(query.start ?? 0);
    const limit = Number(query.limit ?? 300);
    const userIds = state.userIds.slice(from, from + limit);
    return from + limit < state.userIds.length
      ? { userIds, next: String(from + limit) }
      : { userIds };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url,
    state,
    /** Holds the `page`-th call (from 1) until `release()`; answers once that call arrived. */
    hold(page: number): Promise<void> {
      heldPage = page;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      reachedHeld = new Promise<void>((resolve) => {
        reached = resolve;
      });
      return reachedHeld;
    },
    release: () => release(),
    reset() {
      state.userIds = [];
      state.refuse = false;
      state.calls = 0;
      heldPage = null;
    },
    close: () => app.close(),
  };
}

export type FollowerIdsServer = Awaited<ReturnType<typeof startFollowerIdsServer>>;
