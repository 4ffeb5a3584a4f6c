import * as yup from 'yup';
import { AGE_MAX } from '@hbc/contracts';
import type { AgeDraft } from '../../condition-drafts';
import { CONDITION_MESSAGES } from '../../condition-messages';
import { contractRules, type ConditionKindModel } from '../condition-kind';

/** An age as typed: digits only, at most AGE_MAX; empty is no bound (Formik validates '' as undefined). */
const ageText = yup
  .string()
  .test(
    'age',
    CONDITION_MESSAGES.ageRange,
    (text) => !text || (/^\d{1,3}$/.test(text) && Number(text) <= AGE_MAX),
  );

const bound = (text: string | undefined) => (text ? Number(text) : undefined);

function toCondition(draft: AgeDraft) {
  const min = bound(draft.min);
  const max = bound(draft.max);
  return {
    kind: 'AGE' as const,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

/** Age in completed years, from a minimum, to a maximum, or both. */
export const AGE_CONDITION: ConditionKindModel<'AGE'> = {
  kind: 'AGE',
  create: () => ({ kind: 'AGE', min: '', max: '' }),
  fromCondition: (condition) => ({
    kind: 'AGE',
    min: condition.min === undefined ? '' : String(condition.min),
    max: condition.max === undefined ? '' : String(condition.max),
  }),
  toCondition,
  schema: yup.object({ min: ageText, max: ageText }).test(contractRules(toCondition)),
  summary: ({ min, max }) => {
    if (min !== undefined && max !== undefined) return `อายุ ${min}–${max} ปี`;
    if (min !== undefined) return `อายุ ${min} ปีขึ้นไป`;
    return `อายุไม่เกิน ${max ?? AGE_MAX} ปี`;
  },
};
