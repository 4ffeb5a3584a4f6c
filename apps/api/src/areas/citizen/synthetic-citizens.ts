import { cidCheckDigit, yearsBefore, type FollowStatus, type Sex } from '@hbc/contracts';

/**
 * Made-up citizens for the demo data, the benches and the seeding script: every one generated
 * from (seed, index) alone, so a run can start at any index and the same index always gives the
 * same citizen, and no two indexes ever give the same CID or LINE userId.
 */
export interface SyntheticCitizen {
  /** A valid 13-digit CID (its check digit right). */
  cid: string;
  /** 'U' and 32 hex digits; null for a citizen LINE has not told the programme about. */
  lineUserId: string | null;
  /** 'YYYY-MM-DD', 0 to 95 years before `today`. */
  birthDate: string;
  sex: Sex;
  provinceId: number;
  tags: string[];
  followStatus: FollowStatus;
  /** ISO 8601 instants. */
  followedAt: string | null;
  unfollowedAt: string | null;
}

/** Where a made-up citizen lives: their unit's province mostly, another one sometimes. */
export interface SyntheticHome {
  provinceId: number;
  /** Province codes another province is drawn from. */
  provinceIds: readonly number[];
}

/** Tags of the programme's groups, with how often a citizen carries each. */
export const SYNTHETIC_TAGS = {
  diabetes: 'เบาหวาน',
  hypertension: 'ความดันโลหิตสูง',
  elderly: 'ผู้สูงอายุ',
  pregnant: 'หญิงตั้งครรภ์',
  heart: 'โรคหัวใจ',
  kidney: 'ไตเรื้อรัง',
  disability: 'ผู้พิการ',
  volunteer: 'อสม.',
  fluVaccine: 'วัคซีนไข้หวัดใหญ่',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const FOLLOW_YEARS = 3;
const AGE_YEARS = 96;
/** CIDs of categories 1–8 (the first digit), 11 more digits each: 8·10^11 of them. */
const CID_SPACE = 8e11;
const CID_BODY = 1e11;
/**
 * Odd and not a multiple of 5, so `n ↦ n·CID_STEP mod CID_SPACE` (2^14·5^11) is one to one; and
 * below 2^21, so that `index·CID_STEP` stays exact for every index below 2^31.
 */
const CID_STEP = 2_097_151;
/** Indexes a population can have (exact arithmetic, distinct CIDs and LINE userIds). */
export const SYNTHETIC_INDEX_LIMIT = 2 ** 31;

/** MurmurHash3's finaliser: a one-to-one mix of 32 bits. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Mulberry32 from a mixed start: the random draws of one citizen. */
function drawsOf(seed: number, index: number): () => number {
  let state = mix32(mix32(seed) ^ mix32(index + 0x9e3779b9));
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const HEX_PAIRS = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));
/** 32 bits as 8 hex digits (a table: `toString(16)` of numbers past 2^31 is slow). */
const hex8 = (value: number) =>
  `${HEX_PAIRS[value >>> 24]}${HEX_PAIRS[(value >>> 16) & 255]}${HEX_PAIRS[(value >>> 8) & 255]}${HEX_PAIRS[value & 255]}`;

/** The CID of `index`: a one-to-one walk through categories 1–8, offset by the seed. */
export function syntheticCid(seed: number, index: number): string {
  const n = (index * CID_STEP + ((mix32(seed) * 997) % CID_SPACE)) % CID_SPACE;
  const twelve = `${1 + Math.floor(n / CID_BODY)}${String(n % CID_BODY).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}

/** The LINE userId of `index`: its first 32 bits are a one-to-one mix of the index. */
export function syntheticLineUserId(seed: number, index: number): string {
  const a = mix32(index ^ mix32(seed));
  const b = mix32(a ^ 0x27d4eb2f);
  const c = mix32(b + mix32(seed + 0x165667b1));
  return `U${hex8(a)}${hex8(b)}${hex8(c)}${hex8(mix32(c ^ 0x5bd1e995))}`;
}

/** The days from `first` to `last` ('YYYY-MM-DD', both included), in order. */
function daysBetween(first: number, last: number): string[] {
  const days: string[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * An instant of Bangkok's `day`, `second` seconds after its midnight there, as ISO 8601: `today`
 * is Bangkok's day, so yesterday's instants are all past, whatever the hour in UTC.
 */
function instantOf(day: string, second: number): string {
  const hours = Math.floor(second / 3600);
  const minutes = Math.floor(second / 60) % 60;
  return `${day}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[second % 60]}+07:00`;
}

/** Makes the citizens of one population: `citizenOf(index, home)`. */
export interface SyntheticPopulation {
  citizenOf(index: number, home: SyntheticHome): SyntheticCitizen;
}

/**
 * The population of `seed` as of `today` ('YYYY-MM-DD'): ages 0–95 evenly, about half each sex
 * (2 % unknown), their unit's province 85 % of the time, tags by age and sex, 90 % following
 * since a time in the last three years, 6 % unfollowed, 4 % not yet known to LINE. The days are
 * written out once, so that making a citizen formats no date.
 */
export function syntheticPopulation(seed: number, today: string): SyntheticPopulation {
  const todayTime = Date.parse(`${today}T00:00:00Z`);
  const birthDays = daysBetween(
    Date.parse(`${yearsBefore(today, AGE_YEARS)}T00:00:00Z`) + DAY_MS,
    todayTime,
  );
  // Following since one of the days before today, up to three years back.
  const followDays = daysBetween(todayTime - FOLLOW_YEARS * 365 * DAY_MS, todayTime - DAY_MS);
  const daysPerYear = 365.25;

  function citizenOf(index: number, home: SyntheticHome): SyntheticCitizen {
    if (!Number.isInteger(index) || index < 0 || index >= SYNTHETIC_INDEX_LIMIT) {
      throw new RangeError(`a synthetic citizen's index must be an integer from 0 to 2^31 - 1`);
    }
    const draw = drawsOf(seed, index);
    const birth = Math.floor(draw() * birthDays.length);
    const age = (birthDays.length - 1 - birth) / daysPerYear;

    const sexDraw = draw();
    const sex: Sex = sexDraw < 0.49 ? 'MALE' : sexDraw < 0.98 ? 'FEMALE' : 'UNKNOWN';
    const provinceId =
      draw() < 0.85 || home.provinceIds.length === 0
        ? home.provinceId
        : (home.provinceIds[Math.floor(draw() * home.provinceIds.length)] ?? home.provinceId);

    const tags: string[] = [];
    const adult = age >= 35;
    if (draw() < (adult ? 0.18 : 0.02)) tags.push(SYNTHETIC_TAGS.diabetes);
    if (draw() < (adult ? 0.3 : 0.03)) tags.push(SYNTHETIC_TAGS.hypertension);
    if (age >= 60) tags.push(SYNTHETIC_TAGS.elderly);
    if (sex === 'FEMALE' && age >= 15 && age < 45 && draw() < 0.08) {
      tags.push(SYNTHETIC_TAGS.pregnant);
    }
    if (draw() < (adult ? 0.06 : 0.005)) tags.push(SYNTHETIC_TAGS.heart);
    if (draw() < (adult ? 0.04 : 0.003)) tags.push(SYNTHETIC_TAGS.kidney);
    if (draw() < 0.02) tags.push(SYNTHETIC_TAGS.disability);
    if (age >= 20 && draw() < 0.02) tags.push(SYNTHETIC_TAGS.volunteer);
    if (draw() < 0.12) tags.push(SYNTHETIC_TAGS.fluVaccine);
    // Sorted as imports store them (a set): the same person imported again is unchanged.
    tags.sort();

    const followDraw = draw();
    const followStatus: FollowStatus =
      followDraw < 0.9 ? 'FOLLOWING' : followDraw < 0.96 ? 'UNFOLLOWED' : 'UNKNOWN';
    const known = followStatus !== 'UNKNOWN';
    // One who unfollowed followed before the last day: they unfollowed on a later one.
    const followed = Math.floor(
      draw() * (followStatus === 'UNFOLLOWED' ? followDays.length - 1 : followDays.length),
    );
    const unfollowed = followed + 1 + Math.floor(draw() * (followDays.length - followed - 1));
    const second = Math.floor(draw() * 86_400);

    return {
      cid: syntheticCid(seed, index),
      lineUserId: known ? syntheticLineUserId(seed, index) : null,
      birthDate: birthDays[birth] ?? today,
      sex,
      provinceId,
      tags,
      followStatus,
      followedAt: known ? instantOf(followDays[followed] ?? today, second) : null,
      unfollowedAt:
        followStatus === 'UNFOLLOWED'
          ? instantOf(followDays[unfollowed] ?? today, (second * 7) % 86_400)
          : null,
    };
  }
  return { citizenOf };
}
