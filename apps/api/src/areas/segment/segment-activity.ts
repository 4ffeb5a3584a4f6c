import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  formatThaiDate,
  SEGMENT_CONDITION_LABELS,
  SEGMENT_MATCH_LABELS,
  SEX_LABELS,
  type ActivityLogEntry,
  type SegmentCondition,
  type SegmentRules,
} from '@hbc/contracts';
import { hideCids } from '../../cid/hide-cids';
import { bangkokDayStart } from './bangkok-day';
import type { RuleNames } from './segment-rule-checks';

const count = (n: number) => n.toLocaleString('th-TH');

/** A segment as the log describes it. */
export interface LoggedSegment {
  name: string;
  rules: SegmentRules;
}

const TAG_MATCH_WORDS = { ALL: 'มีทุกแท็ก', ANY: 'มีแท็กใดแท็กหนึ่ง' } as const;
const day = (text: string) => formatThaiDate(bangkokDayStart(text));

/** A range "from–to", "ตั้งแต่ from" or "ถึง to" of whichever ends there are. */
function range(from: string | undefined, to: string | undefined): string {
  if (from !== undefined && to !== undefined) return `${from}–${to}`;
  return from !== undefined ? `ตั้งแต่ ${from}` : `ถึง ${to ?? ''}`;
}

function describeCondition(condition: SegmentCondition, names: RuleNames): string {
  const label = SEGMENT_CONDITION_LABELS[condition.kind];
  switch (condition.kind) {
    case 'AGE':
      return `${label} ${range(
        condition.min === undefined ? undefined : String(condition.min),
        condition.max === undefined ? undefined : String(condition.max),
      )} ปี`;
    case 'SEX':
      return `${label} ${condition.sexes.map((sex) => SEX_LABELS[sex]).join(', ')}`;
    case 'PROVINCE':
      return `${label} ${condition.provinceIds
        .map((id) => `${names.provinces.get(id) ?? 'ไม่ทราบชื่อ'} (${id})`)
        .join(', ')}`;
    case 'TAGS':
      return `${label} (${TAG_MATCH_WORDS[condition.match]}) ${condition.tags.join(', ')}`;
    case 'FOLLOW_DATE':
      return `${label} ${range(
        condition.from === undefined ? undefined : day(condition.from),
        condition.to === undefined ? undefined : day(condition.to),
      )}`;
    case 'CID_LIST': {
      const list = names.cidLists.get(condition.listId);
      return list
        ? `${label} ไฟล์ ${hideCids(list.fileName)} (${count(list.size)} รายการ)`
        : `${label} (ไม่พบไฟล์)`;
    }
  }
}

/** The rules in Thai: how they combine, then each condition; no condition: the whole unit. */
export function describeRules(rules: SegmentRules, names: RuleNames): string {
  if (rules.conditions.length === 0) return 'ทุกคนในหน่วยบริการ';
  const conditions = rules.conditions.map((condition) => describeCondition(condition, names));
  return `${SEGMENT_MATCH_LABELS[rules.match]}: ${conditions.join('; ')}`;
}

/** Each field the log shows of a segment: its Thai label and how its value reads. */
const SEGMENT_FIELDS = [
  ['ชื่อ', (segment: LoggedSegment) => segment.name],
  ['เงื่อนไข', (segment: LoggedSegment, names: RuleNames) => describeRules(segment.rules, names)],
] as const;

const details = (segment: LoggedSegment, names: RuleNames) =>
  SEGMENT_FIELDS.map(([label, show]) => `${label}: ${show(segment, names)}`).join(', ');

const subject = (segment: Pick<LoggedSegment, 'name'>) => `กลุ่มเป้าหมาย ${segment.name}`;
const entry = (action: string, about: string, description: string): ActivityLogEntry => ({
  action,
  menu: ACTIVITY_MENU.segment,
  subject: about,
  description,
});

/**
 * The activity log's entries for segments and their CID lists (staff read them in the activity
 * log). A file name with a CID in it is shown masked.
 */
export const SEGMENT_ENTRIES = {
  created: (segment: LoggedSegment, names: RuleNames) =>
    entry(ACTIVITY_ACTION.create, subject(segment), `เพิ่มกลุ่มเป้าหมาย ${details(segment, names)}`),
  /** "label: old → new, …" of the fields that changed, or that nothing did. */
  changed(before: LoggedSegment, after: LoggedSegment, names: RuleNames): ActivityLogEntry {
    const changed = SEGMENT_FIELDS.flatMap(([label, show]) => {
      const from = show(before, names);
      const to = show(after, names);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    });
    const description = changed.length > 0 ? changed.join(', ') : 'ไม่มีข้อมูลที่เปลี่ยนแปลง';
    return entry(ACTIVITY_ACTION.update, subject(after), description);
  },
  deleted: (segment: LoggedSegment, names: RuleNames) =>
    entry(ACTIVITY_ACTION.delete, subject(segment), `ลบกลุ่มเป้าหมาย ${details(segment, names)}`),
  cidListUploaded: (fileName: string, size: number, invalidRows: number) =>
    entry(
      ACTIVITY_ACTION.upload,
      `ไฟล์ ${hideCids(fileName)}`,
      `อัพโหลดรายการเลขประจำตัวประชาชนสำหรับกลุ่มเป้าหมาย ${count(size)} รายการจากไฟล์ ${hideCids(fileName)}` +
        (invalidRows > 0 ? ` (ไม่ถูกต้อง ${count(invalidRows)} แถว)` : ''),
    ),
};
