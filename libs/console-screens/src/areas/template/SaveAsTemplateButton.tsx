import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComposerMessage } from '@hbc/message-model';

/** The dialog and the template calls load with the first press, not with the broadcast form. */
const SaveAsTemplateDialog = lazy(() => import('./SaveAsTemplateDialog'));

export const SAVE_AS_TEMPLATE_BUTTON_TEXT = {
  button: 'บันทึกเป็นเทมเพลต',
  noMessages: 'สร้างข้อความก่อน จึงจะบันทึกเป็นเทมเพลตได้',
} as const;

export interface SaveAsTemplateButtonProps {
  /** The broadcast's title, which the template's name starts as. */
  title: string;
  messages: readonly ComposerMessage[];
}

/**
 * 'บันทึกเป็นเทมเพลต' on the broadcast form: asks a name and keeps the messages as a template of
 * the unit. Disabled, saying why, while there is no message.
 */
export function SaveAsTemplateButton({ title, messages }: SaveAsTemplateButtonProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const empty = messages.length === 0;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button
        variant="text"
        disabled={empty}
        onClick={() => setOpen(true)}
        {...(empty ? { 'aria-describedby': reasonId } : {})}
      >
        {SAVE_AS_TEMPLATE_BUTTON_TEXT.button}
      </Button>
      {empty && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {SAVE_AS_TEMPLATE_BUTTON_TEXT.noMessages}
        </Typography>
      )}
      {open && (
        <Suspense fallback={null}>
          <SaveAsTemplateDialog title={title} messages={messages} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
