import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_TEXTS, URGENT_REASON_MAX_LENGTH } from '@hbc/contracts';
import { CountedHelperText } from '@hbc/ui';

export const URGENT_FIELD_TEXT = {
  urgent: 'ส่งแบบเร่งด่วน',
  reason: 'เหตุผลที่เร่งด่วน',
} as const;

export interface UrgentFieldsProps {
  urgent: boolean;
  reason: string;
  onChange: (changes: { urgent?: boolean; urgentReason?: string }) => void;
  error?: string;
}

/**
 * The urgent switch and, when on, its required reason. Native elements drawn like the console's
 * fields: the form's first load cannot afford MUI's switch and text field.
 */
export function UrgentFields({ urgent, reason, onChange, error }: UrgentFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      <Typography
        component="label"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40, cursor: 'pointer' }}
      >
        <input
          type="checkbox"
          role="switch"
          checked={urgent}
          aria-describedby={noteId}
          onChange={(event) => onChange({ urgent: event.target.checked })}
          style={{ width: 18, height: 18, accentColor: 'currentColor' }}
        />
        {URGENT_FIELD_TEXT.urgent}
      </Typography>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {APPROVAL_TEXTS.grounds.URGENT}
      </Typography>
      {urgent && (
        <Stack spacing={0.75}>
          <Typography
            component="label"
            htmlFor={id}
            variant="body2"
            color={error ? 'error' : 'text.secondary'}
          >
            {URGENT_FIELD_TEXT.reason}
            <span aria-hidden> *</span>
          </Typography>
          <Box
            component="textarea"
            id={id}
            required
            rows={3}
            value={reason}
            aria-invalid={Boolean(error)}
            {...(error ? { 'aria-describedby': errorId } : {})}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
              onChange({ urgentReason: event.target.value })
            }
            sx={{
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              px: 1.75,
              py: 1.5,
              resize: 'vertical',
              borderRadius: 1,
              border: 1,
              borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
              '&:focus': {
                outline: 'none',
                borderColor: error ? 'error.main' : 'primary.main',
              },
            }}
          />
          <Typography component="div" variant="caption" color="error" sx={{ mx: 1.75 }}>
            <CountedHelperText
              message={error && <span id={errorId}>{error}</span>}
              length={reason.length}
              limit={URGENT_REASON_MAX_LENGTH}
            />
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
