import { createTemplate } from '@hbc/api-clients';
import { cutText, TEMPLATE_NAME_MAX_LENGTH } from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-model';
import { TemplateNameDialog } from './TemplateNameDialog';

export const SAVE_AS_TEMPLATE_TEXT = {
  title: 'บันทึกเป็นเทมเพลต',
  confirm: 'บันทึก',
  saved: 'บันทึกเป็นเทมเพลตแล้ว',
} as const;

export interface SaveAsTemplateDialogProps {
  /** The broadcast's title: the name the dialog starts with (within a name's limit). */
  title: string;
  messages: readonly ComposerMessage[];
  onClose: () => void;
}

/**
 * Keeps a broadcast's messages as a new template of the unit under the name asked for; a name
 * the unit has already is said in the dialog.
 */
export default function SaveAsTemplateDialog({
  title,
  messages,
  onClose,
}: SaveAsTemplateDialogProps) {
  return (
    <TemplateNameDialog
      title={SAVE_AS_TEMPLATE_TEXT.title}
      confirm={SAVE_AS_TEMPLATE_TEXT.confirm}
      initialName={cutText(title.trim(), TEMPLATE_NAME_MAX_LENGTH, 'grapheme').trimEnd()}
      save={(name) => createTemplate({ name, messages: [...messages] })}
      savedText={SAVE_AS_TEMPLATE_TEXT.saved}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
