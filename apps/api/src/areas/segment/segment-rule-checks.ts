import {
  SEGMENT_RULE_MESSAGES,
  segmentRulesProblems,
  type SegmentRules,
  type ValidationIssue,
} from '@hbc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { province, segmentCidList } from '../../db/schema';

/** The JSON pointer of the rules in every body that carries them. */
const RULES_PATH = '/rules';

/** What the rules name, as the activity log describes them. */
export interface RuleNames {
  provinces: ReadonlyMap<number, string>;
  cidLists: ReadonlyMap<string, { fileName: string; size: number }>;
}

export interface RuleCheck {
  issues: ValidationIssue[];
  names: RuleNames;
}

const provinceIdsOf = (rules: SegmentRules) =>
  rules.conditions.flatMap((condition) =>
    condition.kind === 'PROVINCE' ? condition.provinceIds : [],
  );
const listIdsOf = (rules: SegmentRules) =>
  rules.conditions.flatMap((condition) =>
    condition.kind === 'CID_LIST' ? [condition.listId] : [],
  );

/**
 * The provinces and CID lists `rules` name (any number of rule sets: a change's before and after),
 * read with `for key share` so that, inside a transaction, none is deleted before it ends. Only
 * unit `unitId`'s lists are found.
 */
export async function ruleNamesOf(
  db: Database,
  unitId: number,
  ...ruleSets: SegmentRules[]
): Promise<RuleNames> {
  const provinceIds = [...new Set(ruleSets.flatMap(provinceIdsOf))];
  const listIds = [...new Set(ruleSets.flatMap(listIdsOf))];
  const provinces =
    provinceIds.length === 0
      ? []
      : await db
          .select({ id: province.id, name: province.nameTh })
          .from(province)
          .where(inArray(province.id, provinceIds))
          .for('key share');
  const lists =
    listIds.length === 0
      ? []
      : await db
          .select({
            id: segmentCidList.id,
            fileName: segmentCidList.fileName,
            size: segmentCidList.size,
          })
          .from(segmentCidList)
          .where(and(inArray(segmentCidList.id, listIds), eq(segmentCidList.unitId, unitId)))
          .for('key share');
  return {
    provinces: new Map(provinces.map((row) => [row.id, row.name])),
    cidLists: new Map(lists.map(({ id, ...list }) => [id, list])),
  };
}

/**
 * What is wrong with rules that passed their schema, at their paths in the body (`/rules/...`):
 * `segmentRulesProblems`; no condition, when `requireCondition` (a saved segment); a province
 * that does not exist; a CID list that is not unit `unitId`'s (another unit's is as unknown as
 * one that never was, or one purged). Also answers the names of what the rules name.
 */
export async function checkSegmentRules(
  db: Database,
  unitId: number,
  rules: SegmentRules,
  options: { requireCondition: boolean },
): Promise<RuleCheck> {
  const issues: ValidationIssue[] = segmentRulesProblems(rules, RULES_PATH);
  if (options.requireCondition && rules.conditions.length === 0) {
    issues.push({ path: `${RULES_PATH}/conditions`, message: SEGMENT_RULE_MESSAGES.noConditions });
  }
  const names = await ruleNamesOf(db, unitId, rules);
  rules.conditions.forEach((condition, index) => {
    const at = `${RULES_PATH}/conditions/${index}`;
    if (condition.kind === 'PROVINCE') {
      condition.provinceIds.forEach((id, position) => {
        if (!names.provinces.has(id)) {
          issues.push({
            path: `${at}/provinceIds/${position}`,
            message: SEGMENT_RULE_MESSAGES.unknownProvince,
          });
        }
      });
    }
    if (condition.kind === 'CID_LIST' && !names.cidLists.has(condition.listId)) {
      issues.push({ path: `${at}/listId`, message: SEGMENT_RULE_MESSAGES.unknownCidList });
    }
  });
  return { issues, names };
}
