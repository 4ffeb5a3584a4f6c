import type { UploadFn } from '../upload/upload-fn';

export interface BaseUploaderProps {
  /** Current hosted URL. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Defaults to the nearest UploadFnContext provider. */
  upload?: UploadFn;
  /** Read-only: shows the media, no controls. */
  disabled?: boolean;
  /** Red outline (required-field highlight). */
  error?: boolean;
  helperText?: string;
  /** Thai label. */
  label?: string;
  /** Called after a successful upload. */
  onUploaded?: () => void;
}
