import { TEMPLATE_NAME_MAX_LENGTH } from '@hbc/contracts';
import { FormTextField } from '@hbc/data-screens';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { ResourceFormScreen } from '../../resources/ResourceFormScreen';
import { TEMPLATE_FORM } from './template-form';
import { TemplateMessagesField } from './TemplateMessagesField';

export const TEMPLATE_FORM_TEXT = {
  name: 'ชื่อเทมเพลต',
  nameHint: 'ชื่อไม่ซ้ำกับเทมเพลตอื่นของหน่วยบริการ',
} as const;

function templateFields() {
  return (
    <>
      <FormTextField
        name="name"
        label={TEMPLATE_FORM_TEXT.name}
        required
        hint={TEMPLATE_FORM_TEXT.nameHint}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
      />
      <TemplateMessagesField />
    </>
  );
}

/**
 * /broadcast/template/form (LV3, Super Admin): a template's name and its 1–3 messages in the
 * broadcast form's composer; Super Admin's templates are shared with every unit.
 */
export function TemplateFormScreen() {
  return (
    <ResourceFormScreen
      resource={TEMPLATE_FORM}
      fields={templateFields}
      maxWidth={FORM_MAX_WIDTH}
    />
  );
}
