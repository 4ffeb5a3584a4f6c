import * as yup from 'yup';
import {
  NewUserBody,
  USER_MESSAGES,
  USER_STATUSES,
  type Role,
  type UserBody,
  type UserRecord,
  type UserStatus,
} from '@hbc/contracts';
import { choiceRule, idRule, ruleFromSchema } from '@hbc/data-screens';

/** What the user form edits. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  role: Role | null;
  /** Null for Super Admin, who belongs to no unit. */
  unitId: number | null;
  /** Edited only for an existing user; a new one is INVITED. */
  status: UserStatus;
}

export const NEW_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  role: null,
  unitId: null,
  status: 'INVITED',
};

/** Super Admin belongs to no unit; every other role to one. */
export const needsUnit = (role: Role | null) => role !== 'SUPER_ADMIN';

/** The form's rules: the names' straight from the API's contract, the roles `viewer` may give. */
export function userFormSchema(roles: readonly Role[]) {
  return yup.object({
    firstName: ruleFromSchema(NewUserBody.properties.firstName, USER_MESSAGES.firstNameRequired),
    lastName: ruleFromSchema(NewUserBody.properties.lastName, USER_MESSAGES.lastNameRequired),
    role: choiceRule(roles, USER_MESSAGES.roleRequired),
    unitId: yup
      .number()
      .nullable()
      .when('role', ([role]: (Role | null)[]) =>
        needsUnit(role ?? null) ? idRule(USER_MESSAGES.unitRequired) : yup.number().nullable(),
      ),
    status: choiceRule(USER_STATUSES),
  });
}

export function toFormValues(user: UserRecord): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    unitId: user.unitId,
    status: user.status,
  };
}

/** The values the form sent, past its rules: a role is always chosen. */
function chosenRole(values: UserFormValues): Role {
  if (values.role === null) throw new Error('The user form was sent without a role');
  return values.role;
}

/** `POST /api/setting/user-management`'s body: no unit for a Super Admin. */
export function toNewUserBody(values: UserFormValues): NewUserBody {
  const role = chosenRole(values);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    role,
    unitId: needsUnit(role) ? values.unitId : null,
  };
}

/** `PUT /api/setting/user-management/{id}`'s body, the id aside (the call adds it). */
export function toUserBody(values: UserFormValues): Omit<UserBody, 'id'> {
  return { ...toNewUserBody(values), status: values.status };
}
