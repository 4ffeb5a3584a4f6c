import { canOpenRoute, ROUTES } from '@hbc/contracts';
import { LoadingState } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { titleOf } from '../../resources/screen-trail';
import { useViewerRole } from '../../viewer/useViewerRole';
import Stack from '@mui/material/Stack';
import { AggregationBudgetNote } from './AggregationBudgetNote';
import { BroadcastReportDialog } from './BroadcastReportDialog';
import { REPORT_LIST } from './report-list';
import { ReportSummaryPanel } from './ReportSummaryPanel';
import { useDefaultReportRange } from './useDefaultReportRange';
import { useOpenedReport } from './useOpenedReport';
import { useReportList } from './useReportList';
import { useAggregationBudget } from './useAggregationBudget';
import { useReportSummary } from './useReportSummary';

/** The list, its totals above the grid, and the report of the broadcast a row opens. */
function ReportList() {
  const viewer = useViewerRole();
  const { list, columns } = useReportList();
  const summary = useReportSummary(list.query.filters);
  const opened = useOpenedReport();
  const budget = useAggregationBudget(viewer === 'SUPER_ADMIN');
  return (
    <ResourceListScreen
      resource={REPORT_LIST}
      list={list}
      columns={columns}
      onRowClick={(row) => opened.open(row.broadcastId)}
      aboveGrid={
        <Stack spacing={2}>
          {budget && <AggregationBudgetNote budget={budget} />}
          <ReportSummaryPanel
            state={summary.state}
            onRetry={summary.reload}
            onRefresh={() => {
              summary.reload();
              list.reload();
            }}
          />
        </Stack>
      }
    >
      <BroadcastReportDialog
        id={opened.id}
        onClose={opened.close}
        canOpenBroadcast={viewer !== null && canOpenRoute(viewer, ROUTES.broadcastDetail)}
      />
    </ResourceListScreen>
  );
}

/**
 * /report (LV1 and LV2: their unit's; Super Admin: every unit's): the broadcasts sent in the
 * chosen days with their totals and clicks per day, each row opening its broadcast's report.
 * Opens on the last 30 days: the list waits until they are in the address.
 */
export function ReportScreen() {
  const waiting = useDefaultReportRange();
  return waiting ? (
    <>
      <title>{documentTitle(titleOf(REPORT_LIST.path))}</title>
      <LoadingState />
    </>
  ) : (
    <ReportList />
  );
}
