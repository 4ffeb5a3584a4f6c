import {
  ROLES,
  SIGN_IN_FAILURES,
  USER_STATUSES,
  type ActivityLogListAnswer,
  type ActivityLogRecord,
  type LoginResponse,
  type UserRecord,
} from '@hbc/contracts';
import type { ProfileData } from '@hbc/api-clients';
import {
  arrayOf,
  boolean,
  instant,
  integer,
  nullable,
  object,
  oneOf,
  optional,
  string,
  type Check,
} from '../support/shape';

export const loginResponse: Check<LoginResponse> = object<LoginResponse>({
  message: string,
  access_token: optional(string),
});

export const profileData: Check<ProfileData> = object<ProfileData>({
  role: string,
  first_name: string,
  last_name: string,
  last_login: nullable(instant),
  hospital_name: nullable(string),
  hospital_logo: nullable(string),
  status: optional(string),
  message: optional(string),
  refresh_token: optional(string),
  service_unit_name: optional(nullable(string)),
});

export const userRecord: Check<UserRecord> = object<UserRecord>({
  id: integer,
  firstName: string,
  lastName: string,
  role: oneOf(ROLES),
  unitId: nullable(integer),
  unitName: nullable(string),
  unitHcode: nullable(string),
  status: oneOf(USER_STATUSES),
  lastLoginAt: nullable(instant),
  createdAt: instant,
  inviteAccepted: boolean,
  inviteCode: nullable(string),
  inviteExpiresAt: nullable(instant),
  lastSignInFailure: nullable(oneOf(SIGN_IN_FAILURES)),
  lastSignInFailureAt: nullable(instant),
});

const activityLogRecord = object<ActivityLogRecord>({
  id: integer,
  createdAt: instant,
  userId: nullable(integer),
  actorName: nullable(string),
  role: nullable(oneOf(ROLES)),
  unitId: nullable(integer),
  unitName: nullable(string),
  action: string,
  menu: string,
  subject: string,
  description: string,
  ip: nullable(string),
});

export const activityLogList: Check<ActivityLogListAnswer> = object<ActivityLogListAnswer>({
  message: oneOf(['SUCCESS'] as const),
  data: arrayOf(activityLogRecord),
  total: integer,
  totalIsLowerBound: boolean,
});
