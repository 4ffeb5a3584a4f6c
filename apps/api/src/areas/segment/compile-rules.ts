import { birthDateBounds, type SegmentCondition, type SegmentRules } from '@hbc/contracts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../cid/excluded-hashes';
import { citizen, segmentCidListItem } from '../../db/schema';
import { bangkokDayStart, nextDay } from './bangkok-day';

/**
 * Bounds on the birth date (`birthDateBounds`): a range the covering index reads in order. A
 * citizen without a birth date has no age, so never matches (`<=`/`>` are never true of NULL).
 */
function ageCondition(condition: { min?: number; max?: number }, today: string): SQL {
  const { bornOnOrBefore, bornAfter } = birthDateBounds(condition, today);
  const bounds = [
    bornOnOrBefore === undefined ? undefined : sql`${citizen.birthDate} <= ${bornOnOrBefore}::date`,
    bornAfter === undefined ? undefined : sql`${citizen.birthDate} > ${bornAfter}::date`,
  ].filter((bound): bound is SQL => bound !== undefined);
  // The rules' own checks refuse an age range with neither end; read it as "has an age".
  return and(...bounds) ?? sql`${citizen.birthDate} is not null`;
}

/** Started following on Bangkok days `from`–`to` inclusive: instants, so the index compares them. */
function followDateCondition(condition: { from?: string; to?: string }): SQL {
  const { from, to } = condition;
  const bounds = [
    from === undefined
      ? undefined
      : sql`${citizen.followedAt} >= ${bangkokDayStart(from)}::timestamptz`,
    to === undefined
      ? undefined
      : sql`${citizen.followedAt} < ${bangkokDayStart(nextDay(to))}::timestamptz`,
  ].filter((bound): bound is SQL => bound !== undefined);
  return and(...bounds) ?? sql`${citizen.followedAt} is not null`;
}

/** One condition over `citizen`, every value a bind parameter. */
export function compileCondition(condition: SegmentCondition, today: string): SQL {
  switch (condition.kind) {
    case 'AGE':
      return ageCondition(condition, today);
    case 'SEX':
      return sql`${citizen.sex} = any(${textArray(condition.sexes)})`;
    case 'PROVINCE':
      return sql`${citizen.provinceId} = any(${sql.param(condition.provinceIds)}::smallint[])`;
    case 'TAGS':
      return condition.match === 'ALL'
        ? sql`${citizen.tags} @> ${textArray(condition.tags)}`
        : sql`${citizen.tags} && ${textArray(condition.tags)}`;
    case 'FOLLOW_DATE':
      return followDateCondition(condition);
    case 'CID_LIST':
      // The only condition that reads the CID hash, which the covering index does not carry.
      return sql`${citizen.cidHash} in (select ${segmentCidListItem.cidHash} from ${segmentCidListItem} where ${segmentCidListItem.listId} = ${condition.listId}::uuid)`;
  }
}

/**
 * A segment's rules as a condition over `citizen` (Drizzle SQL, every value a bind parameter:
 * the client never sends SQL). `today` ('YYYY-MM-DD', Bangkok) is the day ages are counted on.
 * All (`ALL`) or any (`ANY`) of the conditions; no condition at all is every citizen.
 */
export function compileRules(rules: SegmentRules, today: string): SQL {
  const conditions = rules.conditions.map((condition) => compileCondition(condition, today));
  const combined = rules.match === 'ALL' ? and(...conditions) : or(...conditions);
  return combined ?? sql`true`;
}
