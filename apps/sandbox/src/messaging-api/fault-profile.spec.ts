import { injectionFor, sharesTotal } from './fault-profile';

describe('injectionFor', () => {
  // Binary fractions, so that the boundaries below are exact.
  const profile = {
    timeoutShare: 0.125,
    serverErrorShare: 0.25,
    acceptedThenErrorShare: 0.25,
    acceptedThenDropShare: 0.125,
  };

  it('lays the shares end to end, so each is that share of all requests', () => {
    expect(injectionFor(profile, 0)).toBe('timeout');
    expect(injectionFor(profile, 0.1249)).toBe('timeout');
    expect(injectionFor(profile, 0.125)).toBe('serverError');
    expect(injectionFor(profile, 0.3749)).toBe('serverError');
    expect(injectionFor(profile, 0.375)).toBe('acceptedThenError');
    expect(injectionFor(profile, 0.6249)).toBe('acceptedThenError');
    expect(injectionFor(profile, 0.625)).toBe('acceptedThenDrop');
    expect(injectionFor(profile, 0.7499)).toBe('acceptedThenDrop');
    expect(injectionFor(profile, 0.75)).toBeNull();
    expect(injectionFor(profile, 0.9999)).toBeNull();
  });

  it('injects nothing without shares, and everything with a share of 1', () => {
    expect(injectionFor({}, 0)).toBeNull();
    expect(injectionFor({ latencyMs: 10, rateLimitPerSecond: 5 }, 0)).toBeNull();
    expect(injectionFor({ acceptedThenDropShare: 1 }, 0.9999)).toBe('acceptedThenDrop');
  });

  it('adds the shares up', () => {
    expect(sharesTotal(profile)).toBe(0.75);
    expect(sharesTotal({ serverErrorShare: 0.5, rateLimitPerSecond: 3, latencyMs: 9 })).toBe(0.5);
    expect(sharesTotal({})).toBe(0);
  });
});
