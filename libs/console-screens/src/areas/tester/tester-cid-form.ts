import * as yup from 'yup';
import { addTesterByCid } from '@hbc/api-clients';
import { NAME_MAX_LENGTH, normaliseCid, ROUTES, type TesterRecord } from '@hbc/contracts';
import { textRule } from '@hbc/data-screens';
import { defineForm } from '../../resources/define-resource';
import { cidRule } from '../excluded-cids/useCidEntryForm';

export const TESTER_CID_TEXT = { saved: 'เพิ่มผู้ทดสอบแล้ว' } as const;

export interface TesterCidValues {
  /** Super Admin's chosen unit; null for a unit's staff (their own). */
  unitId: number | null;
  name: string;
  /** As typed: dashes and spaces between the groups are allowed. */
  cid: string;
}

/**
 * A tester by CID (`POST /api/setting/tester`): the CID checked as typed (its check digit), sent
 * as its 13 digits and kept nowhere; the API's 400 (not a follower) and 409 (already a tester)
 * land on the CID field.
 */
export const TESTER_CID_FORM = defineForm<TesterCidValues, never, TesterRecord>({
  path: ROUTES.testerForm,
  list: ROUTES.tester,
  empty: { unitId: null, name: '', cid: '' },
  schema: yup.object({ name: textRule(NAME_MAX_LENGTH), cid: cidRule }),
  create: ({ unitId, name, cid }) =>
    addTesterByCid({ ...(unitId === null ? {} : { unitId }), name, cid: normaliseCid(cid) }),
  savedMessage: TESTER_CID_TEXT.saved,
});
