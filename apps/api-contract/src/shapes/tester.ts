import {
  TESTER_CODE_STATES,
  TESTER_SOURCES,
  type TesterCode,
  type TesterCodeStatus,
  type TesterRecord,
} from '@hbc/contracts';
import {
  boolean,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  string,
  type Check,
} from '../support/shape';

export const testerRecord: Check<TesterRecord> = object<TesterRecord>({
  id: integer,
  unitId: integer,
  name: string,
  lineUserIdMasked: string,
  addedVia: oneOf(TESTER_SOURCES),
  following: boolean,
  createdAt: instant,
});

export const testerCode: Check<TesterCode> = object<TesterCode>({
  id: integer,
  code: string,
  expiresAt: instant,
});

export const testerCodeStatus: Check<TesterCodeStatus> = object<TesterCodeStatus>({
  state: oneOf(TESTER_CODE_STATES),
  tester: nullable(testerRecord),
});
