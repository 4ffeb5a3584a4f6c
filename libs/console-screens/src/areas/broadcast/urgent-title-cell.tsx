import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UrgentChip } from './BroadcastHeading';

/** A broadcast's title in a list's row, and beside it whether the broadcast is urgent. */
export function urgentTitleCell({ title, urgent }: { title: string; urgent: boolean }) {
  if (!urgent) return title;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap title={title}>
        {title}
      </Typography>
      <UrgentChip />
    </Stack>
  );
}
