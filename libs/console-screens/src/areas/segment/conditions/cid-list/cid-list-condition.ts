import * as yup from 'yup';
import { SEGMENT_CONDITION_LABELS } from '@hbc/contracts';
import { CONDITION_MESSAGES } from '../../condition-messages';
import type { ConditionKindModel } from '../condition-kind';

/** The CID is on a list uploaded for the segment (matched by its hash on the API). */
export const CID_LIST_CONDITION: ConditionKindModel<'CID_LIST'> = {
  kind: 'CID_LIST',
  create: () => ({ kind: 'CID_LIST', listId: null, list: null }),
  fromCondition: (condition) => ({ kind: 'CID_LIST', listId: condition.listId, list: null }),
  toCondition: (draft) => ({ kind: 'CID_LIST', listId: draft.listId ?? '' }),
  schema: yup.object({
    listId: yup.string().nullable().required(CONDITION_MESSAGES.cidListRequired),
  }),
  summary: () => `อยู่ใน${SEGMENT_CONDITION_LABELS.CID_LIST}ที่อัปโหลด`,
};
