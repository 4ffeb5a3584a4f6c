import autocannon from 'autocannon';

/**
 * The citizens' clicks, in a process of their own so that their thousand requests a second do
 * not slow the bench's own clock: autocannon at a fixed rate on one URL until SIGTERM, then its
 * result as JSON on stdout. Arguments: the URL, the rate, the user agent.
 */
const [url = '', rate = '1000', userAgent = ''] = process.argv.slice(2);
const instance = autocannon(
  {
    url,
    connections: 50,
    overallRate: Number(rate),
    duration: 3600,
    headers: { 'user-agent': userAgent },
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
);
process.once('SIGTERM', () => instance.stop());
