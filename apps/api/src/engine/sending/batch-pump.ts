import { setMaxListeners } from 'node:events';

/** A job of the batch queue: which batch to send. */
export interface BatchJobRef {
  jobId: string;
  batchId: number;
}

/** The queue the pump draws from (pg-boss's batch queue in the product). */
export interface BatchJobSource {
  fetch(count: number): Promise<BatchJobRef[]>;
  complete(jobIds: string[]): Promise<void>;
  fail(jobId: string, error: unknown): Promise<void>;
}

export interface BatchPumpOptions {
  /** Batches in flight at once in this process. */
  concurrency: number;
  /**
   * While batches are in flight, the next fetch waits until this many places are free. Each fetch
   * sorts every queued job (pg-boss orders them by priority and age): fetched one at a time, a
   * national send's 20,000 queued batches cost a 16 ms sort per batch, and each process's fetches,
   * one after the other, capped its pace (docs/benchmarks.md, production-send).
   */
  fetchAtLeast: number;
  /** With nothing queued, how long to wait before asking again (a notify wakes it sooner). */
  idleMs: number;
  onError(error: unknown): void;
}

/**
 * Keeps up to `concurrency` batches of this process in flight: as soon as `fetchAtLeast` places
 * are free, the next are fetched, with no pause between fetches (pg-boss's own worker loop waits out its polling
 * interval after each fetch, which caps a process far below LINE's 200 calls a second). Finished
 * jobs are completed together, a few times a second.
 */
export class BatchPump {
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private done: string[] = [];
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly source: BatchJobSource,
    private readonly send: (batchId: number, stopping: AbortSignal) => Promise<unknown>,
    private readonly options: BatchPumpOptions,
  ) {}

  /** Aborted when the pump stops: batches waiting give their claim back. */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  start(): void {
    // Every batch in flight may wait on the signal at once (far more than Node's default of 10).
    setMaxListeners(this.options.concurrency + 10, this.stopping.signal);
    this.loop ??= this.run();
  }

  /** Work was queued: fetch now rather than after the idle wait. */
  notify(): void {
    this.wake?.();
  }

  /** Stops fetching, lets batches in flight end (waiting ones give their claim back), completes. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.notify();
    await this.loop;
    await Promise.all(this.inFlight);
    await this.flush();
  }

  private async run(): Promise<void> {
    const flusher = setInterval(() => void this.flush(), 100);
    try {
      while (!this.stopping.signal.aborted) {
        const free = this.options.concurrency - this.inFlight.size;
        const enough = Math.min(this.options.fetchAtLeast, this.options.concurrency);
        if (free <= 0 || (free < enough && this.inFlight.size > 0)) {
          await Promise.race(this.inFlight);
          continue;
        }
        let jobs: BatchJobRef[] = [];
        try {
          jobs = await this.source.fetch(free);
        } catch (error) {
          this.options.onError(error);
        }
        for (const job of jobs) this.track(job);
        if (jobs.length === 0) await this.idle();
      }
    } finally {
      clearInterval(flusher);
    }
  }

  private track(job: BatchJobRef): void {
    const running = this.send(job.batchId, this.stopping.signal).then(
      () => {
        this.done.push(job.jobId);
      },
      (error: unknown) => {
        this.options.onError(error);
        return this.source.fail(job.jobId, error).catch(this.options.onError);
      },
    );
    const tracked = running.finally(() => {
      this.inFlight.delete(tracked);
      this.notify();
    });
    this.inFlight.add(tracked);
  }

  /** Waits `idleMs`, or less when notified or stopped. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, this.options.idleMs);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        finish();
      };
    });
  }

  private async flush(): Promise<void> {
    if (this.done.length === 0) return;
    const ids = this.done;
    this.done = [];
    try {
      await this.source.complete(ids);
    } catch (error) {
      this.options.onError(error);
    }
  }
}
