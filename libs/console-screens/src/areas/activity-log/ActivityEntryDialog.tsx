import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ActivityLogRecord } from '@hbc/contracts';
import { ACTIVITY_COLUMN_TEXT, ACTIVITY_FIELD_TEXT } from './activity-log-columns';

export const ENTRY_DIALOG_TEXT = {
  title: 'รายละเอียดการใช้งาน',
  close: 'ปิด',
} as const;

/** The entry's fields in the order of the list's columns. */
const FIELDS = [
  ['createdAt', ACTIVITY_COLUMN_TEXT.time],
  ['actorName', ACTIVITY_COLUMN_TEXT.user],
  ['role', ACTIVITY_COLUMN_TEXT.role],
  ['unitName', ACTIVITY_COLUMN_TEXT.unit],
  ['action', ACTIVITY_COLUMN_TEXT.action],
  ['menu', ACTIVITY_COLUMN_TEXT.menu],
  ['subject', ACTIVITY_COLUMN_TEXT.subject],
  ['description', ACTIVITY_COLUMN_TEXT.description],
  ['ip', ACTIVITY_COLUMN_TEXT.ip],
] as const satisfies readonly (readonly [keyof typeof ACTIVITY_FIELD_TEXT, string])[];

export interface ActivityEntryDialogProps {
  /** The entry shown; null closes the dialog. */
  entry: ActivityLogRecord | null;
  onClose: () => void;
}

/** One entry of the log in full, to read (entries cannot be changed): what a cell cuts short. */
export function ActivityEntryDialog({ entry, onClose }: ActivityEntryDialogProps) {
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{ENTRY_DIALOG_TEXT.title}</DialogTitle>
      <DialogContent dividers>
        {entry && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
              columnGap: 2,
              rowGap: 1,
              m: 0,
            }}
          >
            {FIELDS.map(([field, label]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {ACTIVITY_FIELD_TEXT[field](entry)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ENTRY_DIALOG_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
