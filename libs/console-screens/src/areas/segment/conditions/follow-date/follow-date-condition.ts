import * as yup from 'yup';
import { formatThaiDate } from '@hbc/contracts';
import type { FollowDateDraft } from '../../condition-drafts';
import { contractRules, type ConditionKindModel } from '../condition-kind';

function toCondition(draft: FollowDateDraft) {
  return {
    kind: 'FOLLOW_DATE' as const,
    ...(draft.from === null ? {} : { from: draft.from }),
    ...(draft.to === null ? {} : { to: draft.to }),
  };
}

const day = () => yup.string().nullable().defined();

/** Started following the programme's LINE account on a day of a range (either end open). */
export const FOLLOW_DATE_CONDITION: ConditionKindModel<'FOLLOW_DATE'> = {
  kind: 'FOLLOW_DATE',
  create: () => ({ kind: 'FOLLOW_DATE', from: null, to: null }),
  fromCondition: (condition) => ({
    kind: 'FOLLOW_DATE',
    from: condition.from ?? null,
    to: condition.to ?? null,
  }),
  toCondition,
  schema: yup.object({ from: day(), to: day() }).test(contractRules(toCondition)),
  summary: ({ from, to }) => {
    if (from !== undefined && to !== undefined) {
      return `เริ่มติดตามระหว่างวันที่ ${formatThaiDate(from)} ถึง ${formatThaiDate(to)}`;
    }
    if (from !== undefined) return `เริ่มติดตามตั้งแต่วันที่ ${formatThaiDate(from)}`;
    return `เริ่มติดตามถึงวันที่ ${formatThaiDate(to)}`;
  },
};
