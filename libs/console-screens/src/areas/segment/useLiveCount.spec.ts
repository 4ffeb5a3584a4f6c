import { act, renderHook } from '@testing-library/react';
import type { SegmentCount, SegmentCountBody, SegmentRules } from '@hbc/contracts';
import { LIVE_COUNT_DELAY_MS, useLiveCount } from './useLiveCount';

interface Call {
  body: SegmentCountBody;
  signal: AbortSignal;
  answer: (count: number) => void;
  fail: () => void;
}

function fakeCount() {
  const calls: Call[] = [];
  const count = jest.fn(
    (body: SegmentCountBody, signal: AbortSignal) =>
      new Promise<SegmentCount>((resolve, reject) => {
        calls.push({
          body,
          signal,
          answer: (n) => resolve({ count: n, countedAt: '2026-11-23T02:05:00.000Z' }),
          fail: () => reject(new Error('down')),
        });
      }),
  );
  return { count, calls };
}

const women: SegmentRules = { match: 'ALL', conditions: [{ kind: 'SEX', sexes: ['FEMALE'] }] };
const elderly: SegmentRules = { match: 'ALL', conditions: [{ kind: 'AGE', min: 60 }] };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function settle(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('useLiveCount', () => {
  it('counts once the rules have stayed unchanged for 400 ms', async () => {
    const { count, calls } = fakeCount();
    const { result } = renderHook(() => useLiveCount(women, count));
    expect(result.current.state).toEqual({ status: 'counting', last: null });

    await settle(LIVE_COUNT_DELAY_MS - 1);
    expect(count).not.toHaveBeenCalled();
    await settle(1);
    expect(calls.map((c) => c.body)).toEqual([{ rules: women }]);

    await act(async () => calls[0]?.answer(6_365));
    expect(result.current.state).toEqual({ status: 'counted', count: 6_365 });
  });

  it('waits while the rules keep changing, and counts only the last of them', async () => {
    const { count, calls } = fakeCount();
    const { rerender } = renderHook(({ rules }) => useLiveCount(rules, count), {
      initialProps: { rules: women },
    });
    await settle(300);
    rerender({ rules: elderly });
    await settle(300);
    expect(count).not.toHaveBeenCalled();
    await settle(100);
    expect(calls.map((c) => c.body.rules)).toEqual([elderly]);
  });

  it('cancels the count under way when the rules change, and shows only the latest answer', async () => {
    const { count, calls } = fakeCount();
    const { result, rerender } = renderHook(({ rules }) => useLiveCount(rules, count), {
      initialProps: { rules: women },
    });
    await settle(LIVE_COUNT_DELAY_MS);
    await act(async () => calls[0]?.answer(6_365));

    rerender({ rules: elderly });
    await settle(LIVE_COUNT_DELAY_MS);
    const [, second] = calls;
    rerender({ rules: women });
    expect(second?.signal.aborted).toBe(true);
    await act(async () => second?.answer(1));
    expect(result.current.state).toEqual({ status: 'counting', last: 6_365 });

    await settle(LIVE_COUNT_DELAY_MS);
    await act(async () => calls[2]?.answer(6_366));
    expect(result.current.state).toEqual({ status: 'counted', count: 6_366 });
  });

  it('counts nothing while a condition is incomplete', async () => {
    const { count } = fakeCount();
    const { result } = renderHook(() => useLiveCount(null, count));
    await settle(LIVE_COUNT_DELAY_MS * 2);
    expect(count).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'incomplete' });
  });

  it('says when counting failed, and counts again on retry', async () => {
    const { count, calls } = fakeCount();
    const { result } = renderHook(() => useLiveCount(women, count));
    await settle(LIVE_COUNT_DELAY_MS);
    await act(async () => calls[0]?.fail());
    expect(result.current.state).toEqual({ status: 'failed', last: null });

    act(() => result.current.retry());
    await settle(LIVE_COUNT_DELAY_MS);
    await act(async () => calls[1]?.answer(6_365));
    expect(result.current.state).toEqual({ status: 'counted', count: 6_365 });
  });
});
