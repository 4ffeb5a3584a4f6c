import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import { TESTER_SOURCES } from './testers';

/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });

/** A tester as the list answers it: the LINE userId masked, never in full. */
export const TesterRecordSchema = Type.Object({
  id: Type.Integer(),
  unitId: Type.Integer(),
  name: Type.String(),
  /** 'U1234…cdef' */
  lineUserIdMasked: Type.String(),
  addedVia: stringEnum(TESTER_SOURCES),
  /** Whether the citizen of that LINE account still follows the programme's account. */
  following: Type.Boolean(),
  createdAt: Instant,
});
export type TesterRecord = Static<typeof TesterRecordSchema>;

/** `POST /api/setting/tester/code`: the code to send, and until when. */
export const TesterCodeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  expiresAt: Instant,
});
export type TesterCode = Static<typeof TesterCodeSchema>;

/**
 * `GET /api/setting/tester/code/{id}`: WAITING while the code is live, USED once the tester sent
 * it (with the tester made), EXPIRED when its time ran out (or it was cancelled).
 */
export const TESTER_CODE_STATES = ['WAITING', 'USED', 'EXPIRED'] as const;
export type TesterCodeState = (typeof TESTER_CODE_STATES)[number];
export const TesterCodeStatusSchema = Type.Object({
  state: stringEnum(TESTER_CODE_STATES),
  tester: Type.Union([TesterRecordSchema, Type.Null()]),
});
export type TesterCodeStatus = Static<typeof TesterCodeStatusSchema>;

/** One recipient of a test send: the tester's name (or the staff member's own), masked account. */
export const TestRecipientSchema = Type.Object({
  name: Type.String(),
  lineUserIdMasked: Type.String(),
});
export type TestRecipient = Static<typeof TestRecipientSchema>;

/** A recipient of a test send LINE did not take it for, with why (in Thai, LINE's words after). */
export const TestFailureSchema = Type.Object({
  name: Type.String(),
  lineUserIdMasked: Type.String(),
  reason: Type.String(),
});
export type TestFailure = Static<typeof TestFailureSchema>;
