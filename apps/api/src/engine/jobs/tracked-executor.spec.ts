import { TrackedExecutor } from './tracked-executor';

describe('TrackedExecutor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A statement that answers only when told. */
  function heldStatement() {
    let answer: (() => void) | undefined;
    const executor = new TrackedExecutor({
      executeSql: () =>
        new Promise((resolve) => {
          answer = () => resolve({ rows: [] });
        }),
    });
    return { executor, answer: () => answer?.() };
  }

  /** Whether `promise` has settled once the promises already due have run. */
  async function settled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0);
    return done;
  }

  it('is idle at once with nothing under way, and once the statements under way have answered', async () => {
    const { executor, answer } = heldStatement();
    expect(await settled(executor.idle(10))).toBe(true);
    const statement = executor.executeSql('select 1');
    const waiting = executor.idle(10_000);

    await jest.advanceTimersByTimeAsync(9_999);
    expect(await settled(waiting)).toBe(false);
    answer();
    await statement;
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting after the time given', async () => {
    const { executor } = heldStatement();
    void executor.executeSql('select pg_sleep(1000)');
    const waiting = executor.idle(50);

    await jest.advanceTimersByTimeAsync(49);
    expect(await settled(waiting)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('lets no statement through once closed, answering it with no rows and reporting it', async () => {
    const inner = jest.fn(async () => ({ rows: [{ id: 1 }] }));
    const executor = new TrackedExecutor({ executeSql: inner });
    expect(await executor.executeSql('select 1')).toEqual({ rows: [{ id: 1 }] });

    const late: string[] = [];
    executor.close((text) => late.push(text));
    await expect(executor.executeSql('update job set state = $1', ['failed'])).resolves.toEqual({
      rows: [],
    });
    expect(late).toEqual(['update job set state = $1']);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(await settled(executor.idle(10))).toBe(true);
  });
});
