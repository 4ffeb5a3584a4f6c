import { TrackedExecutor } from './tracked-executor';

describe('TrackedExecutor', () => {
  it('is idle at once with nothing under way, and once the statements under way have answered', async () => {
    let answer: (() => void) | undefined;
    const executor = new TrackedExecutor({
      executeSql: () =>
        new Promise((resolve) => {
          answer = () => resolve({ rows: [] });
        }),
    });
    await executor.idle(10);
    const statement = executor.executeSql('select 1');
    let idle = false;
    const waiting = executor.idle(10_000).then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    answer?.();
    await statement;
    await waiting;
    expect(idle).toBe(true);
  });

  it('stops waiting after the time given', async () => {
    const executor = new TrackedExecutor({ executeSql: () => new Promise(() => undefined) });
    void executor.executeSql('select pg_sleep(1000)');
    const started = Date.now();
    await executor.idle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
