import { createContext } from 'react';
import { downloadExport } from '@hbc/api-clients';
import type { ServerListQuery } from '../list/useServerList';

/** The files a list exports to (built by the API, streamed). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
};

/**
 * The body of an export call: the list's search, sort and filters (no paging: the file holds
 * every matching row) and the format.
 */
export type ExportBody<SortField extends string = string> = Omit<
  ServerListQuery<SortField>,
  'page' | 'pageSize'
> & {
  format: ExportFormat;
};

export type DownloadExportFn = typeof downloadExport;

/** How exports are downloaded: the API by default; stories and specs give a fake. */
export const ExportDownloadContext = createContext<DownloadExportFn>(downloadExport);
