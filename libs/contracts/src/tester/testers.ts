import { Type, type Static } from '@sinclair/typebox';
import { requiredText, rowId } from '../field-rules';
import { NAME_MAX_LENGTH } from '../field-messages';
import { type ListQuery } from '../list-query';
import { listQuerySchema } from '../list-query-schema';
import { CID_INPUT_MAX_LENGTH } from '../setting/excluded-cids';

/**
 * Testers: LINE accounts of people who follow the programme's account, kept per unit, that a
 * broadcast's test send may go to. Added by their CID (the citizen found by its keyed hash) or
 * by a one-time code they send to the account in a chat.
 */
export const TESTER_SOURCES = ['CID', 'CODE'] as const;
export type TesterSource = (typeof TESTER_SOURCES)[number];

export const TESTER_SOURCE_LABELS: Record<TesterSource, string> = {
  CID: 'เลขประจำตัวประชาชน',
  CODE: 'รหัสครั้งเดียว',
};

/** Digits of a one-time code. */
export const TESTER_CODE_LENGTH = 6;
export const TESTER_CODE_PATTERN = /^[0-9]{6}$/;
/** A one-time code not sent within this time is no longer accepted. */
export const TESTER_CODE_LIFETIME_MINUTES = 10;
/** Most testers one test send may go to. */
export const TEST_SEND_MAX_TESTERS = 10;

export const TESTER_MESSAGES = {
  notFollowing: 'ไม่พบผู้ติดตามบัญชี LINE ที่มีเลขประจำตัวประชาชนนี้',
  alreadyTester: 'ผู้ทดสอบนี้อยู่ในรายชื่อแล้ว',
  unitRequired: 'กรุณาเลือกหน่วยบริการ',
  notOfUnit: 'ผู้ทดสอบที่เลือกไม่ได้อยู่ในหน่วยบริการของบรอดแคสต์นี้',
  tooManyTesters: `ส่งทดสอบได้ครั้งละไม่เกิน ${TEST_SEND_MAX_TESTERS} คน`,
  noRecipient: 'กรุณาเลือกผู้รับการส่งทดสอบอย่างน้อย 1 คน',
  codeGone: 'ไม่พบรหัสนี้ (หมดอายุหรือใช้ไปแล้ว)',
} as const;

/** Super Admin names the unit; a unit's staff leave it out (their own unit). */
const unitId = Type.Optional(rowId());
const name = requiredText(NAME_MAX_LENGTH);

/** `POST /api/setting/tester`: a tester by CID (checked with `cidProblem`). */
export const NewTesterBody = Type.Object(
  { unitId, name, cid: Type.String({ maxLength: CID_INPUT_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type NewTesterBody = Static<typeof NewTesterBody>;

/** `PUT /api/setting/tester/{id}`: a new name. */
export const TesterNameBody = Type.Object({ name }, { additionalProperties: false });
export type TesterNameBody = Static<typeof TesterNameBody>;

/** `POST /api/setting/tester/code`: a one-time code for a tester of this name. */
export const NewTesterCodeBody = Type.Object({ unitId, name }, { additionalProperties: false });
export type NewTesterCodeBody = Static<typeof NewTesterCodeBody>;

/** `POST /api/broadcast/{id}/test`: to whom; no body at all is the staff member's own account. */
export const BroadcastTestSendBody = Type.Object(
  {
    testerIds: Type.Optional(Type.Array(rowId(), { uniqueItems: true })),
    toSelf: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BroadcastTestSendBody = Static<typeof BroadcastTestSendBody>;

export const TESTER_SORT_FIELDS = ['name', 'createdAt'] as const;
export type TesterSortField = (typeof TESTER_SORT_FIELDS)[number];

/**
 * `POST /api/setting/tester/list`: a unit's testers, searched by name. Super Admin names the unit
 * (`filters.unitId`, required for them); a unit's staff read their own unit.
 */
export const TESTER_LIST_DECLARATION = { sort: TESTER_SORT_FIELDS, filters: { unitId: rowId() } };
export const TesterListBody = listQuerySchema(TESTER_LIST_DECLARATION);
export interface TesterFilters {
  unitId: number;
}
export type TesterListQuery = ListQuery<TesterSortField, TesterFilters>;
