import { useCallback, useMemo, useState } from 'react';
import { FORMAT_MODELS, type FieldIssue, type FormatData, type MessageFormat } from '@hbc/message-model';
import { NO_ISSUES, type Updater } from './types';

/** Holds one editor's value outside the composer (stories and specs); `showIssues` mimics a Save already pressed. */
export function useEditorPlayground<F extends MessageFormat>(
  format: F,
  initial: FormatData[F],
  showIssues: boolean,
) {
  const [value, setValue] = useState<FormatData[F]>(initial);
  const onChange = useCallback(
    (_id: string, update: Updater<FormatData[F]>) => setValue(update),
    [],
  );
  const issues = useMemo<readonly FieldIssue[]>(
    () => (showIssues ? FORMAT_MODELS[format].validate(value) : NO_ISSUES),
    [format, value, showIssues],
  );
  return { value, onChange, issues };
}
