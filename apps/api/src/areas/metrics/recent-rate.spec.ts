import { RecentRate } from './recent-rate';

describe('RecentRate', () => {
  let now = 0;
  const rate = () => new RecentRate({ windowMs: 10_000, now: () => now });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('is the count over the window divided by its seconds', () => {
    const recent = rate();
    recent.add(500);
    now += 2_000;
    recent.add(1_000);
    now += 3_000;
    recent.add(500);

    expect(recent.perSecond()).toBe(200);
  });

  it('forgets what is older than the window', () => {
    const recent = rate();
    recent.add(5_000);
    now += 4_000;
    recent.add(1_000);

    now += 6_500;
    expect(recent.perSecond()).toBe(100);
    now += 4_000;
    expect(recent.perSecond()).toBe(0);
  });

  it('reuses a slot once its time has passed, without counting the old count again', () => {
    const recent = rate();
    recent.add(1_000);
    now += 10_000;
    recent.add(10);

    expect(recent.perSecond()).toBe(1);
  });

  it('is zero before anything was counted', () => {
    expect(rate().perSecond()).toBe(0);
  });
});
