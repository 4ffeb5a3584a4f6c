import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  type BroadcastStatus,
} from '@hbc/contracts';

export interface BroadcastHeadingProps {
  title: string;
  /** Its status as a chip beside the title; none while it is not known. */
  status?: BroadcastStatus;
  /** The heading's id, for the dialog it names. */
  id?: string;
  /** Takes the row's free width (a close button beside it). */
  grow?: boolean;
}

/** A broadcast's title as a heading, its status beside it. */
export function BroadcastHeading({ title, status, id, grow = false }: BroadcastHeadingProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      {...(grow ? { sx: { flexGrow: 1 } } : {})}
    >
      <Typography id={id} component="h2" variant="h6" fontWeight={700}>
        {title}
      </Typography>
      {status && (
        <Chip
          size="small"
          variant="outlined"
          label={BROADCAST_STATUS_LABELS[status]}
          color={BROADCAST_STATUS_COLORS[status]}
        />
      )}
    </Stack>
  );
}
