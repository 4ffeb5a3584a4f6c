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
  /** 95th and 99th percentiles of the answers' times, ms. */
  p95Ms: number;
  p99Ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Requests at a steady rate, each started on time whether or not the ones before have answered,
 * cycling through `requests`, until `stop`.
 */
export class SteadyLoad {
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly started = Date.now();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly times: number[] = [];
  private readonly unexpected: string[] = [];
  private unexpectedCount = 0;
  private count = 0;

  constructor(
    private readonly requests: readonly LoadRequest[],
    perSecond: number,
  ) {
    this.timer = setInterval(() => this.fire(), 1000 / perSecond);
  }

  private fire(): void {
    const request = this.requests[this.count % this.requests.length];
    this.count += 1;
    if (!request) return;
    const at = Date.now();
    const done = request
      .send()
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === request.expected) this.times.push(Date.now() - at);
        else this.fail(request, at, `${response.status}`);
      })
      .catch((error: unknown) => this.fail(request, at, (error as Error).message))
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
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      requests: this.count,
      unexpected: this.unexpectedCount,
      unexpectedSample: [...this.unexpected],
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
    };
  }
}
