import {
  CITIZEN_IMPORT_MESSAGES,
  FOLLOW_STATUS_LABELS,
  FOLLOW_STATUSES,
  SEX_LABELS,
  SEXES,
  type CitizenImportProblem,
  type CitizenImportRow,
  type FollowStatus,
  type Sex,
} from '@hbc/contracts';
import type { FileRecord } from '../../cid/import/file-record';
import type { CitizenFileColumns, CitizenFileField } from './citizen-file';

/** Province codes by name: Thai as written, English in lower case. */
export type ProvinceNames = ReadonlyMap<string, number>;

const BUDDHIST_ERA_OFFSET = 543;
/** A four-digit year above this is a Buddhist-era year. */
const BUDDHIST_ERA_FROM = 2400;

/** Words of a cell, upper case and Thai, to the value they stand for. */
function wordsOf<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return new Map<string, T>(
    values.flatMap((value) => [
      [value, value],
      [labels[value], value],
    ]),
  );
}
const SEX_WORDS = new Map<string, Sex>([
  ...wordsOf(SEXES, SEX_LABELS),
  ['M', 'MALE'],
  ['F', 'FEMALE'],
]);
const FOLLOW_WORDS = wordsOf(FOLLOW_STATUSES, FOLLOW_STATUS_LABELS);

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A Christian-era 'YYYY-MM-DD' from the year, month and day as written (B.E. years converted). */
function dayText(year: number, month: number, day: number): string {
  const christian = year > BUDDHIST_ERA_FROM ? year - BUDDHIST_ERA_OFFSET : year;
  return `${String(christian).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/**
 * A day as files write it: 'YYYY-MM-DD', 'DD/MM/YYYY' (years above 2400 are Buddhist-era), or a
 * spreadsheet date cell (midnight UTC). Anything else is given back as written, for the import's
 * check to refuse.
 */
export function fileDay(text: string): string {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T00:00:00(?:\.000)?Z)?$/.exec(text);
  if (iso) return dayText(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) return dayText(Number(slashed[3]), Number(slashed[2]), Number(slashed[1]));
  return text;
}

/** A follow time: an ISO 8601 instant as written, or a day (its midnight in Bangkok). */
function fileInstant(text: string): string {
  const spreadsheetDay = /T00:00:00(?:\.000)?Z$/.test(text);
  if (/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(text) && !spreadsheetDay) return text;
  const day = fileDay(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00+07:00` : text;
}

/** An hcode as written; a spreadsheet's number cell loses leading zeros, given back here. */
const hcodeOf = (text: string) => (/^\d{1,4}$/.test(text) ? text.padStart(5, '0') : text);

/**
 * One data row of a citizen file as the import takes it, or the problem with it (a province, sex
 * or follow status that names nothing). Empty cells are left out: they keep what is stored. Tags
 * are separated by ',' or '|'.
 */
export function citizenRowOf(
  record: FileRecord,
  columns: CitizenFileColumns,
  provinces: ProvinceNames,
): CitizenImportRow | CitizenImportProblem {
  const cell = (field: CitizenFileField) => {
    const index = columns[field];
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
  const problem = (message: string) => ({ row: record.row, message });
  const row: CitizenImportRow = { cid: cell('cid'), unitHcode: hcodeOf(cell('unitHcode')) };

  const provinceText = cell('provinceCode');
  if (provinceText !== '') {
    const code = /^\d+$/.test(provinceText)
      ? Number(provinceText)
      : (provinces.get(provinceText.replace(/^จังหวัด\s*/, '')) ??
        provinces.get(provinceText.toLowerCase()));
    if (code === undefined) return problem(CITIZEN_IMPORT_MESSAGES.unknownProvince);
    row.provinceCode = code;
  }
  const birthDate = cell('birthDate');
  if (birthDate !== '') row.birthDate = fileDay(birthDate);
  const sexText = cell('sex');
  if (sexText !== '') {
    const sex = SEX_WORDS.get(sexText.toUpperCase()) ?? SEX_WORDS.get(sexText);
    if (sex === undefined) return problem(CITIZEN_IMPORT_MESSAGES.badSex);
    row.sex = sex;
  }
  const tags = cell('tags');
  if (tags !== '') {
    row.tags = tags
      .split(/[,|]/)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
  }
  const lineUserId = cell('lineUserId');
  if (lineUserId !== '') row.lineUserId = lineUserId;
  const statusText = cell('followStatus');
  if (statusText !== '') {
    const status: FollowStatus | undefined =
      FOLLOW_WORDS.get(statusText.toUpperCase()) ?? FOLLOW_WORDS.get(statusText);
    if (status === undefined) return problem(CITIZEN_IMPORT_MESSAGES.badFollowStatus);
    row.followStatus = status;
  }
  const followedAt = cell('followedAt');
  if (followedAt !== '') row.followedAt = fileInstant(followedAt);
  return row;
}
