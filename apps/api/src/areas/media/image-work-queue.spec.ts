import { ImageWorkBusy, ImageWorkQueue } from './image-work-queue';

/** A job that runs until `finish` is called, recording that it started. */
function heldJob(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const job = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish = resolve;
      fail = reject;
    });
  return { job, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageWorkQueue', () => {
  it('runs at most `atOnce` jobs at a time, the others in the order they came', async () => {
    const queue = new ImageWorkQueue({ atOnce: 2, waiting: 5 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));

    const results = jobs.map((held) => queue.run(held.job));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    jobs[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    jobs[0]?.finish();
    jobs[2]?.finish();
    await settle();
    jobs[3]?.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job at once when `waiting` jobs wait already', async () => {
    const queue = new ImageWorkQueue({ atOnce: 1, waiting: 1 });
    const started: string[] = [];
    const running = heldJob(started, 'running');
    const waiting = heldJob(started, 'waiting');
    const first = queue.run(running.job);
    const second = queue.run(waiting.job);

    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(ImageWorkBusy);

    running.finish();
    await settle();
    waiting.finish();
    await expect(Promise.all([first, second])).resolves.toEqual(['running', 'waiting']);
    await expect(queue.run(async () => 'room again')).resolves.toBe('room again');
  });

  it('frees the place of a job that fails', async () => {
    const queue = new ImageWorkQueue({ atOnce: 1, waiting: 1 });
    const started: string[] = [];
    const failing = heldJob(started, 'failing');
    const next = heldJob(started, 'next');
    const first = queue.run(failing.job);
    const second = queue.run(next.job);

    failing.fail(new Error('broken image'));
    await expect(first).rejects.toThrow('broken image');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(second).resolves.toBe('next');
  });
});
