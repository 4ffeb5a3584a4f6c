import type { UploadFn } from '@hbc/upload-widgets';
import type { FieldIssue, FormatData, MessageFormat } from '@hbc/message-model';

/** Applies a change to the latest value (keeps editor callbacks stable and never stale). */
export type Updater<T> = (previous: T) => T;

/** Props every format editor takes; `onChange` is stable, so memoised editors re-render only for their own message. */
export interface EditorProps<F extends MessageFormat> {
  id: string;
  value: FormatData[F];
  onChange: (id: string, update: Updater<FormatData[F]>) => void;
  /** Broken rules to highlight: empty until the composer's first Save. */
  issues: readonly FieldIssue[];
  readOnly?: boolean;
  upload?: UploadFn;
}

export interface PreviewProps<F extends MessageFormat> {
  value: FormatData[F];
}

export const NO_ISSUES: readonly FieldIssue[] = Object.freeze([]);
