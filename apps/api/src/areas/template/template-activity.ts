import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  TEMPLATE_OWNER_LABELS,
  type ActivityLogEntry,
} from '@hbc/contracts';
import { FORMAT_NAMES, formatOf } from '@hbc/message-model';

/** A template as the log describes it. */
export interface LoggedTemplate {
  name: string;
  shared: boolean;
  messages: readonly unknown[];
}

/** "2 ข้อความ (ข้อความ, วิดีโอ)": how many messages, and their formats in order. */
const messagesOf = (template: LoggedTemplate) =>
  `${template.messages.length} ข้อความ (${template.messages
    .map((message) => FORMAT_NAMES[formatOf(message)])
    .join(', ')})`;

const ownerOf = (template: LoggedTemplate) =>
  template.shared ? TEMPLATE_OWNER_LABELS.shared : TEMPLATE_OWNER_LABELS.unit;

const details = (template: LoggedTemplate) =>
  `ชื่อ: ${template.name}, ข้อความ: ${messagesOf(template)}, ของ: ${ownerOf(template)}`;

const subject = (template: Pick<LoggedTemplate, 'name'>) => `เทมเพลต ${template.name}`;
const entry = (action: string, about: string, description: string): ActivityLogEntry => ({
  action,
  menu: ACTIVITY_MENU.template,
  subject: about,
  description,
});

/** The activity log's entries for message templates (staff read them in the activity log). */
export const TEMPLATE_ENTRIES = {
  created: (template: LoggedTemplate) =>
    entry(ACTIVITY_ACTION.create, subject(template), `เพิ่มเทมเพลต ${details(template)}`),
  /** The name "old → new" and whether the messages changed, or that nothing did. */
  changed(before: LoggedTemplate, after: LoggedTemplate): ActivityLogEntry {
    const changed = [
      ...(before.name === after.name ? [] : [`ชื่อ: ${before.name} → ${after.name}`]),
      ...(JSON.stringify(before.messages) === JSON.stringify(after.messages)
        ? []
        : [`ข้อความ: ${messagesOf(before)} → ${messagesOf(after)}`]),
    ];
    const description = changed.length > 0 ? changed.join(', ') : 'ไม่มีข้อมูลที่เปลี่ยนแปลง';
    return entry(ACTIVITY_ACTION.update, subject(after), description);
  },
  deleted: (template: LoggedTemplate) =>
    entry(ACTIVITY_ACTION.delete, subject(template), `ลบเทมเพลต ${details(template)}`),
};
