import { API_PATHS, type ApiSuccess } from '@hbc/contracts';
import { authClient } from '../clients';
import type { HttpRequestOptions } from '../http/types';
import type { UploadBody, UploadProduct } from '../types';

/** Reports upload progress as a fraction from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** The request option that reports a body's upload to `onProgress` (none without one). */
export function uploadProgress(
  onProgress: ProgressListener | undefined,
): Pick<HttpRequestOptions, 'onUploadProgress'> {
  if (!onProgress) return {};
  return {
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.min(1, Math.max(0, loaded / total)));
    },
  };
}

/**
 * `POST /api/upload/{product}` with `{ base64 }`; resolves the hosted URL (`data.data`). Its 401
 * leaves the session alone: the uploader stays silent (spec section 8).
 */
export async function upload(
  product: UploadProduct,
  base64: string,
  onProgress?: ProgressListener,
): Promise<string> {
  const body: UploadBody = { base64 };
  const response = await authClient.post<ApiSuccess<string>>(API_PATHS.upload(product), body, {
    keepSessionOn401: true,
    ...uploadProgress(onProgress),
  });
  return response.data.data;
}

/** Reads a file as a data URL (`data:<mime type>;base64,<data>`). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as a data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Reads the file and uploads it; rejects with an ApiError carrying `status` on failure. */
export async function uploadFile(
  product: UploadProduct,
  file: Blob,
  onProgress?: ProgressListener,
): Promise<string> {
  return upload(product, await readFileAsDataUrl(file), onProgress);
}

/** The uploader shape the upload widgets take: `(file, { onProgress, product }) => Promise<url>`. */
export type UploadFileFn = (
  file: File,
  options?: { onProgress?: ProgressListener; product?: UploadProduct },
) => Promise<string>;

/** `uploadFile` in the widgets' shape; the product defaults to 'image'. */
export const apiUploadFn: UploadFileFn = (file, options) =>
  uploadFile(options?.product ?? 'image', file, options?.onProgress);
