/** One request of a steady load: what to ask, and whether its answer is the one wanted. */
export interface LoadRequest {
  name: string;
  send: () => Promise<Response>;
  /** The answer a healthy product gives (200; a redirect for a tracking link). */
  expected: number;
}

export interface LoadReport {
  requests: number;
  /** Answers other than the expected one (5xx among them), and requests that got no answer. */
  unexpected: number;
  /** The first of them: what, when (ms after the start) and why. */
  unexpectedSample: string[];
  /** Answers by status (0: no answer). */
  statuses: Record<number, number>;
  /** 95th and 99th percentiles of the expected answers' times, ms. */
  p95Ms: number;
  p99Ms: number;
  /** The 95th percentile of each request's expected answers, ms, by its name. */
  p95MsByName: Record<string, number>;
}

/** The value at percentile `p` (0–100) of ascending `sorted` (nearest rank); 0 when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** How often the load looks at the clock: a late tick fires every request it owes. */
const TICK_MS = 10;

/**
 * Requests at a steady rate, each started on time whether or not the ones before have answered,
 * cycling through `requests`, until `stop`. A tick that comes late (a busy event loop) starts
 * every request due by then, so that the rate holds on average.
 */
export class SteadyLoad {
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly started: number;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly times: { name: string; ms: number }[] = [];
  private readonly unexpected: string[] = [];
  private readonly statuses: Record<number, number> = {};
  private unexpectedCount = 0;
  private count = 0;

  constructor(
    private readonly requests: readonly LoadRequest[],
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
    this.timer = setInterval(() => this.tick(), Math.min(TICK_MS, 1000 / perSecond));
  }

  private tick(): void {
    const due = Math.floor(((this.now() - this.started) / 1000) * this.perSecond);
    while (this.count < due) this.fire();
  }

  private fire(): void {
    const request = this.requests[this.count % this.requests.length];
    this.count += 1;
    if (!request) return;
    const at = this.now();
    const done = request
      .send()
      .then(async (response) => {
        await response.arrayBuffer();
        this.statuses[response.status] = (this.statuses[response.status] ?? 0) + 1;
        if (response.status === request.expected) {
          this.times.push({ name: request.name, ms: this.now() - at });
        } else this.fail(request, at, `${response.status}`);
      })
      .catch((error: unknown) => {
        this.statuses[0] = (this.statuses[0] ?? 0) + 1;
        this.fail(request, at, (error as Error).message);
      })
      .finally(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  }

  private fail(request: LoadRequest, at: number, why: string): void {
    this.unexpectedCount += 1;
    if (this.unexpected.length < 10) {
      this.unexpected.push(`${request.name} at ${at - this.started} ms: ${why}`);
    }
  }

  /** Stops starting requests, waits for those in flight and reports. */
  async stop(): Promise<LoadReport> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
    const sortedTimes = (of: readonly { ms: number }[]) =>
      of.map((t) => t.ms).sort((a, b) => a - b);
    const sorted = sortedTimes(this.times);
    const names = [...new Set(this.requests.map((request) => request.name))];
    return {
      requests: this.count,
      unexpected: this.unexpectedCount,
      unexpectedSample: [...this.unexpected],
      statuses: { ...this.statuses },
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      p95MsByName: Object.fromEntries(
        names.map((name) => [
          name,
          percentile(sortedTimes(this.times.filter((t) => t.name === name)), 95),
        ]),
      ),
    };
  }
}
