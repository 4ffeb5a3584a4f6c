import { readAsDataUrl } from './read-file-bytes';
import { UploadError, type UploadFn } from './upload-fn';

export interface MemoryUploadOptions {
  /** Time the upload takes; `Infinity` never settles (an upload that stays in flight). Default 0. */
  delayMs?: number;
  /** Rejects with an UploadError of this HTTP status instead of resolving. */
  failWith?: number;
}

const PROGRESS_STEPS = 4;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A blob: URL where the browser can make one, else a data: URL. */
async function urlOf(file: File): Promise<string> {
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
  return readAsDataUrl(file);
}

/**
 * An in-memory upload for stories and tests: reports progress in quarters over `delayMs`,
 * then resolves a URL of the file itself, or rejects with `failWith`.
 */
export function createMemoryUploadFn(options: MemoryUploadOptions = {}): UploadFn {
  const { delayMs = 0, failWith } = options;
  return async (file, { onProgress } = {}) => {
    if (!Number.isFinite(delayMs)) return new Promise<string>(() => undefined);
    for (let step = 1; step < PROGRESS_STEPS; step++) {
      await wait(delayMs / PROGRESS_STEPS);
      onProgress?.(step / PROGRESS_STEPS);
    }
    await wait(delayMs / PROGRESS_STEPS);
    if (failWith !== undefined) throw new UploadError(`Upload failed with HTTP ${failWith}`, failWith);
    onProgress?.(1);
    return urlOf(file);
  };
}
