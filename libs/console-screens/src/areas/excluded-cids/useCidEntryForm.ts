import * as yup from 'yup';
import { addCid } from '@hbc/api-clients';
import {
  CID_MESSAGES,
  CID_REASON_MAX_LENGTH,
  cidProblem,
  EXCLUDED_CID_MESSAGES,
  normaliseCid,
  ROUTES,
  type ExcludedCidRecord,
} from '@hbc/contracts';
import { textRule } from '@hbc/data-screens';
import { defineForm } from '../../resources/define-resource';
import { useResourceForm } from '../../resources/useResourceForm';

export const CID_ENTRY_TEXT = { saved: 'เพิ่ม CID ในรายการจำกัดการส่งแล้ว' } as const;

export interface CidEntryValues {
  /** As typed: dashes and spaces between the groups are allowed. */
  cid: string;
  reason: string;
}

const NEW_ENTRY: CidEntryValues = { cid: '', reason: '' };

/** The CID rule of `@hbc/contracts` with its Thai message for each problem. */
export const cidRule = yup.string().test('cid', (value, context) => {
  const problem = cidProblem(value ?? '');
  return problem === null || context.createError({ message: CID_MESSAGES[problem] });
});

export const cidEntrySchema = yup.object({
  cid: cidRule,
  reason: textRule(CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES.reasonRequired),
});

/**
 * Adding one CID with its reason (`POST /api/setting/cid`); the API's 400 and 409 land on the
 * fields (a CID already listed), and a saved CID leads back to the list. The CID is sent as its
 * 13 digits and kept nowhere else.
 */
export const EXCLUDED_CID_FORM = defineForm<CidEntryValues, never, ExcludedCidRecord>({
  path: ROUTES.excludeCidForm,
  list: ROUTES.excludeCid,
  empty: NEW_ENTRY,
  schema: cidEntrySchema,
  create: (values) => addCid({ cid: normaliseCid(values.cid), reason: values.reason }),
  savedMessage: CID_ENTRY_TEXT.saved,
});

export function useCidEntryForm() {
  const { form, back } = useResourceForm(EXCLUDED_CID_FORM, { id: null });
  return { form, toList: back };
}
