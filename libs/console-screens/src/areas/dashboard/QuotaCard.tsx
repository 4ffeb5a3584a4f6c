import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES, type BroadcastQuota } from '@hbc/contracts';
import { NumberCard } from '../../figures/NumberCard';
import { formatCount } from '../../formatting/format-count';
import { formatPercent } from '../report/report-format';

export const QUOTA_TEXT = {
  label: 'โควตาเดือนนี้',
  used: 'ใช้ไปแล้ว',
  left: (n: number) => `คงเหลือ ${formatCount(n)} ข้อความ`,
  noLimit: 'ไม่จำกัดจำนวน',
  usedOf: (used: number, limit: number) => `${formatCount(used)} / ${formatCount(limit)}`,
} as const;

/**
 * This month's messages from LINE: used out of the limit, as a bar, and what is left; says so
 * when LINE could not be reached.
 */
export function QuotaCard({ quota }: { quota: BroadcastQuota | null }) {
  return (
    <NumberCard label={QUOTA_TEXT.label} gap={0.75}>
      {quota === null ? (
        <Typography color="warning.main">{DASHBOARD_MESSAGES.quotaUnavailable}</Typography>
      ) : quota.limit === null ? (
        <>
          <Typography component="p" variant="h5" fontWeight={700}>
            {formatCount(quota.used)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {QUOTA_TEXT.noLimit}
          </Typography>
        </>
      ) : (
        <>
          <Typography component="p" variant="h5" fontWeight={700}>
            {QUOTA_TEXT.usedOf(quota.used, quota.limit)}
          </Typography>
          <LinearProgress
            variant="determinate"
            aria-label={QUOTA_TEXT.used}
            aria-valuetext={formatPercent(quota.limit === 0 ? 1 : quota.used / quota.limit)}
            value={quota.limit === 0 ? 100 : Math.min(100, (quota.used / quota.limit) * 100)}
            color={
              quota.remaining !== null && quota.remaining < quota.limit * 0.1
                ? 'warning'
                : 'primary'
            }
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption" color="text.secondary">
            {QUOTA_TEXT.left(quota.remaining ?? 0)}
          </Typography>
        </>
      )}
    </NumberCard>
  );
}
