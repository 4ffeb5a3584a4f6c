import * as yup from 'yup';
import { createTemplate, deleteTemplate, getTemplate, updateTemplate } from '@hbc/api-clients';
import { BROADCAST_MESSAGES, ROUTES, type TemplateRecord } from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-model';
import { defineForm } from '../../resources/define-resource';
import { templateLockedFor } from './template-access';
import { TEMPLATE_DELETION } from './template-list';
import { templateNameRule } from './template-name-rule';

export interface TemplateFormValues {
  name: string;
  messages: ComposerMessage[];
}

/** The contracts' rules: a name, and 1–3 messages (the composer keeps to 3). */
const templateFormSchema = yup.object({
  name: templateNameRule,
  messages: yup.array().min(1, BROADCAST_MESSAGES.messagesRequired),
});

/**
 * /broadcast/template/form (LV3, Super Admin): a new template (LV3's goes to its unit, Super
 * Admin's is shared) or, with `?id=`, one to edit: its name and messages.
 */
export const TEMPLATE_FORM = defineForm<TemplateFormValues, TemplateRecord>({
  path: ROUTES.templateForm,
  list: ROUTES.template,
  empty: { name: '', messages: [] },
  schema: templateFormSchema,
  crumbs: { create: 'สร้างเทมเพลต', edit: 'แก้ไขเทมเพลต', view: 'ดูเทมเพลต' },
  read: getTemplate,
  toValues: ({ name, messages }) => ({ name, messages: messages as ComposerMessage[] }),
  create: (values) => createTemplate({ name: values.name, messages: values.messages }),
  update: (id, values) => updateTemplate(id, { name: values.name, messages: values.messages }),
  remove: deleteTemplate,
  nameOf: (values) => values.name,
  deletion: { ...TEMPLATE_DELETION, button: 'ลบเทมเพลต' },
  // The messages' issues (`/messages/0/text`) are said under the messages.
  fieldOfPath: (pointer) => (pointer.startsWith('/messages') ? 'messages' : undefined),
  // LV3 reads a shared template (opened by its address), Super Admin keeps it.
  lockedFor: (record, viewer) => templateLockedFor(viewer, record),
});
