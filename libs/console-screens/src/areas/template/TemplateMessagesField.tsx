import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readProfile } from '@hbc/api-clients';
import { PROGRAMME_NAME } from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-model';
import { useFormField } from '@hbc/data-screens';
import { OnDemandMessageComposer } from '../broadcast/OnDemandMessageComposer';

export const TEMPLATE_MESSAGES_TEXT = {
  messages: 'ข้อความ',
  savedCount: (n: number) => `บันทึกข้อความแล้ว ${n} ข้อความ`,
  noMessages: 'ยังไม่มีข้อความ',
} as const;

const TEXT = TEMPLATE_MESSAGES_TEXT;

/**
 * The form's `messages`: the broadcast form's message composer (loaded on the first press, with
 * its chat preview), how many messages are kept, and what is wrong with them.
 */
export function TemplateMessagesField() {
  const field = useFormField<ComposerMessage[]>('messages');
  const [companyName] = useState(() => readProfile()?.hospital_name || PROGRAMME_NAME);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h2">
        {TEXT.messages}
      </Typography>
      <OnDemandMessageComposer
        value={field.value}
        onSave={(messages) => {
          field.setValue(messages);
          field.leave();
        }}
        companyName={companyName}
        readOnly={field.readOnly}
      />
      <Typography variant="body2" color="text.secondary">
        {field.value.length > 0 ? TEXT.savedCount(field.value.length) : TEXT.noMessages}
      </Typography>
      {field.error && (
        <Typography role="alert" variant="body2" color="error">
          {field.error}
        </Typography>
      )}
    </Stack>
  );
}
