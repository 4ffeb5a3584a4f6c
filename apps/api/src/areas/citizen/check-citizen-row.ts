import {
  AGE_MAX,
  CID_MESSAGES,
  CITIZEN_IMPORT_MESSAGES,
  CITIZEN_TAG_MAX_LENGTH,
  CITIZEN_TAG_PATTERN,
  CITIZEN_TAGS_MAX,
  cidProblem,
  FOLLOW_STATUSES,
  isDayText,
  LINE_USER_ID_PATTERN,
  normaliseCid,
  SEXES,
  yearsBefore,
  type CitizenImportRow,
  type FollowStatus,
  type Sex,
} from '@hbc/contracts';

/**
 * A row that passed every check, as it will be merged. A field left null keeps what is stored
 * (or the column's default for a new citizen).
 */
export interface CheckedCitizen {
  /** The row's place (a batch's 1-based position, or a file's line). */
  row: number;
  /** 13 digits. */
  cid: string;
  unitId: number;
  provinceId: number | null;
  birthDate: string | null;
  sex: Sex | null;
  /** Each once, sorted: a citizen's tags are a set, so their order never counts as a change. */
  tags: string[] | null;
  lineUserId: string | null;
  followStatus: FollowStatus | null;
  /** ISO 8601, as the row wrote it. */
  followedAt: string | null;
}

/** What a row is checked against. */
export interface RowCheckContext {
  /** Unit id by hcode, for the hcodes of the batch that exist. */
  units: ReadonlyMap<string, number>;
  /** Province codes that exist. */
  provinces: ReadonlySet<number>;
  /** The day in Bangkok ('YYYY-MM-DD'): no birth date after it. */
  today: string;
  /** No birth date before it: AGE_MAX + 1 years before today (`birthDateFloor`). */
  oldestBirthDate: string;
  /** No follow time after it. */
  now: Date;
}

const TAG = new RegExp(CITIZEN_TAG_PATTERN);
const LINE_USER_ID = new RegExp(LINE_USER_ID_PATTERN);
/** ISO 8601 date-time as JSON Schema's `date-time` has it (an offset or Z required). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
/** A follow time a little ahead of this server's clock is the sender's clock, not a mistake. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The earliest birth date a row may have on `today`: nobody is older than AGE_MAX. */
export const birthDateFloor = (today: string) => yearsBefore(today, AGE_MAX + 1);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function tagsOf(tags: readonly unknown[]): string[] | null {
  if (tags.length > CITIZEN_TAGS_MAX) return null;
  for (const tag of tags) {
    if (typeof tag !== 'string' || tag.length > CITIZEN_TAG_MAX_LENGTH || !TAG.test(tag)) {
      return null;
    }
  }
  return [...new Set(tags as string[])].sort();
}

/** The follow time as written (the database reads it), or null when it is no such instant. */
function followedAtOf(text: string, now: Date): string | null {
  const match = DATE_TIME.exec(text);
  if (!match?.[1] || !isDayText(match[1])) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) || time > now.getTime() + CLOCK_SKEW_MS ? null : text;
}

/**
 * Checks one row of an import and answers it ready to merge, or the Thai message of its first
 * problem: the CID (check digit included), the unit by hcode, the province by code, the birth
 * date (a day that exists, not after today, not more than AGE_MAX years back), sex, tags, LINE
 * userId, follow status and follow time. The row's values never appear in a message.
 */
export function checkCitizenRow(
  input: CitizenImportRow,
  row: number,
  context: RowCheckContext,
): CheckedCitizen | { row: number; message: string } {
  const problem = (message: string) => ({ row, message });
  const cidIssue = cidProblem(String(input.cid));
  if (cidIssue) return problem(CID_MESSAGES[cidIssue]);

  const unitId = context.units.get(String(input.unitHcode).trim());
  if (unitId === undefined) return problem(CITIZEN_IMPORT_MESSAGES.unknownUnit);

  const { provinceCode, birthDate, sex, tags, lineUserId, followStatus, followedAt } = input;
  if (provinceCode !== undefined && !context.provinces.has(provinceCode)) {
    return problem(CITIZEN_IMPORT_MESSAGES.unknownProvince);
  }
  if (birthDate !== undefined) {
    if (!isDayText(birthDate) || birthDate < context.oldestBirthDate) {
      return problem(CITIZEN_IMPORT_MESSAGES.badBirthDate);
    }
    if (birthDate > context.today) return problem(CITIZEN_IMPORT_MESSAGES.futureBirthDate);
  }
  if (sex !== undefined && !isOneOf(SEXES, sex)) return problem(CITIZEN_IMPORT_MESSAGES.badSex);
  const checkedTags = tags === undefined ? null : Array.isArray(tags) ? tagsOf(tags) : null;
  if (tags !== undefined && checkedTags === null) return problem(CITIZEN_IMPORT_MESSAGES.badTag);
  if (lineUserId !== undefined && !LINE_USER_ID.test(lineUserId)) {
    return problem(CITIZEN_IMPORT_MESSAGES.badLineUserId);
  }
  if (followStatus !== undefined && !isOneOf(FOLLOW_STATUSES, followStatus)) {
    return problem(CITIZEN_IMPORT_MESSAGES.badFollowStatus);
  }
  const checkedFollowedAt = followedAt === undefined ? null : followedAtOf(followedAt, context.now);
  if (followedAt !== undefined && checkedFollowedAt === null) {
    return problem(CITIZEN_IMPORT_MESSAGES.badFollowedAt);
  }

  return {
    row,
    cid: normaliseCid(input.cid),
    unitId,
    provinceId: provinceCode ?? null,
    birthDate: birthDate ?? null,
    sex: sex ?? null,
    tags: checkedTags,
    lineUserId: lineUserId ?? null,
    followStatus: followStatus ?? null,
    followedAt: checkedFollowedAt,
  };
}
