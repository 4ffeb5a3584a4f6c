import { toast } from '@hbc/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileCheck, FileSample } from '../checks/file-check';
import { UPLOAD_MESSAGES } from '../checks/messages';
import { readFileBytes } from '../upload/read-file-bytes';
import { uploadErrorStatus, type UploadFn, type UploadProduct } from '../upload/upload-fn';
import { MISSING_UPLOAD_FN, useOptionalUploadFn } from '../upload/useUploadFn';

export type UploaderStatus = 'idle' | 'checking' | 'uploading' | 'error';

export interface UploaderState {
  status: UploaderStatus;
  /** Fraction uploaded, once the upload reports it. */
  progress: number | null;
  /** Why the chosen file was refused, shown under the widget. */
  message: string | null;
}

export interface UseUploaderOptions {
  upload?: UploadFn;
  /** Read-only uploaders need no upload function. */
  disabled?: boolean;
  product: UploadProduct;
  /** Files larger than this fail the size rule: only their head is read, to learn their type. */
  maxBytes: number;
  check: (sample: FileSample) => FileCheck;
  onChange: (url: string | null) => void;
  onUploaded?: () => void;
}

export interface Uploader extends UploaderState {
  busy: boolean;
  selectFile: (file: File) => Promise<void>;
  remove: () => void;
}

/** Enough of an oversized file to recognise its type. */
export const OVERSIZED_HEAD_BYTES = 1_000_000;

const IDLE: UploaderState = { status: 'idle', progress: null, message: null };
const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction));

/**
 * Reads a chosen file, checks it, uploads it with progress and hands the hosted URL to `onChange`.
 * A refused file gives an inline message and the same error toast; a failed upload gives the
 * 'System Error!!!' toast, except a 401, which stays silent (spec section 8): the upload call keeps
 * the session, so nothing else happens either.
 */
export function useUploader(options: UseUploaderOptions): Uploader {
  const upload = useOptionalUploadFn(options.upload);
  if (!upload && !options.disabled) throw new Error(MISSING_UPLOAD_FN);

  const [state, setState] = useState<UploaderState>(IDLE);
  const latest = useRef({ ...options, upload });
  useEffect(() => {
    latest.current = { ...options, upload };
  });
  // Each choice gets a number; results of an older choice, or after unmount, are dropped.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current++;
    },
    [],
  );

  const selectFile = useCallback(async (file: File) => {
    const id = ++attempt.current;
    const isCurrent = () => attempt.current === id;
    const { upload: uploadFn, product, maxBytes, check } = latest.current;
    if (!uploadFn) return;
    setState({ status: 'checking', progress: null, message: null });

    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(file, file.size > maxBytes ? OVERSIZED_HEAD_BYTES : undefined);
    } catch {
      if (!isCurrent()) return;
      setState({ status: 'error', progress: null, message: null });
      toast.error(UPLOAD_MESSAGES.uploadFailed);
      return;
    }
    if (!isCurrent()) return;
    const verdict = check({ bytes, size: file.size });
    if (!verdict.ok) {
      setState({ status: 'error', progress: null, message: verdict.message });
      toast.error(verdict.message);
      return;
    }

    setState({ status: 'uploading', progress: null, message: null });
    try {
      const url = await uploadFn(file, {
        product,
        onProgress: (fraction) => {
          if (isCurrent()) setState((s) => (s.status === 'uploading' ? { ...s, progress: clamp(fraction) } : s));
        },
      });
      if (!isCurrent()) return;
      setState(IDLE);
      latest.current.onChange(url);
      latest.current.onUploaded?.();
    } catch (error) {
      if (!isCurrent()) return;
      if (uploadErrorStatus(error) === 401) {
        setState(IDLE);
        return;
      }
      setState({ status: 'error', progress: null, message: null });
      toast.error(UPLOAD_MESSAGES.uploadFailed);
    }
  }, []);

  const remove = useCallback(() => {
    attempt.current++;
    setState(IDLE);
    latest.current.onChange(null);
  }, []);

  const busy = state.status === 'checking' || state.status === 'uploading';
  return { ...state, busy, selectFile, remove };
}
