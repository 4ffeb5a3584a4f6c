import * as yup from 'yup';
import { SEX_LABELS, SEXES, type Sex } from '@hbc/contracts';
import { CONDITION_MESSAGES } from '../../condition-messages';
import type { ConditionKindModel } from '../condition-kind';

/** The sexes in the contracts' order, whatever order they were ticked in. */
export const inSexOrder = (sexes: readonly Sex[]): Sex[] =>
  SEXES.filter((sex) => sexes.includes(sex));

/** One or more sexes. */
export const SEX_CONDITION: ConditionKindModel<'SEX'> = {
  kind: 'SEX',
  create: () => ({ kind: 'SEX', sexes: [] }),
  fromCondition: (condition) => ({ kind: 'SEX', sexes: inSexOrder(condition.sexes) }),
  toCondition: (draft) => ({ kind: 'SEX', sexes: inSexOrder(draft.sexes) }),
  schema: yup.object({
    sexes: yup
      .array(yup.string<Sex>().oneOf(SEXES).defined())
      .defined()
      .min(1, CONDITION_MESSAGES.sexRequired),
  }),
  summary: (condition) =>
    `เพศ: ${inSexOrder(condition.sexes)
      .map((sex) => SEX_LABELS[sex])
      .join(', ')}`,
};
