import { parseHeaders } from './headers';
import { canceledError, HttpError } from './http-error';
import { requestUrl } from './request-url';
import type { HttpAdapter, HttpHeaders, HttpProgressEvent } from './types';

function progressOf(event: ProgressEvent): HttpProgressEvent {
  return {
    loaded: event.loaded,
    ...(event.lengthComputable && event.total > 0 ? { total: event.total } : {}),
  };
}

/**
 * The browser's network: an XMLHttpRequest (not `fetch`, which reports no upload progress), with
 * no timeout.
 */
export const xhrTransport: HttpAdapter = (config) =>
  new Promise((resolve, reject) => {
    const { signal } = config;
    if (signal?.aborted) {
      reject(canceledError(config));
      return;
    }

    const xhr = new XMLHttpRequest();
    xhr.open(config.method, requestUrl(config));
    for (const [name, value] of Object.entries(config.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';

    let headers: HttpHeaders | undefined;
    const responseHeaders = (): HttpHeaders =>
      (headers ??= parseHeaders(xhr.getAllResponseHeaders()));

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort);
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        headers: responseHeaders(),
        data: config.responseType === 'blob' ? (xhr.response as Blob) : xhr.responseText,
      });
    xhr.onerror = () => reject(new HttpError('Network Error', 'ERR_NETWORK', config));
    xhr.onabort = () => reject(canceledError(config));

    const { onUploadProgress, onDownloadProgress } = config;
    // Only with a listener: one on `upload` makes a cross-origin request ask a preflight first.
    if (onUploadProgress) xhr.upload.onprogress = (event) => onUploadProgress(progressOf(event));
    if (onDownloadProgress) {
      xhr.onprogress = (event) =>
        onDownloadProgress({ ...progressOf(event), headers: responseHeaders() });
    }

    xhr.send(config.data ?? null);
  });
