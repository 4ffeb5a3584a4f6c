import type { GridColDef } from '@mui/x-data-grid';
import {
  API_PATHS,
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  canOpenRoute,
  ROUTES,
  type BroadcastStatus,
  type ReportRow,
} from '@hbc/contracts';
import { dateTimeColumn, ListScreen, statusColumn } from '@hbc/data-screens';
import { LoadingState } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { countColumn } from '../health-center/health-center-columns';
import { formatCount } from '../../formatting/format-count';
import { useViewerRole } from '../../viewer/useViewerRole';
import { BroadcastReportDialog } from './BroadcastReportDialog';
import { formatPercent } from './report-format';
import { ReportSummaryPanel } from './ReportSummaryPanel';
import { useDefaultReportRange } from './useDefaultReportRange';
import { useOpenedReport } from './useOpenedReport';
import { useReportList } from './useReportList';
import { useReportSummary } from './useReportSummary';

const TITLE = screenFor(ROUTES.report)?.title ?? '';

export const REPORT_LIST_TEXT = {
  search: 'ค้นหาชื่อบรอดแคสต์',
  title: 'ชื่อบรอดแคสต์',
  unit: 'หน่วยบริการ',
  startedAt: 'วันที่ส่ง',
  status: 'สถานะ',
  recipients: 'ผู้รับ',
  sent: 'ส่งสำเร็จ',
  failed: 'ส่งไม่สำเร็จ',
  impressions: 'เปิดอ่าน',
  clicks: 'คลิก',
  clickThroughRate: 'อัตราการคลิก',
  none: '—',
} as const;

const TEXT = REPORT_LIST_TEXT;

const titleColumn: GridColDef<ReportRow> = {
  field: 'title',
  headerName: TEXT.title,
  flex: 1,
  minWidth: 200,
};

const unitColumn: GridColDef<ReportRow> = {
  field: 'unitName',
  headerName: TEXT.unit,
  width: 190,
  sortable: false,
};

const figureColumns: GridColDef<ReportRow>[] = [
  dateTimeColumn<ReportRow>('startedAt', TEXT.startedAt),
  statusColumn<ReportRow, BroadcastStatus>(
    'status',
    TEXT.status,
    { labels: BROADCAST_STATUS_LABELS, colors: BROADCAST_STATUS_COLORS },
    { sortable: false, width: 130 },
  ),
  countColumn<ReportRow>('recipients', TEXT.recipients, { width: 90, sortable: false }),
  countColumn<ReportRow>('sent', TEXT.sent, { width: 100 }),
  countColumn<ReportRow>('failed', TEXT.failed, { width: 105, sortable: false }),
  countColumn<ReportRow>('impressions', TEXT.impressions, {
    width: 85,
    sortable: false,
    valueGetter: (_value, row) => row.insight?.uniqueImpressions ?? null,
    valueFormatter: (value: number | null) => (value === null ? TEXT.none : formatCount(value)),
  }),
  countColumn<ReportRow>('clicks', TEXT.clicks, { width: 80 }),
  {
    field: 'clickThroughRate',
    headerName: TEXT.clickThroughRate,
    type: 'number',
    width: 105,
    sortable: false,
    valueFormatter: (value: number) => formatPercent(value),
  },
];

/** Without Super Admin's unit column, and with it. */
const OWN_UNIT_COLUMNS = [titleColumn, ...figureColumns];
const EVERY_UNIT_COLUMNS = [titleColumn, unitColumn, ...figureColumns];

const rowId = (row: ReportRow) => row.broadcastId;

function ReportList() {
  const viewer = useViewerRole();
  const { list, everyUnit } = useReportList();
  const summary = useReportSummary(list.query.filters);
  const opened = useOpenedReport();
  return (
    <>
      <ListScreen
        title={TITLE}
        list={list}
        columns={everyUnit ? EVERY_UNIT_COLUMNS : OWN_UNIT_COLUMNS}
        getRowId={rowId}
        searchPlaceholder={TEXT.search}
        onRowClick={(row) => opened.open(row.broadcastId)}
        export={{ path: API_PATHS.reportExport }}
      >
        <ReportSummaryPanel state={summary.state} onRetry={summary.reload} />
      </ListScreen>
      <BroadcastReportDialog
        id={opened.id}
        onClose={opened.close}
        canOpenBroadcast={viewer !== null && canOpenRoute(viewer, ROUTES.broadcastDetail)}
      />
    </>
  );
}

/**
 * /report (LV1 and LV2: their unit's; Super Admin: every unit's): the broadcasts sent in the
 * chosen days with their totals and clicks per day, each row opening its broadcast's report.
 * Opens on the last 30 days.
 */
export function ReportScreen() {
  const waiting = useDefaultReportRange();
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      {waiting ? <LoadingState /> : <ReportList />}
    </>
  );
}
