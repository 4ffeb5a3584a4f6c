import {
  BROADCAST_TITLE_MAX_LENGTH,
  cutText,
  type BroadcastRecord,
  type BroadcastTarget,
  type TemplateRecord,
} from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-composer';

export type ScheduleMode = 'NOW' | 'AT';

/** A broadcast as the form holds it while staff write it. */
export interface BroadcastDraft {
  title: string;
  messages: ComposerMessage[];
  target: BroadcastTarget;
  segmentId: number | null;
  schedule: ScheduleMode;
  /** Bangkok day 'YYYY-MM-DD' and time 'HH:mm' of a scheduled send. */
  day: string | null;
  time: string;
  /** Marked urgent (always needs approval), with the maker's reason. */
  urgent: boolean;
  urgentReason: string;
}

export const NEW_DRAFT: BroadcastDraft = {
  title: '',
  messages: [],
  target: 'UNIT',
  segmentId: null,
  schedule: 'NOW',
  day: null,
  time: '09:00',
  urgent: false,
  urgentReason: '',
};

/** Problems by field: title, segment, schedule, and the messages' list. */
export interface FormProblems {
  title?: string;
  segmentId?: string;
  scheduledAt?: string;
  urgentReason?: string;
  messages?: string[];
}

/** Thailand keeps UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The instant of a Bangkok day and time. */
export function bangkokInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00+07:00`).toISOString();
}

/** The Bangkok day and time of an instant. */
function bangkokParts(iso: string): { day: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today in Bangkok, 'YYYY-MM-DD'. */
export const bangkokToday = (now = Date.now()) =>
  new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a draft is to go out at, or null when it goes now (or has no day yet). */
export const scheduledAtOf = (draft: BroadcastDraft): string | null =>
  draft.schedule === 'AT' && draft.day ? bangkokInstant(draft.day, draft.time) : null;

/** A saved broadcast as the form holds it. */
export function draftOf(record: BroadcastRecord): BroadcastDraft {
  const at = record.scheduledAt ? bangkokParts(record.scheduledAt) : null;
  return {
    title: record.title,
    messages: record.messages as ComposerMessage[],
    target: record.target,
    segmentId: record.segmentId,
    schedule: at ? 'AT' : 'NOW',
    day: at?.day ?? null,
    time: at?.time ?? NEW_DRAFT.time,
    urgent: record.urgent,
    urgentReason: record.urgentReason ?? '',
  };
}

/** What a copy's title starts with. */
export const COPY_TITLE_PREFIX = 'สำเนา ';

/**
 * `สำเนา <title>` within the title's limit (UTF-16 units, as the field and the API count),
 * cut between two characters as read: never a Thai letter without its vowel or tone mark.
 */
export function copyTitleOf(title: string): string {
  return cutText(`${COPY_TITLE_PREFIX}${title}`, BROADCAST_TITLE_MAX_LENGTH, 'grapheme').trimEnd();
}

/**
 * A new broadcast starting from a past one: its title marked as a copy, its target, segment and
 * messages; never its time, status, recipients or counts.
 */
export const copyDraftOf = (record: BroadcastRecord): BroadcastDraft => ({
  ...NEW_DRAFT,
  title: copyTitleOf(record.title),
  messages: record.messages as ComposerMessage[],
  target: record.target,
  segmentId: record.segmentId,
});

/** A new broadcast starting from a template: its messages, and its name as the title. */
export const templateDraftOf = (template: TemplateRecord): BroadcastDraft => ({
  ...NEW_DRAFT,
  title: template.name,
  messages: template.messages as ComposerMessage[],
});
