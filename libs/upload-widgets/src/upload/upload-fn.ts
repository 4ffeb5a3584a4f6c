import { createContext } from 'react';

/** The upload products of `POST /api/upload/{product}`. */
export type UploadProduct = 'image' | 'imagemap' | 'card' | 'video';

export interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  product?: UploadProduct;
}

/** Uploads a file and resolves its hosted URL. Rejects with an Error carrying `status?: number` (HTTP status) on failure. */
export type UploadFn = (file: File, options?: UploadOptions) => Promise<string>;

/** A failed upload; `status` is the HTTP status when the server answered. */
export class UploadError extends Error {
  status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'UploadError';
    if (status !== undefined) this.status = status;
  }
}

/** HTTP status of a failed upload: `status` of an UploadError, or `response.status` of an HTTP client error. */
export function uploadErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  if (typeof response?.status === 'number') return response.status;
  return undefined;
}

/** Supplies the upload function to every uploader below it. */
export const UploadFnContext = createContext<UploadFn | null>(null);
UploadFnContext.displayName = 'UploadFnContext';
