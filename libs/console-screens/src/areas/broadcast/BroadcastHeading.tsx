import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  type BroadcastStatus,
} from '@hbc/contracts';

/** The word urgent broadcasts carry wherever they are listed or named. */
export const URGENT_LABEL = 'เร่งด่วน';

/** Marks an urgent broadcast (approved by a second person; the send policy does not hold it). */
export function UrgentChip() {
  return <Chip size="small" color="error" label={URGENT_LABEL} />;
}

export interface BroadcastHeadingProps {
  title: string;
  /** Its status as a chip beside the title; none while it is not known. */
  status?: BroadcastStatus;
  /** Marked urgent: said beside the status. */
  urgent?: boolean;
  /** The heading's id, for the dialog it names. */
  id?: string;
  /** Takes the row's free width (a close button beside it). */
  grow?: boolean;
}

/** A broadcast's title as a heading, its status (and whether it is urgent) beside it. */
export function BroadcastHeading({
  title,
  status,
  urgent = false,
  id,
  grow = false,
}: BroadcastHeadingProps) {
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
      {urgent && <UrgentChip />}
    </Stack>
  );
}
