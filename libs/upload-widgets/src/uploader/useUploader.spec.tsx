import { dismissAllToasts, getToasts } from '@hbc/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useUploader, OVERSIZED_HEAD_BYTES, type UseUploaderOptions } from './useUploader';
import { choices } from '../testing/sample-choices';
import type { UploadFn } from '../upload/upload-fn';

beforeEach(dismissAllToasts);

/** An upload the spec settles by hand. */
function manualUpload() {
  let resolve: (url: string) => void = () => undefined;
  const upload = jest.fn<ReturnType<UploadFn>, Parameters<UploadFn>>(
    () =>
      new Promise<string>((r) => {
        resolve = r;
      }),
  );
  return { upload, resolve: (url: string) => resolve(url) };
}

function setup(overrides: Partial<UseUploaderOptions> = {}) {
  const onChange = jest.fn();
  const check = jest.fn<
    ReturnType<UseUploaderOptions['check']>,
    Parameters<UseUploaderOptions['check']>
  >(() => ({ ok: true }));
  const options: UseUploaderOptions = {
    product: 'image',
    maxBytes: 5_000_000,
    check,
    onChange,
    ...overrides,
  };
  const hook = renderHook(() => useUploader(options));
  return { ...hook, onChange, check };
}

describe('useUploader', () => {
  it('goes checking → uploading → idle and hands over the URL', async () => {
    const { upload, resolve } = manualUpload();
    const { result, onChange } = setup({ upload });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.selectFile(choices.png(10, 10));
    });
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('uploading'));
    await act(async () => {
      resolve('https://cdn.example/a.png');
      await done;
    });
    expect(result.current.status).toBe('idle');
    expect(onChange).toHaveBeenCalledWith('https://cdn.example/a.png');
  });

  it('reads only the head of an oversized file, with its full size', async () => {
    const { result, check } = setup({ upload: jest.fn(), maxBytes: 1_000_000 });
    await act(() => result.current.selectFile(choices.pngOfSize(10, 10, 3_000_000)));
    const sample = check.mock.calls[0]?.[0];
    expect(sample?.bytes.length).toBe(OVERSIZED_HEAD_BYTES);
    expect(sample?.size).toBe(3_000_000);
  });

  it('drops the result of an upload the staff member removed meanwhile', async () => {
    const { upload, resolve } = manualUpload();
    const { result, onChange } = setup({ upload });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.selectFile(choices.png(10, 10));
    });
    await waitFor(() => expect(result.current.status).toBe('uploading'));
    act(() => result.current.remove());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await act(async () => {
      resolve('https://cdn.example/late.png');
      await done;
    });
    expect(onChange).not.toHaveBeenCalledWith('https://cdn.example/late.png');
    expect(result.current.status).toBe('idle');
  });

  it('keeps only the latest of two files chosen one after the other', async () => {
    const first = manualUpload();
    const second = manualUpload();
    const upload = jest.fn<ReturnType<UploadFn>, Parameters<UploadFn>>();
    upload.mockImplementationOnce(first.upload).mockImplementationOnce(second.upload);
    const { result, onChange } = setup({ upload });
    let one: Promise<void> = Promise.resolve();
    let two: Promise<void> = Promise.resolve();
    act(() => {
      one = result.current.selectFile(choices.png(10, 10));
    });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    act(() => {
      two = result.current.selectFile(choices.png(20, 20));
    });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await act(async () => {
      second.resolve('https://cdn.example/second.png');
      first.resolve('https://cdn.example/first.png');
      await Promise.all([one, two]);
    });
    expect(onChange.mock.calls).toEqual([['https://cdn.example/second.png']]);
  });

  it('does nothing after unmount', async () => {
    const { upload, resolve } = manualUpload();
    const { result, onChange, unmount } = setup({ upload });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.selectFile(choices.png(10, 10));
    });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    unmount();
    resolve('https://cdn.example/gone.png');
    await done;
    expect(onChange).not.toHaveBeenCalled();
  });

  it("toasts 'System Error!!!' when the file cannot be read", async () => {
    const file = choices.png(10, 10);
    Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.reject(new Error('gone')) });
    const upload = jest.fn();
    const { result } = setup({ upload });
    await act(() => result.current.selectFile(file));
    expect(result.current.status).toBe('error');
    expect(upload).not.toHaveBeenCalled();
    expect(getToasts().map((t) => [t.severity, t.message])).toEqual([['error', 'System Error!!!']]);
  });

  it('throws a clear error when an editable uploader has no upload function', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => setup()).toThrow(/No upload function/);
    jest.restoreAllMocks();
    expect(() => setup({ disabled: true })).not.toThrow();
  });
});
