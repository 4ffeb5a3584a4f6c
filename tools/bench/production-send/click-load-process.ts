import autocannon from 'autocannon';

/**
 * The citizens' clicks, in a process of their own so that their thousand requests a second do
 * not slow the bench's own clock: autocannon at a fixed rate on one URL until SIGTERM, then its
 * result as JSON on stdout, with when each request that got no answer failed. Arguments: the URL, the rate, the user agent.
 */
const [url = '', rate = '1000', userAgent = ''] = process.argv.slice(2);
const RECONNECT_EVERY = 500;
/** When each request with no answer failed (epoch ms), and how. */
const noAnswers: { at: number; error: string }[] = [];
const instance = autocannon(
  {
    url,
    connections: 50,
    overallRate: Number(rate),
    duration: 3600,
    headers: { 'user-agent': userAgent },
    // nginx closes a client's connection after 1,000 requests (keepalive_requests), saying so in
    // its last answer; browsers open another, but autocannon writes its next request into the
    // closing connection and counts a click with no answer. It opens its connections again
    // itself first (and leaves each one's last answer uncounted).
    reconnectRate: RECONNECT_EVERY,
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(`${JSON.stringify({ ...result, noAnswers })}\n`);
    process.exit(0);
  },
);
instance.on('reqError', (error: NodeJS.ErrnoException) => {
  noAnswers.push({ at: Date.now(), error: error.code ?? error.message });
});
process.once('SIGTERM', () => instance.stop());
