import { act, renderHook, waitFor } from '@testing-library/react';
import { useAfterPaintLoad } from './useAfterPaintLoad';

describe('useAfterPaintLoad', () => {
  it('loads after the first frame, and again on retry after a failure', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce('grid');
    const { result } = renderHook(() => useAfterPaintLoad(load, null));

    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.value).toBeNull();

    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.value).toBe('grid'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing when an earlier load already gave the value', () => {
    const load = jest.fn<Promise<string>, []>();
    const { result } = renderHook(() => useAfterPaintLoad(load, 'grid'));
    expect(result.current.value).toBe('grid');
    expect(load).not.toHaveBeenCalled();
  });
});
