import { ChannelFaults } from './channel-faults';

let faults: ChannelFaults;

beforeEach(() => {
  faults = new ChannelFaults();
});

describe('ChannelFaults', () => {
  it('answers the profile’s rate limit, or null without one', () => {
    expect(faults.rateLimitPerSecond).toBeNull();
    faults.replace({ rateLimitPerSecond: 3 });
    expect(faults.rateLimitPerSecond).toBe(3);
    faults.replace({ rateLimitPerSecond: null });
    expect(faults.rateLimitPerSecond).toBeNull();
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
    faults.count('serverError');
    faults.reset();
    expect(faults.profile).toEqual({});
    expect(faults.rateLimitPerSecond).toBeNull();
    expect(faults.draw()).toBeNull();
    expect(faults.stats()).toEqual({
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
