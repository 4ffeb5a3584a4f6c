import { mayReadMetrics } from './metrics-access';

const TOKEN = 'a-metrics-token-of-at-least-32-chars';

describe('mayReadMetrics', () => {
  it('takes only the configured token when there is one, whatever NODE_ENV', () => {
    for (const nodeEnv of ['production', 'development', undefined] as const) {
      const config = { nodeEnv, metrics: { token: TOKEN, port: undefined } };
      expect(mayReadMetrics(config, TOKEN)).toBe(true);
      expect(mayReadMetrics(config, null)).toBe(false);
      expect(mayReadMetrics(config, `${TOKEN}x`)).toBe(false);
      expect(mayReadMetrics(config, TOKEN.slice(1))).toBe(false);
    }
  });

  it('is open without a token on development and test machines only', () => {
    const without = { token: undefined, port: undefined };
    expect(mayReadMetrics({ nodeEnv: 'development', metrics: without }, null)).toBe(true);
    expect(mayReadMetrics({ nodeEnv: 'test', metrics: without }, 'anything')).toBe(true);
    expect(mayReadMetrics({ nodeEnv: undefined, metrics: without }, null)).toBe(false);
    expect(mayReadMetrics({ nodeEnv: undefined, metrics: without }, 'anything')).toBe(false);
  });
});
