import * as yup from 'yup';
import {
  SEGMENT_CONDITIONS_MAX,
  SEGMENT_MATCHES,
  SEGMENT_MESSAGES,
  SEGMENT_NAME_MAX_LENGTH,
  SEGMENT_RULE_MESSAGES,
  type SegmentBody,
  type SegmentConditionKind,
  type SegmentMatch,
  type SegmentRecord,
  type SegmentRules,
} from '@hbc/contracts';
import { textRule } from '@hbc/data-screens';
import {
  newConditionKey,
  type ConditionDraft,
  type RulesDraft,
  type SegmentFormValues,
} from './condition-drafts';
import { CONDITION_KINDS, kindOf, toCondition } from './condition-kinds';
import { CONDITION_MESSAGES } from './condition-messages';

/** A new condition of `kind`, as the builder adds it. */
export function newCondition(kind: SegmentConditionKind): ConditionDraft {
  return { ...CONDITION_KINDS[kind].create(), key: newConditionKey() } as ConditionDraft;
}

/** Each condition by its kind's rules. */
const conditionsRule = () =>
  yup
    .array(
      yup.lazy(
        (draft: ConditionDraft) => kindOf(draft).schema,
      ) as unknown as yup.Schema<ConditionDraft>,
    )
    .defined()
    .max(SEGMENT_CONDITIONS_MAX, CONDITION_MESSAGES.conditionsTooMany(SEGMENT_CONDITIONS_MAX));

const matchRule = () => yup.string<SegmentMatch>().oneOf(SEGMENT_MATCHES).defined();

/** Rules the API can count: every condition complete (none at all counts the whole unit). */
export const countableRulesSchema = yup.object({
  match: matchRule(),
  conditions: conditionsRule(),
});

/** The segment form's rules: a name, and rules with at least one condition. */
export const segmentFormSchema = yup.object({
  name: textRule(SEGMENT_NAME_MAX_LENGTH, SEGMENT_MESSAGES.nameRequired),
  rules: yup.object({
    match: matchRule(),
    conditions: conditionsRule().min(1, SEGMENT_RULE_MESSAGES.noConditions),
  }),
});

/** The contract's rules of a draft that passed its rules. */
export function toSegmentRules(draft: RulesDraft): SegmentRules {
  return { match: draft.match, conditions: draft.conditions.map(toCondition) };
}

/** The rules to count as the builder stands, or null while a condition is incomplete. */
export function countableRules(draft: RulesDraft): SegmentRules | null {
  return countableRulesSchema.isValidSync(draft) ? toSegmentRules(draft) : null;
}

/** `POST /api/segment` and `PUT /api/segment/{id}`'s body. */
export function toSegmentBody(values: SegmentFormValues): SegmentBody {
  return { name: values.name, rules: toSegmentRules(values.rules) };
}

/** A saved segment in the form. */
export function toFormValues(segment: Pick<SegmentRecord, 'name' | 'rules'>): SegmentFormValues {
  return {
    name: segment.name,
    rules: {
      match: segment.rules.match,
      conditions: segment.rules.conditions.map(
        (condition) =>
          ({
            ...kindOf(condition).fromCondition(condition),
            key: newConditionKey(),
          }) as ConditionDraft,
      ),
    },
  };
}
