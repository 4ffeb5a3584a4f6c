import { createMemoryUploadFn } from './memory-upload';
import { UploadError, uploadErrorStatus } from './upload-fn';
import { encodePng, fileOf } from '../testing/sample-files';

const pngBytes = encodePng({ width: 2, height: 2 });
const png = () => fileOf(pngBytes, 'a.png', 'image/png');

describe('createMemoryUploadFn', () => {
  it('resolves a URL holding the file itself and reports progress up to 1', async () => {
    const file = png();
    const progress: number[] = [];
    const url = await createMemoryUploadFn({ delayMs: 20 })(file, { onProgress: (f) => progress.push(f) });
    // jsdom has no URL.createObjectURL, so this is the data: URL of the bytes.
    expect(url).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(url.split(',')[1] as string, 'base64');
    expect(new Uint8Array(bytes)).toEqual(pngBytes);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('prefers a blob: URL where the browser makes one', async () => {
    const created = jest.fn(() => 'blob:http://localhost/123');
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    try {
      await expect(createMemoryUploadFn()(png())).resolves.toBe('blob:http://localhost/123');
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
    }
  });

  it('takes delayMs to settle', async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      const done = createMemoryUploadFn({ delayMs: 1000, failWith: 500 })(png()).catch(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(990);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(20);
      await done;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects with the HTTP status given in failWith', async () => {
    const error: unknown = await createMemoryUploadFn({ failWith: 401 })(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(uploadErrorStatus(error)).toBe(401);
  });

  it('never settles with an infinite delay', async () => {
    jest.useFakeTimers();
    try {
      const onSettled = jest.fn();
      void createMemoryUploadFn({ delayMs: Infinity })(png()).then(onSettled, onSettled);
      await jest.advanceTimersByTimeAsync(24 * 3600 * 1000);
      expect(onSettled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('uploadErrorStatus', () => {
  it('reads the status of an UploadError or of an HTTP client error', () => {
    expect(uploadErrorStatus(new UploadError('x', 500))).toBe(500);
    expect(uploadErrorStatus({ response: { status: 413 } })).toBe(413);
    expect(uploadErrorStatus(new Error('network down'))).toBeUndefined();
    expect(uploadErrorStatus('nope')).toBeUndefined();
  });
});
