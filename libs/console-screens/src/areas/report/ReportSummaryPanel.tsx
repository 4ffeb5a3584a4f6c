import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { REPORT_MESSAGES, type ReportSummary } from '@hbc/contracts';
import { EmptyState } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';
import { DetailSection } from '../../screens/DetailSection';
import { RetryAlert } from '../../screens/RetryAlert';
import { TREND_CHART_HEIGHT } from '../../charts/chart-series';
import { TrendFigure } from '../../charts/TrendFigure';
import { clicksTime, deliveriesTime, FIGURE_TIME_TEXT } from './figure-times';
import { RefreshButton } from './RefreshButton';
import { formatPercent, dayLabels } from './report-format';
import { StatCards, StatCardsSkeleton, type Stat } from './StatCards';
import type { Loaded } from './useLoaded';

export const REPORT_SUMMARY_TEXT = {
  title: 'สรุปตามตัวกรอง',
  broadcasts: 'บรอดแคสต์',
  urgentBroadcasts: 'บรอดแคสต์เร่งด่วน',
  recipients: 'ผู้รับ',
  sent: 'ส่งสำเร็จ',
  failed: 'ส่งไม่สำเร็จ',
  capped: 'ข้ามตามการจำกัดจำนวนครั้ง',
  delivered: 'LINE ส่งถึง',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  clickThroughRate: 'อัตราการคลิก',
  clickThroughNote: 'คลิกไม่ซ้ำต่อข้อความที่ส่งสำเร็จ',
  clicksByDay: 'คลิกรายวัน',
  day: 'วันที่',
  noBroadcastsHelp: 'ลองเลือกช่วงวันที่หรือตัวกรองอื่น',
  none: '—',
} as const;

const TEXT = REPORT_SUMMARY_TEXT;

/**
 * LINE's delivered count with when it was read; a dash and 'LINE ยังไม่สรุปยอด' while LINE has
 * counted none of the broadcasts (not a bare 0), and how many it has not counted yet.
 */
function deliveredStat(summary: ReportSummary): Stat {
  if (summary.deliveriesReadAt === null) {
    return { label: TEXT.delivered, value: TEXT.none, note: FIGURE_TIME_TEXT.lineNotCounted };
  }
  const read = deliveriesTime(summary.deliveriesReadAt);
  return {
    label: TEXT.delivered,
    value: formatCount(summary.delivered),
    note:
      summary.deliveriesPending > 0
        ? `${read} · ${FIGURE_TIME_TEXT.linePending(summary.deliveriesPending)}`
        : read,
  };
}

/** The summary's numbers, as its cards show them, the rolled-up ones with when they were computed. */
export function summaryStats(summary: ReportSummary): Stat[] {
  return [
    { label: TEXT.broadcasts, value: formatCount(summary.broadcasts) },
    { label: TEXT.urgentBroadcasts, value: formatCount(summary.urgentBroadcasts) },
    { label: TEXT.recipients, value: formatCount(summary.recipients) },
    { label: TEXT.sent, value: formatCount(summary.sent) },
    { label: TEXT.failed, value: formatCount(summary.failed) },
    ...(summary.capped > 0 ? [{ label: TEXT.capped, value: formatCount(summary.capped) }] : []),
    deliveredStat(summary),
    {
      label: TEXT.clicks,
      value: formatCount(summary.clicks),
      note: clicksTime(summary.computedAt),
    },
    { label: TEXT.uniqueClicks, value: formatCount(summary.uniqueClicks) },
    {
      label: TEXT.clickThroughRate,
      value: formatPercent(summary.clickThroughRate),
      note: TEXT.clickThroughNote,
    },
  ];
}

function Numbers({ summary }: { summary: ReportSummary }) {
  if (summary.broadcasts === 0) {
    return (
      <EmptyState
        icon={<EventBusyOutlined />}
        title={REPORT_MESSAGES.noBroadcasts}
        description={TEXT.noBroadcastsHelp}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <StatCards stats={summaryStats(summary)} />
      <TrendFigure
        title={TEXT.clicksByDay}
        labelHead={TEXT.day}
        labels={dayLabels(summary.clicksByDay.map((point) => point.at))}
        series={[
          { label: TEXT.clicks, values: summary.clicksByDay.map((point) => point.clicks) },
          {
            label: TEXT.uniqueClicks,
            values: summary.clicksByDay.map((point) => point.uniqueClicks),
          },
        ]}
      />
    </Stack>
  );
}

export interface ReportSummaryPanelProps {
  state: Loaded<ReportSummary>;
  onRetry: () => void;
  /** Reads the figures again; no refresh button without it. */
  onRefresh?: () => void;
}

/**
 * The totals of the broadcasts the filters keep (broadcasts and the urgent ones apart,
 * recipients, sent, failed, those the frequency cap skipped, delivered, clicks and the
 * click-through rate) and their clicks per day; says so when none was sent. The
 * rolled-up figures say when they were computed, and a refresh reads them again.
 */
export function ReportSummaryPanel({ state, onRetry, onRefresh }: ReportSummaryPanelProps) {
  return (
    <DetailSection title={TEXT.title}>
      {onRefresh && state.kind === 'ready' && (
        <Box>
          <RefreshButton onRefresh={onRefresh} />
        </Box>
      )}
      {state.kind === 'ready' ? (
        <Numbers summary={state.data} />
      ) : state.kind === 'loading' ? (
        <Box aria-busy="true">
          <StatCardsSkeleton count={9} />
          <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} sx={{ mt: 2 }} aria-hidden />
        </Box>
      ) : (
        <RetryAlert
          text={state.kind === 'failed' ? state.text : REPORT_MESSAGES.noBroadcasts}
          onRetry={onRetry}
        />
      )}
    </DetailSection>
  );
}
