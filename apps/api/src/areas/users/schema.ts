import {
  ROLES,
  SIGN_IN_FAILURES,
  USER_STATUSES,
  NewUserBody as NewUserFields,
  UserBody as UserFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export { UserListBody } from '@hbc/contracts';
/** A user's names are free text. */
export const NewUserBody = withFreeText(NewUserFields, 'firstName', 'lastName');
export const UserBody = withFreeText(UserFields, 'firstName', 'lastName');

/** `{id}` of the user routes: a row id, so never above PostgreSQL's `integer`. */
export const UserIdParams = IdParams;

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInstant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** `UserRecord` of `@hbc/contracts`, as the API answers it. */
export const UserRecordSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  unitId: Type.Union([Type.Integer(), Type.Null()]),
  unitName: NullableString,
  unitHcode: NullableString,
  status: Type.Union(USER_STATUSES.map((status) => Type.Literal(status))),
  lastLoginAt: NullableInstant,
  createdAt: Type.String({ format: 'date-time' }),
  inviteAccepted: Type.Boolean(),
  inviteCode: NullableString,
  inviteExpiresAt: NullableInstant,
  lastSignInFailure: Type.Union([
    ...SIGN_IN_FAILURES.map((failure) => Type.Literal(failure)),
    Type.Null(),
  ]),
  lastSignInFailureAt: NullableInstant,
});

export const UserAnswer = Success(UserRecordSchema);
export const UserListAnswer = listAnswer(UserRecordSchema);
export const UserDeletedAnswer = Success(Type.Null());
