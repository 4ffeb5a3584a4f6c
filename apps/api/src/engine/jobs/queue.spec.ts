import { describeEachDatabase } from '../../test/test-app';
import { analyseQueue, fetchOrderIndex, queuePartition } from './queue';

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

describeEachDatabase('taking jobs from a long queue', (ctx) => {
  it('reads only the jobs it takes, in pg-boss order, once a long queue is analysed', async () => {
    const name = 'queue-spec-long';
    await ctx.app.ensureQueue(name);
    const sql = ctx.database.sql;
    const partition = await queuePartition(sql, name);
    // Its statistics gathered while it was empty, as autovacuum leaves them before a send.
    await sql.executeSql(`analyze pgboss.${partition}`);
    await ctx.app.queue.insert(
      Array.from({ length: 3000 }, (_, index) => ({ name, data: { index } })),
    );
    await analyseQueue(sql, name);

    // The statement pg-boss's fetch starts with (its plans.js, `fetchNextJob`).
    const plan = await sql.executeSql(
      `explain (format json)
       select id from pgboss.job
       where name = $1 and state < 'active' and start_after < now()
       order by priority desc, created_on, id limit 25 for update skip locked`,
      [name],
    );
    const text = JSON.stringify(plan.rows);
    expect(text).toContain(`"Index Name":"${fetchOrderIndex(partition)}"`);
    expect(text).not.toContain('"Node Type":"Sort"');

    const first = await sql.executeSql(
      `select id from pgboss.job where name = $1 order by priority desc, created_on, id limit 3`,
      [name],
    );
    const jobs = await ctx.app.queue.fetch(name, { batchSize: 3 });
    expect(jobs.map((job) => job.id)).toEqual(first.rows.map((row) => (row as { id: string }).id));
  }, 30_000);
});
