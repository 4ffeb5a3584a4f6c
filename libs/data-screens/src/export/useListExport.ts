import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ExportProgress } from '@hbc/api-clients';
import { toast } from '@hbc/ui';
import { apiErrorText } from '../shared/api-error-text';
import { useLatest } from '../shared/useLatest';
import type { ServerListQuery } from '../list/useServerList';
import { ExportDownloadContext, type ExportBody, type ExportFormat } from './export-formats';
import { saveFile } from './save-file';

export const EXPORT_DONE_TEXT = 'ส่งออกไฟล์เรียบร้อยแล้ว';
export const EXPORT_FAILED_TEXT = 'ส่งออกไฟล์ไม่สำเร็จ';

export interface ListExport {
  /** The export under way, with how far it has come; null when none runs. */
  running: { format: ExportFormat; progress: ExportProgress } | null;
  start: (format: ExportFormat) => void;
  cancel: () => void;
}

/** The export body of a list query: everything but the paging. */
export function exportBodyOf(query: ServerListQuery, format: ExportFormat): ExportBody {
  const { search, sort, filters } = query;
  return {
    format,
    ...(search ? { search } : {}),
    ...(sort ? { sort } : {}),
    ...(filters ? { filters } : {}),
  };
}

/**
 * Exports the rows of `query` through `POST path` (none without a path): the API builds the file and streams it; the
 * progress follows the bytes received, and the file is saved under the name the API gave.
 */
export function useListExport(path: string | undefined, query: ServerListQuery): ListExport {
  const download = useContext(ExportDownloadContext);
  const latestQuery = useLatest(query);
  const [running, setRunning] = useState<ListExport['running']>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (format: ExportFormat) => {
      if (!path) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRunning({ format, progress: { loadedBytes: 0 } });
      download(
        path,
        exportBodyOf(latestQuery.current, format),
        (progress) => {
          if (!current.signal.aborted) setRunning({ format, progress });
        },
        current.signal,
      ).then(
        ({ blob, fileName }) => {
          if (current.signal.aborted) return;
          saveFile(blob, fileName);
          setRunning(null);
          toast.success(EXPORT_DONE_TEXT);
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          setRunning(null);
          toast.error(apiErrorText(error, EXPORT_FAILED_TEXT));
        },
      );
    },
    [download, path, latestQuery],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
  }, []);

  return { running, start, cancel };
}
