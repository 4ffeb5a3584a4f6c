import { Type, type Static } from '@sinclair/typebox';
import { SIGN_IN_FAILURES } from './auth';
import { ROLES } from './roles';
import { USER_STATUSES } from './user-management';

/**
 * What the user-management calls answer. The API validates its answers with these schemas; the
 * types derive from them.
 */
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInstant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** A user as lists, forms and the invite dialog read them. */
export const UserRecordSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  unitId: Type.Union([Type.Integer(), Type.Null()]),
  unitName: NullableString,
  unitHcode: NullableString,
  status: Type.Union(USER_STATUSES.map((status) => Type.Literal(status))),
  /** ISO 8601, null before the first sign-in. */
  lastLoginAt: NullableInstant,
  createdAt: Type.String({ format: 'date-time' }),
  /**
   * Whether the person has taken up their invite, that is signed in (both steps: their LINE
   * account, Provider ID and invite are bound together then): only then may staff set them
   * ACTIVE (`settableUserStatuses`); until then they can always be invited again.
   */
  inviteAccepted: Type.Boolean(),
  /** While INVITED: the link's code and its end (ISO 8601); null otherwise. */
  inviteCode: NullableString,
  inviteExpiresAt: NullableInstant,
  /** Why their last sign-in attempt failed, and when (ISO 8601); null since a sign-in succeeded. */
  lastSignInFailure: Type.Union([
    ...SIGN_IN_FAILURES.map((failure) => Type.Literal(failure)),
    Type.Null(),
  ]),
  lastSignInFailureAt: NullableInstant,
});
export type UserRecord = Static<typeof UserRecordSchema>;

/**
 * `GET /api/setting/user-management/profile`: the signed-in user (spec section 3), which the
 * console stores in USER_PROFILE.
 */
export const SignedInProfileSchema = Type.Object({
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
export type SignedInProfile = Static<typeof SignedInProfileSchema>;
