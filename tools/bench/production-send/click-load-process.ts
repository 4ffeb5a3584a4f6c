import autocannon from 'autocannon';
import type { ClickLoadOutput, NoAnswer } from './loads';

/**
 * The citizens' clicks, in a process of their own so that their thousand requests a second do
 * not slow the bench's own clock: autocannon at a fixed rate on one URL until SIGTERM, then its
 * result as JSON on stdout, with when each request that got no answer failed. Arguments: the URL,
 * the rate, the user agent.
 *
 * autocannon keeps a rate by letting each connection make its share of a second's requests as
 * fast as it can, then wait for the next second, every connection's second beginning together:
 * one instance at 1,000 a second sent 83 % of them within 400 ms of each second, a burst no crowd
 * of citizens makes. The load is made of `PARTS` instances started evenly across a second, so
 * that the clicks come through the whole of it.
 */
const [url = '', rate = '1000', userAgent = ''] = process.argv.slice(2);
const PARTS = 20;
const CONNECTIONS_PER_PART = 5;
/**
 * nginx closes a client's connection after 1,000 requests (keepalive_requests), saying so in its
 * last answer; browsers open another, but autocannon writes its next request into the closing
 * connection and counts a click with no answer. It opens its connections again itself first (and
 * leaves each one's last answer uncounted).
 */
const RECONNECT_EVERY = 500;

type Result = autocannon.Result;

const noAnswers: NoAnswer[] = [];
const instances: autocannon.Instance[] = [];
let stopping = false;

function part(delayMs: number): Promise<Result | null> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (stopping) return resolve(null);
      const instance = autocannon(
        {
          url,
          connections: CONNECTIONS_PER_PART,
          overallRate: Number(rate) / PARTS,
          duration: 3600,
          headers: { 'user-agent': userAgent },
          reconnectRate: RECONNECT_EVERY,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        noAnswers.push({ at: Date.now(), error: error.code ?? error.message });
      });
      instances.push(instance);
    }, delayMs);
  });
}

/** The parts' results as one: counts added up, the worst part's p99. */
function merged(results: readonly Result[]): Result {
  const statusCodeStats: Result['statusCodeStats'] = {};
  for (const { statusCodeStats: stats } of results) {
    for (const [status, { count }] of Object.entries(stats)) {
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
    }
  }
  const sum = (of: (result: Result) => number) => results.reduce((s, r) => s + of(r), 0);
  const worst = (of: (result: Result) => number) => Math.max(0, ...results.map(of));
  return {
    requests: { total: sum((r) => r.requests.total) },
    latency: {
      p50: worst((r) => r.latency.p50),
      p97_5: worst((r) => r.latency.p97_5),
      p99: worst((r) => r.latency.p99),
      max: worst((r) => r.latency.max),
    },
    statusCodeStats,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

const parts = Array.from({ length: PARTS }, (_unused, index) => part((index * 1000) / PARTS));
process.once('SIGTERM', () => {
  stopping = true;
  for (const instance of instances) instance.stop();
});
Promise.all(parts).then(
  (results) => {
    const finished = results.filter((result) => result !== null);
    const output: ClickLoadOutput = { ...merged(finished), noAnswers };
    process.stdout.write(`${JSON.stringify(output)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
