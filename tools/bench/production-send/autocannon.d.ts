/** The part of autocannon's programmatic API the click load uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections: number;
      /** Requests a second over all connections. */
      overallRate: number;
      /** Seconds; the load is stopped before. */
      duration: number;
      headers: Record<string, string>;
      /** Each connection is closed and opened again after this many requests. */
      reconnectRate?: number;
    }
    interface Result {
      requests: { total: number };
      latency: { p50: number; p97_5: number; p99: number; max: number };
      statusCodeStats: Record<string, { count: number }>;
      errors: number;
      timeouts: number;
    }
    interface Instance {
      stop(): void;
      /** A request that got no answer: its connection's error, or a timeout. */
      on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): Instance;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}
