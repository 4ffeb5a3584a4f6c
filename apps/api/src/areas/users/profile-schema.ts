import { ROLES } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { USER_STATUSES } from '../../db/schema';
import { Success } from '../../schemas/envelope';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The signed-in user's profile (spec section 3), stored by the console in USER_PROFILE. */
export const ProfileData = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  /** ISO 8601 instant of the sign-in before this session's, or null on the first. */
  last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The user's unit; null for Super Admin. */
  hospital_name: NullableString,
  hospital_logo: NullableString,
  service_unit_name: NullableString,
  status: Type.Union(USER_STATUSES.map((status) => Type.Literal(status))),
});

export const ProfileBody = Success(ProfileData);
