import { SANDBOX_DEFAULTS } from '../config/defaults';
import { TestClock } from '../testing/test-app';
import { SendRates } from './send-rates';

let clock: TestClock;
let profileLimit: number | null;

const LINE_LIMITS = {
  multicast: SANDBOX_DEFAULTS.lineMulticastPerSecond,
  push: SANDBOX_DEFAULTS.linePushPerSecond,
};
const ratesOf = (configured: Record<'multicast' | 'push', number | null> = LINE_LIMITS) =>
  new SendRates(clock.now, configured, () => profileLimit);
const admitted = (rates: SendRates, send: 'multicast' | 'push', count: number) =>
  Array.from({ length: count }, () => rates.admit(send)).filter(Boolean).length;

beforeEach(() => {
  clock = new TestClock(Date.UTC(2025, 0, 15, 3, 0, 0, 0));
  profileLimit = null;
});

describe('SendRates', () => {
  it('holds multicast to 200 and push to 2,000 requests a second by default, as LINE does', () => {
    const rates = ratesOf();
    expect(admitted(rates, 'multicast', 201)).toBe(200);
    expect(admitted(rates, 'push', 2001)).toBe(2000);
    expect(rates.stats()).toEqual({
      peakRequestsPerSecond: 2202,
      rateLimited: 2,
      rateLimits: {
        multicast: { limitPerSecond: 200, peakRequestsPerSecond: 201, rateLimited: 1 },
        push: { limitPerSecond: 2000, peakRequestsPerSecond: 2001, rateLimited: 1 },
      },
    });
  });

  it('counts push apart from multicast: pushes never use up the multicasts’ limit', () => {
    const rates = ratesOf({ multicast: 2, push: 3 });
    expect(admitted(rates, 'push', 3)).toBe(3);
    expect(admitted(rates, 'multicast', 2)).toBe(2);
    expect(rates.admit('push')).toBe(false);
    expect(rates.admit('multicast')).toBe(false);
  });

  it('counts each second of the sandbox clock afresh', () => {
    const rates = ratesOf({ multicast: 4, push: 4 });
    expect(admitted(rates, 'multicast', 5)).toBe(4);
    clock.advance(500);
    expect(admitted(rates, 'multicast', 5)).toBe(0);
    clock.advance(500);
    expect(admitted(rates, 'multicast', 5)).toBe(4);
  });

  it('lets the fault profile lower the limits, never raise them', () => {
    const rates = ratesOf({ multicast: 5, push: 2000 });
    profileLimit = 2;
    expect(rates.limitOf('multicast')).toBe(2);
    expect(rates.limitOf('push')).toBe(2);
    expect(admitted(rates, 'push', 3)).toBe(2);
    profileLimit = 50;
    expect(rates.limitOf('multicast')).toBe(5);
    expect(rates.limitOf('push')).toBe(50);
  });

  it('has no limit only when neither the configuration nor the profile sets one', () => {
    const rates = ratesOf({ multicast: null, push: null });
    expect(admitted(rates, 'multicast', 5000)).toBe(5000);
    clock.advance(1000);
    profileLimit = 3;
    expect(admitted(rates, 'multicast', 5)).toBe(3);
  });

  it('forgets every count on reset', () => {
    const rates = ratesOf({ multicast: 1, push: 1 });
    admitted(rates, 'multicast', 3);
    rates.reset();
    expect(rates.stats()).toMatchObject({ peakRequestsPerSecond: 0, rateLimited: 0 });
    expect(rates.admit('multicast')).toBe(true);
  });
});
