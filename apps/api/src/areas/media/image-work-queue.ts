/** Thrown by `ImageWorkQueue.run` when as many jobs wait as the queue keeps. */
export class ImageWorkBusy extends Error {
  constructor() {
    super('Too many images are waiting to be checked');
    this.name = 'ImageWorkBusy';
  }
}

export interface ImageWorkLimits {
  /** Jobs that may run at once. */
  atOnce: number;
  /** Jobs that may wait for a place; one more is refused with `ImageWorkBusy`. */
  waiting: number;
}

/**
 * Bounds the image work (sharp) of one process. Each sharp call holds one of libuv's four pool
 * threads until it is done, and decoding a large image takes seconds: a few uploads at once would
 * hold them all, and every file read or write, DNS lookup and hash of the process would wait
 * behind them. Jobs past `atOnce` wait their turn in the order they came.
 */
export class ImageWorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: ImageWorkLimits) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `job` once a place is free; throws `ImageWorkBusy` at once when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.atOnce) {
      if (this.queue.length >= this.limits.waiting) throw new ImageWorkBusy();
      // The place is handed over by the job that finishes (see `release`).
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }
}
