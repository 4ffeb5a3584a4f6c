import { dismissAllToasts, getToasts } from '@hbc/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@hbc/api-clients';
import { DELETE_FAILED_TEXT, useDeleteRecord } from './useDeleteRecord';

const toastTexts = () => getToasts().map((t) => t.message);
afterEach(() => {
  dismissAllToasts();
});

describe('useDeleteRecord', () => {
  it('asks, deletes, says so and moves on', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const onDeleted = jest.fn();
    const { result } = renderHook(() =>
      useDeleteRecord({ remove, deletedText: 'ลบหน่วยบริการแล้ว', onDeleted }),
    );

    act(() => result.current.ask());
    expect(result.current.asking).toBe(true);
    act(() => result.current.confirm());
    expect(result.current.busy).toBe(true);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ asking: false, busy: false });
    expect(toastTexts()).toEqual(['ลบหน่วยบริการแล้ว']);
  });

  it('says the API’s Thai reason for a refusal and keeps the record', async () => {
    const refusal = new ApiError('CONFLICT', {
      status: 409,
      errors: [{ path: '', message: 'ไม่สามารถลบจังหวัดนี้ได้' }],
    });
    const onDeleted = jest.fn();
    const { result } = renderHook(() =>
      useDeleteRecord({
        remove: () => Promise.reject(refusal),
        deletedText: 'ลบแล้ว',
        onDeleted,
      }),
    );

    act(() => result.current.ask());
    act(() => result.current.confirm());

    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.asking).toBe(false);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['ไม่สามารถลบจังหวัดนี้ได้']);
  });

  it('says the screen’s own text, or the general one, when the API gives no reason', async () => {
    const failing = (failedText?: string) =>
      renderHook(() =>
        useDeleteRecord({
          remove: () => Promise.reject(new Error('network')),
          deletedText: 'ลบแล้ว',
          onDeleted: jest.fn(),
          ...(failedText ? { failedText } : {}),
        }),
      ).result;

    const own = failing('ลบผู้ใช้งานไม่สำเร็จ');
    act(() => own.current.confirm());
    await waitFor(() => expect(toastTexts()).toEqual(['ลบผู้ใช้งานไม่สำเร็จ']));

    const general = failing();
    act(() => general.current.confirm());
    await waitFor(() => expect(toastTexts()).toContain(DELETE_FAILED_TEXT));
  });
});
