import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { insightScopeText, REPORT_MESSAGES, type BroadcastReport } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';
import { broadcastDetailPath } from '../broadcast/broadcast-paths';
import { formatCount } from '../../formatting/format-count';
import { DetailSection } from '../../screens/DetailSection';
import { FactList } from '../../screens/FactList';
import { TrendFigure } from '../../charts/TrendFigure';
import { DeliveryLogExport } from './DeliveryLogExport';
import { DiscardedVisitsTable } from './DiscardedVisitsTable';
import { clicksTime, FIGURE_TIME_TEXT } from './figure-times';
import { formatPercent, dayLabels } from './report-format';
import { ReportLinks } from './ReportLinks';
import { StatCards } from './StatCards';

export const BROADCAST_REPORT_TEXT = {
  unit: 'หน่วยบริการ',
  area: 'จังหวัด / เขตสุขภาพ',
  startedAt: 'เริ่มส่ง',
  finishedAt: 'ส่งเสร็จ',
  none: '—',
  sending: 'การส่ง',
  recipients: 'ผู้รับ',
  excluded: 'ตัด CID ที่ยกเว้นการส่ง',
  capped: 'ข้ามตามการจำกัดจำนวนครั้ง',
  sent: 'ส่งสำเร็จ',
  failed: 'ส่งไม่สำเร็จ',
  line: 'ข้อมูลจาก LINE',
  noLineStatistics: 'ไม่มีสถิติจาก LINE',
  delivered: 'LINE ส่งถึง',
  impressions: 'เปิดอ่าน (ไม่ซ้ำ)',
  lineClicks: 'คลิก (ไม่ซ้ำ)',
  videoPlays: 'เล่นวิดีโอ (ไม่ซ้ำ)',
  readAt: (at: string) => `อ่านจาก LINE เมื่อ ${formatThaiDateTime(at)}`,
  links: 'ลิงก์ติดตาม',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  clickThroughRate: 'อัตราการคลิก',
  discarded: 'ไม่นับเป็นคลิก',
  overTime: 'คลิกรายวัน',
  day: 'วันที่',
  noClicks: 'ยังไม่มีการคลิก',
  deliveryLog: 'ประวัติการส่งรายผู้รับ',
  toBroadcast: 'ดูรายละเอียดบรอดแคสต์',
} as const;

const TEXT = BROADCAST_REPORT_TEXT;

const time = (value: string | null) => (value ? formatThaiDateTime(value) : TEXT.none);

function Facts({ report }: { report: BroadcastReport }) {
  const facts: [string, string][] = [
    [TEXT.unit, report.unitName],
    [TEXT.area, `${report.provinceName} / ${report.regionName}`],
    [TEXT.startedAt, time(report.startedAt)],
    [TEXT.finishedAt, time(report.finishedAt)],
  ];
  return <FactList facts={facts} />;
}

/** One of LINE's figures; LINE hides one of fewer than 20 users (null). */
const lineFigure = (figure: number | null) =>
  figure === null ? REPORT_MESSAGES.underTwenty : formatCount(figure);

function Insight({ report }: { report: BroadcastReport }) {
  const { insight, insightScope } = report;
  const scope = insightScopeText(insightScope);
  if (insightScope.kind === 'NONE') {
    return (
      <Alert severity="warning">
        <AlertTitle>{TEXT.noLineStatistics}</AlertTitle>
        {scope}
      </Alert>
    );
  }
  if (!insight) {
    return (
      <Alert severity="info">
        <AlertTitle>{FIGURE_TIME_TEXT.lineNotCounted}</AlertTitle>
        {REPORT_MESSAGES.insightUnavailable}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      {scope && <Typography variant="body2">{scope}</Typography>}
      <StatCards
        stats={[
          { label: TEXT.delivered, value: formatCount(insight.delivered) },
          { label: TEXT.impressions, value: lineFigure(insight.uniqueImpressions) },
          { label: TEXT.lineClicks, value: lineFigure(insight.uniqueClicks) },
          { label: TEXT.videoPlays, value: lineFigure(insight.uniqueVideoPlays) },
        ]}
      />
      <Typography variant="caption" color="text.secondary">
        {TEXT.readAt(insight.readAt)}
      </Typography>
    </Stack>
  );
}

export interface BroadcastReportViewProps {
  report: BroadcastReport;
  /** Whether the viewer may open the broadcast's own page (LV1 and LV2: their unit's). */
  canOpenBroadcast: boolean;
}

/**
 * One broadcast's report: what was sent, what LINE saw, each tracking link's clicks and the
 * visits not counted as clicks (by reason), the clicks over time, and its per-recipient delivery
 * log as a file.
 */
export function BroadcastReportView({ report, canOpenBroadcast }: BroadcastReportViewProps) {
  const points = report.clicksOverTime;
  return (
    <Stack spacing={3}>
      <Facts report={report} />
      <DetailSection title={TEXT.sending}>
        <StatCards
          stats={[
            { label: TEXT.recipients, value: formatCount(report.recipients) },
            { label: TEXT.excluded, value: formatCount(report.excluded) },
            ...(report.capped > 0
              ? [{ label: TEXT.capped, value: formatCount(report.capped) }]
              : []),
            { label: TEXT.sent, value: formatCount(report.sent) },
            { label: TEXT.failed, value: formatCount(report.failed) },
          ]}
        />
      </DetailSection>
      <DetailSection title={TEXT.line}>
        <Insight report={report} />
      </DetailSection>
      <DetailSection title={TEXT.links}>
        <StatCards
          stats={[
            { label: TEXT.clicks, value: formatCount(report.clicks) },
            { label: TEXT.uniqueClicks, value: formatCount(report.uniqueClicks) },
            { label: TEXT.clickThroughRate, value: formatPercent(report.clickThroughRate) },
            { label: TEXT.discarded, value: formatCount(report.discarded.total) },
          ]}
        />
        <Typography variant="caption" color="text.secondary">
          {clicksTime(report.computedAt)}
        </Typography>
        <ReportLinks links={report.links} />
        {report.links.length > 0 && <DiscardedVisitsTable discarded={report.discarded} />}
      </DetailSection>
      <DetailSection title={TEXT.overTime}>
        {points.length === 0 ? (
          <Typography color="text.secondary">{TEXT.noClicks}</Typography>
        ) : (
          <TrendFigure
            title={TEXT.overTime}
            labelHead={TEXT.day}
            labels={dayLabels(points.map((point) => point.at))}
            series={[
              { label: TEXT.clicks, values: points.map((point) => point.clicks) },
              { label: TEXT.uniqueClicks, values: points.map((point) => point.uniqueClicks) },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection title={TEXT.deliveryLog}>
        <DeliveryLogExport broadcastId={report.broadcastId} />
      </DetailSection>
      {canOpenBroadcast && (
        <Box>
          <Button
            component={RouterLink}
            to={broadcastDetailPath(report.broadcastId)}
            variant="outlined"
          >
            {TEXT.toBroadcast}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
