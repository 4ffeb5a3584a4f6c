import { Type, type Static } from '@sinclair/typebox';
import {
  AGE_MAX,
  CITIZEN_TAG_MAX_LENGTH,
  CITIZEN_TAG_PATTERN,
  CITIZEN_TAGS_MAX,
  SEXES,
} from '../citizen/citizen-fields';
import { isDayText } from '../day-text';
import { PROVINCE_CODE_MAX, PROVINCE_CODE_MIN } from '../health-center/provinces';
import { stringEnum } from '../list-query-schema';

/**
 * A segment's rules (architecture §3): all or any of a list of conditions on the citizens of one
 * unit. The API compiles them to parameterised SQL; the console builds them in its rule builder.
 * Whom a segment counts is always: following the programme's LINE account, registered with the
 * unit, CID not excluded, and matching the rules (no condition: the whole unit).
 */
export const SEGMENT_MATCHES = ['ALL', 'ANY'] as const;
export type SegmentMatch = (typeof SEGMENT_MATCHES)[number];
export const SEGMENT_MATCH_LABELS: Record<SegmentMatch, string> = {
  ALL: 'ตรงทุกเงื่อนไข',
  ANY: 'ตรงอย่างน้อยหนึ่งเงื่อนไข',
};

export const SEGMENT_CONDITION_KINDS = [
  'AGE',
  'SEX',
  'PROVINCE',
  'TAGS',
  'FOLLOW_DATE',
  'CID_LIST',
] as const;
export type SegmentConditionKind = (typeof SEGMENT_CONDITION_KINDS)[number];
export const SEGMENT_CONDITION_LABELS: Record<SegmentConditionKind, string> = {
  AGE: 'ช่วงอายุ',
  SEX: 'เพศ',
  PROVINCE: 'จังหวัด',
  TAGS: 'แท็ก',
  FOLLOW_DATE: 'วันที่เริ่มติดตาม',
  CID_LIST: 'รายการเลขประจำตัวประชาชน',
};

/** Most conditions in one segment. */
export const SEGMENT_CONDITIONS_MAX = 10;

const age = () => Type.Optional(Type.Integer({ minimum: 0, maximum: AGE_MAX }));
const day = () => Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' }));

/** Age in completed years on the day counted (Asia/Bangkok), from `min` to `max` inclusive. */
export const AgeCondition = Type.Object(
  { kind: Type.Literal('AGE'), min: age(), max: age() },
  { additionalProperties: false },
);
export const SexCondition = Type.Object(
  {
    kind: Type.Literal('SEX'),
    sexes: Type.Array(stringEnum(SEXES), {
      minItems: 1,
      maxItems: SEXES.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
/** Province of residence, by official province code (10 = Bangkok). */
export const ProvinceCondition = Type.Object(
  {
    kind: Type.Literal('PROVINCE'),
    provinceIds: Type.Array(
      Type.Integer({ minimum: PROVINCE_CODE_MIN, maximum: PROVINCE_CODE_MAX }),
      {
        minItems: 1,
        maxItems: 77,
        uniqueItems: true,
      },
    ),
  },
  { additionalProperties: false },
);
/** Carries any (`ANY`) or all (`ALL`) of the tags. */
export const TagsCondition = Type.Object(
  {
    kind: Type.Literal('TAGS'),
    match: stringEnum(SEGMENT_MATCHES),
    tags: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: CITIZEN_TAG_MAX_LENGTH,
        pattern: CITIZEN_TAG_PATTERN,
      }),
      { minItems: 1, maxItems: CITIZEN_TAGS_MAX, uniqueItems: true },
    ),
  },
  { additionalProperties: false },
);
/** Started following on a day from `from` to `to` inclusive (Bangkok days, 'YYYY-MM-DD'). */
export const FollowDateCondition = Type.Object(
  { kind: Type.Literal('FOLLOW_DATE'), from: day(), to: day() },
  { additionalProperties: false },
);
/** The CID is on a list the unit uploaded (`POST /api/segment/cid-list`), matched by hash. */
export const CidListCondition = Type.Object(
  { kind: Type.Literal('CID_LIST'), listId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const SegmentCondition = Type.Union([
  AgeCondition,
  SexCondition,
  ProvinceCondition,
  TagsCondition,
  FollowDateCondition,
  CidListCondition,
]);
export type SegmentCondition = Static<typeof SegmentCondition>;
export type AgeCondition = Static<typeof AgeCondition>;
export type SexCondition = Static<typeof SexCondition>;
export type ProvinceCondition = Static<typeof ProvinceCondition>;
export type TagsCondition = Static<typeof TagsCondition>;
export type FollowDateCondition = Static<typeof FollowDateCondition>;
export type CidListCondition = Static<typeof CidListCondition>;

export const SegmentRules = Type.Object(
  {
    match: stringEnum(SEGMENT_MATCHES),
    conditions: Type.Array(SegmentCondition, { maxItems: SEGMENT_CONDITIONS_MAX }),
  },
  { additionalProperties: false },
);
export type SegmentRules = Static<typeof SegmentRules>;

export const SEGMENT_RULE_MESSAGES = {
  ageEmpty: 'กรุณาระบุอายุต่ำสุดหรือสูงสุด',
  ageReversed: 'อายุต่ำสุดต้องไม่มากกว่าอายุสูงสุด',
  dateEmpty: 'กรุณาระบุวันที่เริ่มหรือวันที่สิ้นสุด',
  dateInvalid: 'วันที่ไม่ถูกต้อง',
  dateReversed: 'วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด',
  noConditions: 'กรุณาเพิ่มเงื่อนไขอย่างน้อย 1 ข้อ',
  unknownProvince: 'ไม่พบจังหวัดนี้',
  unknownCidList: 'ไม่พบรายการเลขประจำตัวประชาชนนี้ กรุณาอัปโหลดไฟล์อีกครั้ง',
} as const;

export interface RuleProblem {
  /** JSON pointer into the rules, as the API's VALIDATION_ERROR paths (`/conditions/0/max`). */
  path: string;
  message: string;
}

/**
 * What the schema cannot say about rules that passed it: an age or date range with neither end,
 * or with its ends reversed; a date that does not exist. Provinces and CID lists are checked
 * against the database by the API.
 */
export function segmentRulesProblems(rules: SegmentRules, base = ''): RuleProblem[] {
  const problems: RuleProblem[] = [];
  rules.conditions.forEach((condition, index) => {
    const at = `${base}/conditions/${index}`;
    if (condition.kind === 'AGE') {
      if (condition.min === undefined && condition.max === undefined) {
        problems.push({ path: `${at}/min`, message: SEGMENT_RULE_MESSAGES.ageEmpty });
      } else if (
        condition.min !== undefined &&
        condition.max !== undefined &&
        condition.min > condition.max
      ) {
        problems.push({ path: `${at}/max`, message: SEGMENT_RULE_MESSAGES.ageReversed });
      }
    }
    if (condition.kind === 'FOLLOW_DATE') {
      const { from, to } = condition;
      if (from === undefined && to === undefined) {
        problems.push({ path: `${at}/from`, message: SEGMENT_RULE_MESSAGES.dateEmpty });
      }
      if (from !== undefined && !isDayText(from)) {
        problems.push({ path: `${at}/from`, message: SEGMENT_RULE_MESSAGES.dateInvalid });
      }
      if (to !== undefined && !isDayText(to)) {
        problems.push({ path: `${at}/to`, message: SEGMENT_RULE_MESSAGES.dateInvalid });
      }
      if (from !== undefined && to !== undefined && isDayText(from) && isDayText(to) && from > to) {
        problems.push({ path: `${at}/to`, message: SEGMENT_RULE_MESSAGES.dateReversed });
      }
    }
  });
  return problems;
}

/** `day` ('YYYY-MM-DD') moved back `years` years; 29 February falls on the 28th in other years. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const targetYear = year - years;
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lastDay = month === 2 ? (leap(targetYear) ? 29 : 28) : 31;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(month, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/**
 * The birth dates of an age range on `today`: age ≥ min ⇔ born on or before today − min years;
 * age ≤ max ⇔ born after today − (max + 1) years. Bounds on the birth date keep the rule a range
 * an index can answer.
 */
export function birthDateBounds(
  condition: Pick<AgeCondition, 'min' | 'max'>,
  today: string,
): { bornOnOrBefore?: string; bornAfter?: string } {
  return {
    ...(condition.min !== undefined ? { bornOnOrBefore: yearsBefore(today, condition.min) } : {}),
    ...(condition.max !== undefined ? { bornAfter: yearsBefore(today, condition.max + 1) } : {}),
  };
}
