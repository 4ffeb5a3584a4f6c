import { TestClock } from '../testing/test-app';
import { ChannelFaults } from './channel-faults';

let clock: TestClock;
let faults: ChannelFaults;

beforeEach(() => {
  clock = new TestClock(Date.UTC(2025, 0, 15, 3, 0, 0, 0));
  faults = new ChannelFaults(clock.now);
});

const admitted = (count: number) =>
  Array.from({ length: count }, () => faults.admit()).filter(Boolean).length;

describe('ChannelFaults', () => {
  it('lets N requests a wall-clock second through and refuses the rest, counting them', () => {
    faults.replace({ rateLimitPerSecond: 3 });
    clock.advance(500);
    expect(admitted(5)).toBe(3);
    clock.advance(499);
    expect(admitted(2)).toBe(0);
    clock.advance(1); // the next second starts
    expect(admitted(4)).toBe(3);
    expect(faults.stats()).toMatchObject({ rateLimited: 5, peakRequestsPerSecond: 7 });
  });

  it('counts the busiest second of every request received, limited or not', () => {
    expect(admitted(4)).toBe(4);
    clock.advance(1000);
    expect(admitted(9)).toBe(9);
    clock.advance(3000);
    expect(admitted(2)).toBe(2);
    expect(faults.stats()).toEqual({
      peakRequestsPerSecond: 9,
      rateLimited: 0,
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 0 },
    });
  });

  it('draws the same faults again for the same seed', () => {
    const profile = {
      seed: 12,
      serverErrorShare: 0.3,
      timeoutShare: 0.2,
      acceptedThenDropShare: 0.1,
    };
    faults.replace(profile);
    const first = Array.from({ length: 200 }, () => faults.draw());
    faults.replace(profile);
    expect(Array.from({ length: 200 }, () => faults.draw())).toEqual(first);
    const shares = (kind: string) => first.filter((drawn) => drawn === kind).length / 200;
    expect(shares('serverError')).toBeGreaterThan(0.15);
    expect(shares('timeout')).toBeGreaterThan(0.08);
    expect(first).toContain(null);
  });

  it('forgets the profile and every count on reset', () => {
    faults.replace({ rateLimitPerSecond: 1, serverErrorShare: 1 });
    admitted(3);
    faults.count('serverError');
    faults.reset();
    expect(faults.profile).toEqual({});
    expect(faults.draw()).toBeNull();
    expect(admitted(3)).toBe(3);
    expect(faults.stats()).toEqual({
      peakRequestsPerSecond: 3,
      rateLimited: 0,
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 0 },
    });
  });

  it('uses the default timeout unless the profile sets one', () => {
    expect(faults.timeoutMs).toBe(60_000);
    faults.replace({ timeoutShare: 0.5, timeoutMs: 250, latencyMs: 30 });
    expect(faults.timeoutMs).toBe(250);
    expect(faults.latencyMs).toBe(30);
  });
});
