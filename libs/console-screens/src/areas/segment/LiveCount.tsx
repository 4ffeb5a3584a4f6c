import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { formatCount } from '../../formatting/format-count';
import type { LiveCount as LiveCountState } from './useLiveCount';

export const LIVE_COUNT_TEXT = {
  label: 'จำนวนผู้รับโดยประมาณ',
  count: (count: number) => `จำนวนผู้รับโดยประมาณ ${formatCount(count)} คน`,
  counting: 'กำลังนับจำนวนผู้รับ',
  incomplete: 'ระบุเงื่อนไขให้ครบเพื่อดูจำนวนผู้รับโดยประมาณ',
  failed: 'นับจำนวนผู้รับไม่สำเร็จ',
  retry: 'นับอีกครั้ง',
} as const;

export interface LiveCountProps {
  state: LiveCountState;
  onRetry: () => void;
}

function shownCount(state: LiveCountState): number | null {
  if (state.status === 'counted') return state.count;
  if (state.status === 'counting' || state.status === 'failed') return state.last;
  return null;
}

/**
 * 'จำนวนผู้รับโดยประมาณ N คน' for the rules as they stand: while they are counted the last count
 * stays with a spinner; no count while a condition is incomplete. Read out when it changes.
 */
export function LiveCount({ state, onRetry }: LiveCountProps) {
  const count = shownCount(state);
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <GroupsOutlined color="primary" />
        <Stack
          role="status"
          aria-label={LIVE_COUNT_TEXT.label}
          aria-busy={state.status === 'counting'}
          direction="row"
          spacing={1.5}
          alignItems="center"
        >
          {state.status === 'incomplete' ? (
            <Typography color="text.secondary">{LIVE_COUNT_TEXT.incomplete}</Typography>
          ) : (
            count !== null && (
              <Typography
                fontWeight={700}
                color={state.status === 'counted' ? 'text.primary' : 'text.secondary'}
              >
                {LIVE_COUNT_TEXT.count(count)}
              </Typography>
            )
          )}
          {state.status === 'counting' && (
            <CircularProgress size={18} aria-label={LIVE_COUNT_TEXT.counting} />
          )}
          {state.status === 'failed' && (
            <Typography color="error">{LIVE_COUNT_TEXT.failed}</Typography>
          )}
        </Stack>
        {state.status === 'failed' && (
          <Button size="small" onClick={onRetry}>
            {LIVE_COUNT_TEXT.retry}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
