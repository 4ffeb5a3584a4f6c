import type { ApiList } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { authClient } from '../clients';
import type { HttpDownloadProgressEvent } from '../http/types';

/**
 * `POST /api/<area>/list` of any area: one page of rows and the total. `signal` cancels the
 * request (a list screen cancels the previous page when its query changes).
 */
export async function postList<Row, Query extends object = object>(
  path: string,
  query: Query,
  signal?: AbortSignal,
): Promise<ApiList<Row>> {
  const response = await authClient.post<ApiList<Row>>(path, query, signal ? { signal } : {});
  return response.data;
}

/** How far an export download has come. */
export interface ExportProgress {
  /** Bytes received so far. */
  loadedBytes: number;
  /** The file's size, when the API sent its length (a streamed export usually does not). */
  totalBytes?: number;
  /** How many rows the file holds, from the API's `X-Total-Count` header. */
  totalRows?: number;
}

export type ExportProgressListener = (progress: ExportProgress) => void;

export interface DownloadedFile {
  blob: Blob;
  /** The name the API gave in `Content-Disposition`, or 'export.<xlsx|csv>' when it gave none. */
  fileName: string;
}

/** The rows header, in lower case as the client gives headers. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** 'export' with the extension of the file's type, for an answer that named no file. */
function fallbackFileName(contentType: unknown): string {
  const type = typeof contentType === 'string' ? contentType : '';
  if (type.includes('spreadsheetml')) return 'export.xlsx';
  if (type.includes('csv')) return 'export.csv';
  return 'export';
}

/** `filename*=UTF-8''…` (RFC 6266, for Thai names) before plain `filename="…"`. */
export function fileNameOf(contentDisposition: unknown): string | undefined {
  if (typeof contentDisposition !== 'string') return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}

function positiveCount(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** The text of a blob: FileReader, which every browser and jsdom have (jsdom's Blob lacks text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

/**
 * A failed download's body arrives as a Blob like the file would: read it back into the API's
 * `{ message, errors }` so the caller can show its Thai text.
 */
async function withJsonBody(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || !(error.body instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await blobText(error.body));
    if (typeof body !== 'object' || body === null) return error;
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    return new ApiError(typeof message === 'string' ? message : error.message, {
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(Array.isArray(errors) ? { errors } : {}),
      body,
      cause: error.cause,
    });
  } catch {
    return error;
  }
}

/**
 * `POST <path>` answered by a file (an area's XLSX or CSV export): resolves the file and the name
 * the API gave it. `onProgress` hears the bytes received and, as soon as the headers arrive, the
 * number of rows; `signal` cancels the download.
 */
export async function downloadExport(
  path: string,
  body: object,
  onProgress?: ExportProgressListener,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  try {
    const response = await authClient.post<Blob>(path, body, {
      responseType: 'blob',
      headers: { Accept: '*/*' },
      ...(signal ? { signal } : {}),
      ...(onProgress
        ? {
            onDownloadProgress: (event: HttpDownloadProgressEvent) => {
              const totalRows = positiveCount(event.headers[TOTAL_COUNT_HEADER]);
              onProgress({
                loadedBytes: event.loaded,
                ...(event.total ? { totalBytes: event.total } : {}),
                ...(totalRows === undefined ? {} : { totalRows }),
              });
            },
          }
        : {}),
    });
    return {
      blob: response.data,
      fileName:
        fileNameOf(response.headers['content-disposition']) ??
        fallbackFileName(response.headers['content-type']),
    };
  } catch (error) {
    throw await withJsonBody(error);
  }
}
