import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Dashboard } from '@hbc/contracts';
import { LOAD_FAILED_TEXT } from '@hbc/data-screens';
import { formatThaiDateTime, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { screenFor } from '../../routing/route-table';
import { formatCount } from '../../formatting/format-count';
import { TREND_CHART_HEIGHT } from '../../charts/chart-series';
import { TrendFigure } from '../../charts/TrendFigure';
import { clicksTime, deliveriesTime } from '../report/figure-times';
import { RefreshButton } from '../report/RefreshButton';
import { formatPercent } from '../report/report-format';
import { StatCards, StatCardsSkeleton } from '../report/StatCards';
import { DetailSection } from '../../screens/DetailSection';
import { RetryAlert } from '../../screens/RetryAlert';
import { AreaBreakdown } from './AreaBreakdown';
import { dayLabel, monthLabel } from './dashboard-month';
import { FollowerBreakdown } from './FollowerBreakdown';
import { LineChannelNotice } from './LineChannelNotice';
import { MonthChooser } from './MonthChooser';
import { QuotaCard } from './QuotaCard';
import { TopBroadcasts } from './TopBroadcasts';
import { useDashboard } from './useDashboard';

const TITLE = screenFor(ROUTES.dashboard)?.title ?? '';

export const DASHBOARD_TEXT = {
  month: (month: string) => `เดือน${monthLabel(month)}`,
  rolledUpAt: (at: string) => `ข้อมูล ณ ${formatThaiDateTime(at)}`,
  notRolledUp: 'ยังไม่มีการสรุปข้อมูล',
  following: 'ผู้ติดตาม',
  followingNote: 'ณ การสรุปข้อมูลล่าสุด',
  broadcastsSent: 'บรอดแคสต์ที่ส่ง',
  urgentSent: (n: number) => `เร่งด่วน ${formatCount(n)}`,
  messagesSent: 'ข้อความที่ส่ง',
  messagesDelivered: 'ข้อความที่ LINE ส่งถึง',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  clickThroughRate: 'อัตราการคลิก',
  clickThroughNote: 'คลิกไม่ซ้ำต่อผู้รับของบรอดแคสต์ในเดือน',
  trend: 'แนวโน้มผู้ติดตาม',
  day: 'วันที่',
  noTrend: 'ยังไม่มีข้อมูลผู้ติดตามในเดือนนี้',
  byRegion: 'ตามเขตสุขภาพ',
  region: 'เขตสุขภาพ',
  byProvince: (region: string) => `จังหวัดใน${region}`,
  province: 'จังหวัด',
  chooseRegion: 'เลือกเขตสุขภาพในตารางด้านบนเพื่อดูรายจังหวัด',
  allRegions: 'ล้างการเลือกเขตสุขภาพ',
  followers: 'ผู้ติดตามตามเพศ ช่วงอายุ และจังหวัด',
  followersIn: (area: string) => `ผู้ติดตามใน${area} ตามเพศ ช่วงอายุ และจังหวัด`,
  top: 'บรอดแคสต์ที่มีการคลิกมากที่สุด',
  none: '—',
} as const;

const TEXT = DASHBOARD_TEXT;

function Loading() {
  return (
    <Stack spacing={3} aria-busy="true">
      <StatCardsSkeleton count={8} />
      <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} aria-hidden />
      <Skeleton variant="rounded" height={320} aria-hidden />
      <Skeleton variant="rounded" height={320} aria-hidden />
    </Stack>
  );
}

interface FiguresProps {
  dashboard: Dashboard;
  regionId: number | undefined;
  onRegion: (regionId: number | undefined) => void;
}

function Figures({ dashboard, regionId, onRegion }: FiguresProps) {
  const region = dashboard.byRegion.find((row) => row.id === regionId);
  const trend = dashboard.followingTrend;
  return (
    <Stack spacing={4}>
      <LineChannelNotice check={dashboard.lineChannels} />
      <DetailSection title={TEXT.month(dashboard.month)}>
        <StatCards
          stats={[
            {
              label: TEXT.following,
              value: formatCount(dashboard.following),
              note: TEXT.followingNote,
            },
            {
              label: TEXT.broadcastsSent,
              value: formatCount(dashboard.broadcastsSent),
              note: TEXT.urgentSent(dashboard.urgentBroadcastsSent),
            },
            { label: TEXT.messagesSent, value: formatCount(dashboard.messagesSent) },
            {
              label: TEXT.messagesDelivered,
              value:
                dashboard.deliveriesReadAt === null
                  ? TEXT.none
                  : formatCount(dashboard.messagesDelivered),
              note: deliveriesTime(dashboard.deliveriesReadAt),
            },
          ]}
        >
          <QuotaCard quota={dashboard.quota} />
        </StatCards>
        <StatCards
          stats={[
            {
              label: TEXT.clicks,
              value: formatCount(dashboard.clicks),
              note: clicksTime(dashboard.rolledUpAt),
            },
            { label: TEXT.uniqueClicks, value: formatCount(dashboard.uniqueClicks) },
            {
              label: TEXT.clickThroughRate,
              value: formatPercent(dashboard.clickThroughRate),
              note: TEXT.clickThroughNote,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={TEXT.trend}>
        {trend.length === 0 ? (
          <Typography color="text.secondary">{TEXT.noTrend}</Typography>
        ) : (
          <TrendFigure
            title={TEXT.trend}
            labelHead={TEXT.day}
            labels={trend.map((point) => dayLabel(point.day))}
            series={[{ label: TEXT.following, values: trend.map((point) => point.following) }]}
          />
        )}
      </DetailSection>
      <DetailSection title={TEXT.byRegion}>
        <AreaBreakdown
          title={TEXT.byRegion}
          areaHead={TEXT.region}
          rows={dashboard.byRegion}
          onChoose={onRegion}
          {...(regionId === undefined ? {} : { chosenId: regionId })}
        />
      </DetailSection>
      {region ? (
        <DetailSection title={TEXT.byProvince(region.name)}>
          <Box>
            <Button size="small" onClick={() => onRegion(undefined)}>
              {TEXT.allRegions}
            </Button>
          </Box>
          <AreaBreakdown
            title={TEXT.byProvince(region.name)}
            areaHead={TEXT.province}
            rows={dashboard.byProvince}
          />
        </DetailSection>
      ) : (
        <Typography color="text.secondary">{TEXT.chooseRegion}</Typography>
      )}
      <DetailSection title={region ? TEXT.followersIn(region.name) : TEXT.followers}>
        <FollowerBreakdown followers={dashboard.followers} countedAt={dashboard.followersAt} />
      </DetailSection>
      <DetailSection title={TEXT.top}>
        <TopBroadcasts broadcasts={dashboard.topBroadcasts} />
      </DetailSection>
    </Stack>
  );
}

/**
 * /dashboard (Super Admin): the programme's month at a glance: citizens following and their
 * trend, broadcasts, messages sent and delivered, the quota, clicks, each health region and its
 * provinces, the followers by sex, age band and province (of the region chosen), and the
 * most-clicked broadcasts, the rolled-up figures with when they were computed and a refresh.
 * Month and region live in the address.
 */
export function DashboardScreen() {
  const { month, currentMonth, regionId, state, reload, setMonth, setRegion } = useDashboard();
  const rolledUpAt = state.kind === 'ready' ? state.data.rolledUpAt : undefined;
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <PageScaffold
        title={TITLE}
        actions={<MonthChooser value={month} latest={currentMonth} onChange={setMonth} />}
      >
        <Stack spacing={3}>
          {rolledUpAt !== undefined && (
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="body2" color="text.secondary">
                {rolledUpAt ? TEXT.rolledUpAt(rolledUpAt) : TEXT.notRolledUp}
              </Typography>
              <RefreshButton onRefresh={reload} />
            </Stack>
          )}
          {state.kind === 'ready' ? (
            <Figures dashboard={state.data} regionId={regionId} onRegion={setRegion} />
          ) : state.kind === 'loading' ? (
            <Loading />
          ) : (
            <RetryAlert
              text={state.kind === 'failed' ? state.text : LOAD_FAILED_TEXT}
              onRetry={reload}
            />
          )}
        </Stack>
      </PageScaffold>
    </>
  );
}
