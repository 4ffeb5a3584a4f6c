import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NumberCard } from '../../figures/NumberCard';

/** One number of a screen's summary. */
export interface Stat {
  label: string;
  /** Already formatted: '12,480', '13.64%'. */
  value: string;
  /** A line under the number, such as what it is out of. */
  note?: string;
}

function StatCard({ stat }: { stat: Stat }) {
  return (
    <NumberCard label={stat.label} gap={0.5}>
      <Typography component="p" variant="h5" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
        {stat.value}
      </Typography>
      {stat.note && (
        <Typography variant="caption" color="text.secondary">
          {stat.note}
        </Typography>
      )}
    </NumberCard>
  );
}

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
} as const;

/**
 * A summary's numbers as cards, each a group named by its label; `children` are cards of the
 * screen's own, laid out with them.
 */
export function StatCards({ stats, children }: { stats: readonly Stat[]; children?: ReactNode }) {
  return (
    <Box sx={grid}>
      {stats.map((stat) => (
        <StatCard key={stat.label} stat={stat} />
      ))}
      {children}
    </Box>
  );
}

/** The cards' places while their numbers load. */
export function StatCardsSkeleton({ count }: { count: number }) {
  return (
    <Box sx={grid} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={92} />
      ))}
    </Box>
  );
}
