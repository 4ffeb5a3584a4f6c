import { ApiError, type DownloadedFile, type ExportProgress } from '@hbc/api-clients';
import type { DownloadExportFn } from '../export/export-formats';

export interface MemoryExportOptions {
  /** The file's name as the API would give it. */
  fileName?: string;
  /** Rows the API says the file holds (its X-Total-Count). */
  totalRows?: number;
  /** Bytes arriving at each step; the file is their sum. */
  chunks?: readonly number[];
  /** Time between steps; Infinity stays on the first step. */
  stepMs?: number;
  /** The size the progress events carry; none for a streamed file. */
  totalBytes?: number;
  failWith?: { status: number; message?: string };
}

/** An export download that never leaves the browser: progress steps, then a file of zeros. */
export function createMemoryExport({
  fileName = 'หน่วยบริการ.xlsx',
  totalRows = 57,
  chunks = [65_536, 65_536, 20_000],
  stepMs = 200,
  totalBytes,
  failWith,
}: MemoryExportOptions = {}): DownloadExportFn {
  return (_path, _body, onProgress, signal) =>
    new Promise<DownloadedFile>((resolve, reject) => {
      let loadedBytes = 0;
      let step = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const report = () => {
        const progress: ExportProgress = {
          loadedBytes,
          totalRows,
          ...(totalBytes ? { totalBytes } : {}),
        };
        onProgress?.(progress);
      };
      const next = () => {
        if (failWith) {
          reject(
            new ApiError('VALIDATION_ERROR', {
              status: failWith.status,
              ...(failWith.message ? { errors: [{ path: '', message: failWith.message }] } : {}),
            }),
          );
          return;
        }
        if (step < chunks.length) {
          loadedBytes += chunks[step] ?? 0;
          step += 1;
          report();
          if (stepMs !== Infinity) timer = setTimeout(next, stepMs);
          return;
        }
        resolve({ blob: new Blob([new Uint8Array(loadedBytes)]), fileName });
      };
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new ApiError('canceled'));
      });
      timer = setTimeout(next, 0);
    });
}
