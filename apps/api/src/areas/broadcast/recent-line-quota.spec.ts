import { broadcastQuotaOf, type BroadcastQuota } from '@hbc/contracts';
import { RecentLineQuota } from './recent-line-quota';

/** A LINE whose quota calls wait until answered, in turn. */
function askedLine() {
  const calls: ((quota: BroadcastQuota | null) => void)[] = [];
  return {
    calls,
    ask: () => new Promise<BroadcastQuota | null>((resolve) => calls.push(resolve)),
  };
}

describe('RecentLineQuota', () => {
  const quota = (used: number) => broadcastQuotaOf(1_000, used);

  it('waits for LINE only on the first read, and asks once for readers at the same time', async () => {
    const line = askedLine();
    const recent = new RecentLineQuota(line.ask, 30_000, () => 0);
    const first = recent.read();
    const second = recent.read();
    expect(line.calls).toHaveLength(1);
    line.calls[0]?.(quota(10));
    expect(await first).toEqual(quota(10));
    expect(await second).toEqual(quota(10));
  });

  it('answers the last quota while it is young, then the last one while LINE is asked again', async () => {
    let clock = 0;
    const line = askedLine();
    const recent = new RecentLineQuota(line.ask, 30_000, () => clock);
    const first = recent.read();
    line.calls[0]?.(quota(10));
    await first;

    clock = 29_999;
    expect(await recent.read()).toEqual(quota(10));
    expect(line.calls).toHaveLength(1);

    clock = 30_000;
    expect(await recent.read()).toEqual(quota(10));
    expect(await recent.read()).toEqual(quota(10));
    expect(line.calls).toHaveLength(2);
    line.calls[1]?.(quota(500));
    await Promise.resolve();
    await Promise.resolve();
    expect(await recent.read()).toEqual(quota(500));
  });

  it('keeps LINE being unavailable as the last answer, and asks again once it is old', async () => {
    let clock = 0;
    const line = askedLine();
    const recent = new RecentLineQuota(line.ask, 30_000, () => clock);
    const first = recent.read();
    line.calls[0]?.(null);
    expect(await first).toBeNull();
    expect(await recent.read()).toBeNull();
    expect(line.calls).toHaveLength(1);
    clock = 31_000;
    void recent.read();
    expect(line.calls).toHaveLength(2);
  });

  it('waits for LINE at every read with no age allowed', async () => {
    const line = askedLine();
    const recent = new RecentLineQuota(line.ask, 0, () => 0);
    const first = recent.read();
    line.calls[0]?.(quota(10));
    await first;
    const second = recent.read();
    line.calls[1]?.(quota(20));
    expect(await second).toEqual(quota(20));
  });
});
