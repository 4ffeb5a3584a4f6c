import {
  SEGMENT_CONDITION_KINDS,
  SEGMENT_CONDITION_LABELS,
  type SegmentCondition,
  type SegmentConditionKind,
} from '@hbc/contracts';
import type { ConditionDraft } from './condition-drafts';
import { AGE_CONDITION } from './conditions/age/age-condition';
import { AgeEditor } from './conditions/age/AgeEditor';
import { CID_LIST_CONDITION } from './conditions/cid-list/cid-list-condition';
import { CidListEditor } from './conditions/cid-list/CidListEditor';
import type { ConditionKindDefinition, SummaryContext } from './conditions/condition-kind';
import { FOLLOW_DATE_CONDITION } from './conditions/follow-date/follow-date-condition';
import { FollowDateEditor } from './conditions/follow-date/FollowDateEditor';
import { PROVINCE_CONDITION } from './conditions/province/province-condition';
import { ProvinceEditor } from './conditions/province/ProvinceEditor';
import { SEX_CONDITION } from './conditions/sex/sex-condition';
import { SexEditor } from './conditions/sex/SexEditor';
import { TAGS_CONDITION } from './conditions/tags/tags-condition';
import { TagsEditor } from './conditions/tags/TagsEditor';

export type ConditionKindRegistry = {
  [K in SegmentConditionKind]: ConditionKindDefinition<K>;
};

/**
 * The one table of condition kinds: the rule builder's menu and editors, the form's Yup rules,
 * the conversions to and from the contract's rules and the detail page's summary all read it.
 */
export const CONDITION_KINDS: ConditionKindRegistry = {
  AGE: { ...AGE_CONDITION, label: SEGMENT_CONDITION_LABELS.AGE, Editor: AgeEditor },
  SEX: { ...SEX_CONDITION, label: SEGMENT_CONDITION_LABELS.SEX, Editor: SexEditor },
  PROVINCE: {
    ...PROVINCE_CONDITION,
    label: SEGMENT_CONDITION_LABELS.PROVINCE,
    Editor: ProvinceEditor,
  },
  TAGS: { ...TAGS_CONDITION, label: SEGMENT_CONDITION_LABELS.TAGS, Editor: TagsEditor },
  FOLLOW_DATE: {
    ...FOLLOW_DATE_CONDITION,
    label: SEGMENT_CONDITION_LABELS.FOLLOW_DATE,
    Editor: FollowDateEditor,
  },
  CID_LIST: {
    ...CID_LIST_CONDITION,
    label: SEGMENT_CONDITION_LABELS.CID_LIST,
    Editor: CidListEditor,
  },
};

/** The kinds in the builder's menu order. */
export const CONDITION_MENU = SEGMENT_CONDITION_KINDS.map((kind) => ({
  kind,
  label: CONDITION_KINDS[kind].label,
}));

/**
 * The definition of a draft's or condition's kind, typed for that one value: TypeScript cannot
 * follow `CONDITION_KINDS[value.kind]` back to `value`'s own kind by itself.
 */
export function kindOf<K extends SegmentConditionKind>(value: {
  kind: K;
}): ConditionKindDefinition<K> {
  return CONDITION_KINDS[value.kind] as ConditionKindDefinition<K>;
}

/** The contract's condition of a draft that passed its rules. */
export function toCondition(draft: ConditionDraft): SegmentCondition {
  return kindOf(draft).toCondition(draft);
}

/** A saved condition in one Thai sentence. */
export function conditionSummary(condition: SegmentCondition, context: SummaryContext): string {
  return kindOf(condition).summary(condition, context);
}
