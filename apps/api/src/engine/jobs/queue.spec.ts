import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('job queue', (ctx) => {
  it('runs pg-boss on the app database, in its own schema', async () => {
    const result = await ctx.database.sql.executeSql(
      `select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'`,
    );
    expect((result.rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect(await ctx.app.queue.isInstalled()).toBe(true);
  });

  it('delivers a sent job to a worker with its data', async () => {
    const queue = ctx.app.queue;
    await queue.createQueue('queue-spec');
    const received = new Promise<{ id: string; data: unknown }>((resolve) => {
      void queue.work('queue-spec', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) resolve({ id: job.id, data: job.data });
      });
    });

    const id = await queue.send('queue-spec', { broadcastId: 7, batch: 'ก' });
    const job = await received;

    expect(job).toEqual({ id, data: { broadcastId: 7, batch: 'ก' } });
    await queue.offWork('queue-spec');
  }, 20_000);

  it('marks a worked job completed', async () => {
    const queue = ctx.app.queue;
    await queue.createQueue('queue-spec-done');
    const worked = new Promise<void>((resolve) => {
      void queue.work('queue-spec-done', { pollingIntervalSeconds: 0.5 }, async () => {
        resolve();
        return { ok: true };
      });
    });

    const id = await queue.send('queue-spec-done', {});
    await worked;
    // The worker records the outcome after the handler returns.
    let job = await queue.getJobById('queue-spec-done', id ?? '');
    while (job?.state === 'active') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await queue.getJobById('queue-spec-done', id ?? '');
    }
    await queue.offWork('queue-spec-done');

    expect(job).toMatchObject({ state: 'completed', output: { ok: true } });
  }, 20_000);
});
