import * as yup from 'yup';
import { PROVINCE_CODE_MAX, PROVINCE_CODE_MIN } from '@hbc/contracts';
import { CONDITION_MESSAGES } from '../../condition-messages';
import type { ConditionKindModel } from '../condition-kind';

/** Most provinces one condition names: every province of the country. */
const PROVINCES_MAX = 77;

/** Living in one of the chosen provinces. */
export const PROVINCE_CONDITION: ConditionKindModel<'PROVINCE'> = {
  kind: 'PROVINCE',
  create: () => ({ kind: 'PROVINCE', provinceIds: [] }),
  fromCondition: (condition) => ({ kind: 'PROVINCE', provinceIds: [...condition.provinceIds] }),
  toCondition: (draft) => ({ kind: 'PROVINCE', provinceIds: [...draft.provinceIds] }),
  schema: yup.object({
    provinceIds: yup
      .array(yup.number().integer().min(PROVINCE_CODE_MIN).max(PROVINCE_CODE_MAX).defined())
      .defined()
      .min(1, CONDITION_MESSAGES.provinceRequired)
      .max(PROVINCES_MAX),
  }),
  summary: (condition, { provinceName }) =>
    `จังหวัด: ${condition.provinceIds.map(provinceName).join(', ')}`,
};

/** How a province without a known name is shown: by its official code. */
export const provinceCodeText = (id: number) => `จังหวัดรหัส ${id}`;
