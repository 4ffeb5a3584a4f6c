import type { GridColDef } from '@mui/x-data-grid';
import { listReports } from '@hbc/api-clients';
import {
  API_PATHS,
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  REPORT_MESSAGES,
  REPORT_SORT_FIELDS,
  ROUTES,
  type BroadcastStatus,
  type ReportListQuery,
  type ReportRow,
  type ReportSortField,
} from '@hbc/contracts';
import { dateTimeColumn, statusColumn } from '@hbc/data-screens';
import { countColumn } from '../health-center/health-center-columns';
import { formatCount } from '../../formatting/format-count';
import { defineList } from '../../resources/define-resource';
import { urgentTitleCell } from '../broadcast/urgent-title-cell';
import { recipientsCell } from './report-cells';
import { formatPercent } from './report-format';
import { DAYS_AND_STATUS } from './report-filters';

export const REPORT_LIST_TEXT = {
  search: 'ค้นหาชื่อบรอดแคสต์',
  title: 'ชื่อบรอดแคสต์',
  unit: 'หน่วยบริการ',
  startedAt: 'วันที่ส่ง',
  status: 'สถานะ',
  recipients: 'ผู้รับ',
  sentAndFailed: 'ส่งสำเร็จ / ไม่สำเร็จ',
  impressions: 'เปิดอ่าน',
  clicksAndRate: 'คลิก (อัตรา)',
  none: '—',
} as const;

const TEXT = REPORT_LIST_TEXT;

const titleColumn: GridColDef<ReportRow> = {
  field: 'title',
  headerName: TEXT.title,
  flex: 1,
  minWidth: 145,
  // Whether it was urgent, beside the title.
  renderCell: ({ row }) => urgentTitleCell(row),
};

const unitColumn: GridColDef<ReportRow> = {
  field: 'unitName',
  headerName: TEXT.unit,
  flex: 0.6,
  minWidth: 100,
  sortable: false,
};

/**
 * The figures, the clicks (with their rate) first after the status: at 1280 px every column
 * shows, Super Admin's unit column included.
 */
const figureColumns: GridColDef<ReportRow>[] = [
  dateTimeColumn<ReportRow>('startedAt', TEXT.startedAt, { width: 130 }),
  statusColumn<ReportRow, BroadcastStatus>(
    'status',
    TEXT.status,
    { labels: BROADCAST_STATUS_LABELS, colors: BROADCAST_STATUS_COLORS },
    { sortable: false, width: 115 },
  ),
  {
    field: 'clicks',
    headerName: TEXT.clicksAndRate,
    type: 'number',
    width: 120,
    valueFormatter: (_value: number, row: ReportRow) =>
      `${formatCount(row.clicks)} (${formatPercent(row.clickThroughRate)})`,
  },
  countColumn<ReportRow>('recipients', TEXT.recipients, {
    width: 85,
    sortable: false,
    renderCell: ({ row, formattedValue }) => recipientsCell(row, String(formattedValue)),
  }),
  {
    field: 'sent',
    headerName: TEXT.sentAndFailed,
    type: 'number',
    width: 140,
    valueFormatter: (_value: number, row: ReportRow) =>
      `${formatCount(row.sent)} / ${formatCount(row.failed)}`,
  },
  countColumn<ReportRow>('impressions', TEXT.impressions, {
    width: 75,
    sortable: false,
    valueGetter: (_value, row) => row.insight?.uniqueImpressions ?? null,
    // Before LINE was read: none; read, but hidden by LINE (under 20 users): 'น้อยกว่า 20'.
    valueFormatter: (value: number | null, row: ReportRow) =>
      value !== null ? formatCount(value) : row.insight ? REPORT_MESSAGES.underTwenty : TEXT.none,
  }),
];

/** Without Super Admin's unit column, and with it. */
export const OWN_UNIT_COLUMNS = [titleColumn, ...figureColumns];
export const EVERY_UNIT_COLUMNS = [titleColumn, unitColumn, ...figureColumns];

/**
 * /report: the broadcasts sent in the chosen days (newest first) by status, with their numbers,
 * searched by title and exported; a row is a broadcast. Who sees every unit's also sees their
 * unit and chooses by region, province and unit (`useReportList`).
 */
export const REPORT_LIST = defineList<ReportRow, ReportSortField>({
  path: ROUTES.report,
  fetchPage: (query, signal) => listReports(query as ReportListQuery, signal),
  getRowId: (row) => row.broadcastId,
  sortFields: REPORT_SORT_FIELDS,
  defaultSort: { field: 'startedAt', direction: 'desc' },
  filters: DAYS_AND_STATUS,
  search: TEXT.search,
  export: API_PATHS.reportExport,
  columns: OWN_UNIT_COLUMNS,
});
