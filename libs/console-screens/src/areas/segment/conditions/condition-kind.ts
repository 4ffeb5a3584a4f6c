import type { ComponentType } from 'react';
import * as yup from 'yup';
import {
  segmentRulesProblems,
  type SegmentCondition,
  type SegmentConditionKind,
} from '@hbc/contracts';
import type { DraftFields, DraftOf } from '../condition-drafts';

export type ConditionOf<K extends SegmentConditionKind> = Extract<SegmentCondition, { kind: K }>;

/** What a summary needs beyond the condition: names of the things it holds ids of. */
export interface SummaryContext {
  /** The Thai name of a province by its code. */
  provinceName: (id: number) => string;
}

/** The half of a condition kind that is no screen: its draft, its rules, its words. */
export interface ConditionKindModel<K extends SegmentConditionKind> {
  kind: K;
  /** A new condition of the kind, as the builder adds it. */
  create: () => DraftFields<K>;
  /** A saved condition, to edit. */
  fromCondition: (condition: ConditionOf<K>) => DraftFields<K>;
  /** The contract's condition of a draft that passed `schema`. */
  toCondition: (draft: DraftOf<K>) => ConditionOf<K>;
  /** Yup rules of the draft, with Thai messages on its fields. */
  schema: yup.AnyObjectSchema;
  /** The condition in one Thai sentence, for the detail page. */
  summary: (condition: ConditionOf<K>, context: SummaryContext) => string;
}

export interface ConditionEditorProps {
  /** Where the condition is in the form's values, such as 'rules.conditions.2'. */
  name: string;
}

/** Everything about one condition kind: its model and the editor the builder shows for it. */
export interface ConditionKindDefinition<
  K extends SegmentConditionKind,
> extends ConditionKindModel<K> {
  /** Thai name of the kind: the builder's menu entry and the condition's heading. */
  label: string;
  Editor: ComponentType<ConditionEditorProps>;
}

/**
 * The Yup test of the rules the contracts check beyond their schema (`segmentRulesProblems`: an
 * age or date range with neither end or reversed, a day that does not exist), each problem on the
 * draft's field it names: the form and the API say the same, from one rule.
 */
export function contractRules<K extends SegmentConditionKind>(
  toCondition: (draft: DraftOf<K>) => ConditionOf<K>,
) {
  return {
    name: 'segment-rules',
    test(draft: unknown, context: yup.TestContext) {
      const problems = segmentRulesProblems({
        match: 'ALL',
        conditions: [toCondition(draft as DraftOf<K>)],
      });
      if (problems.length === 0) return true;
      return new yup.ValidationError(
        problems.map((problem) =>
          context.createError({
            path: `${context.path}.${problem.path.replace(/^\/conditions\/0\//, '').replace(/\//g, '.')}`,
            message: problem.message,
          }),
        ),
      );
    },
  };
}
