import { BatchPump, type BatchJobRef, type BatchJobSource } from './batch-pump';

/** A queue of `count` jobs; records fetch sizes, completions and failures. */
function queueOf(count: number) {
  const waiting: BatchJobRef[] = Array.from({ length: count }, (_, i) => ({
    jobId: `job-${i + 1}`,
    batchId: i + 1,
  }));
  const fetched: number[] = [];
  const completed: string[][] = [];
  const failed: string[] = [];
  const source: BatchJobSource = {
    fetch: async (n) => {
      fetched.push(n);
      return waiting.splice(0, n);
    },
    complete: async (ids) => {
      completed.push(ids);
    },
    fail: async (id) => {
      failed.push(id);
    },
  };
  return { source, waiting, fetched, completed, failed };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** An idle wait far longer than the batches take: only finishing batches may trigger fetches. */
const IDLE_MS = 60_000;

describe('BatchPump', () => {
  it('keeps at most `concurrency` batches in flight and fetches the next as soon as one ends', async () => {
    jest.useFakeTimers();
    try {
      const queue = queueOf(40);
      let inFlight = 0;
      let most = 0;
      const sent: number[] = [];
      const pump = new BatchPump(
        queue.source,
        async (batchId) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await tick();
          sent.push(batchId);
          inFlight -= 1;
        },
        { concurrency: 8, fetchAtLeast: 1, idleMs: IDLE_MS, onError: () => undefined },
      );
      pump.start();
      // Each batch takes 5 ms of the fake clock: the 40 end long before the idle wait would.
      let waited = 0;
      while (sent.length < 40 && waited < IDLE_MS) {
        await jest.advanceTimersByTimeAsync(5);
        waited += 5;
      }
      expect(sent).toHaveLength(40);
      expect(waited).toBeLessThan(IDLE_MS);
      expect(most).toBe(8);
      expect(queue.fetched[0]).toBe(8);
      expect(queue.fetched.every((n) => n >= 1 && n <= 8)).toBe(true);
      await pump.stop();
      expect(queue.completed.flat().sort()).toEqual(
        Array.from({ length: 40 }, (_, i) => `job-${i + 1}`).sort(),
      );
      // Completed together, not one call per job.
      expect(queue.completed.length).toBeLessThan(40);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches again only once `fetchAtLeast` places are free, so that a fetch takes several jobs', async () => {
    const queue = queueOf(20);
    const ends = new Map<number, () => void>();
    const pump = new BatchPump(
      queue.source,
      (batchId) => new Promise<void>((resolve) => ends.set(batchId, resolve)),
      { concurrency: 8, fetchAtLeast: 4, idleMs: IDLE_MS, onError: () => undefined },
    );
    pump.start();
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    await settle();
    expect(queue.fetched).toEqual([8]);
    for (const batchId of [1, 2, 3]) ends.get(batchId)?.();
    await settle();
    // Three places free: the pump waits for a fourth rather than sorting the queue for three.
    expect(queue.fetched).toEqual([8]);
    ends.get(4)?.();
    await settle();
    expect(queue.fetched).toEqual([8, 4]);
    for (const end of ends.values()) end();
    await pump.stop();
  });

  it('fails the job of a batch that threw (pg-boss tries it again later) and goes on', async () => {
    const queue = queueOf(3);
    const errors: unknown[] = [];
    const pump = new BatchPump(
      queue.source,
      async (batchId) => {
        if (batchId === 2) throw new Error('database gone');
      },
      { concurrency: 2, fetchAtLeast: 1, idleMs: 10, onError: (error) => errors.push(error) },
    );
    pump.start();
    while (queue.waiting.length > 0) await tick();
    await pump.stop();
    expect(queue.failed).toEqual(['job-2']);
    expect(queue.completed.flat().sort()).toEqual(['job-1', 'job-3']);
    expect(errors).toHaveLength(1);
  });

  it('on stop fetches nothing more, aborts the waits of batches in flight and waits for them', async () => {
    const queue = queueOf(10);
    const aborted: boolean[] = [];
    const pump = new BatchPump(
      queue.source,
      (_batchId, stopping) =>
        new Promise<void>((resolve) => {
          stopping.addEventListener('abort', () => {
            aborted.push(true);
            resolve();
          });
        }),
      { concurrency: 4, fetchAtLeast: 1, idleMs: 10, onError: () => undefined },
    );
    pump.start();
    await tick();
    await pump.stop();
    expect(aborted).toHaveLength(4);
    expect(queue.waiting).toHaveLength(6);
    expect(queue.completed.flat()).toHaveLength(4);
  });

  it('wakes from its idle wait when notified', async () => {
    const queue = queueOf(0);
    const sent: number[] = [];
    const pump = new BatchPump(
      queue.source,
      async (batchId) => {
        sent.push(batchId);
      },
      { concurrency: 4, fetchAtLeast: 1, idleMs: 60_000, onError: () => undefined },
    );
    pump.start();
    await tick();
    queue.waiting.push({ jobId: 'late', batchId: 99 });
    pump.notify();
    while (sent.length === 0) await tick();
    expect(sent).toEqual([99]);
    await pump.stop();
  });
});
