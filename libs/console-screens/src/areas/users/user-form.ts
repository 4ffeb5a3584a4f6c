import { createUser, deleteUser, getUser, updateUser } from '@hbc/api-clients';
import { ROLES, ROUTES, type UserRecord } from '@hbc/contracts';
import { defineForm } from '../../resources/define-resource';
import { withPermissionText } from './user-call-errors';
import { fullName } from './user-choices';
import {
  NEW_USER,
  toFormValues,
  toNewUserBody,
  toUserBody,
  userFormSchema,
  type UserFormValues,
} from './user-form-values';

/**
 * /setting/user/form: a new user or the user of `?id=`; a refusal to the signed-in role says
 * 'ไม่มีสิทธิ์ดำเนินการนี้'. The rules here allow every role; the screen narrows them to the
 * roles the signed-in admin may give.
 */
export const USER_FORM = defineForm<UserFormValues, UserRecord, UserRecord>({
  path: ROUTES.userForm,
  list: ROUTES.user,
  empty: NEW_USER,
  schema: userFormSchema(ROLES),
  read: getUser,
  toValues: toFormValues,
  create: (values) => withPermissionText(createUser(toNewUserBody(values))),
  update: (id, values) => withPermissionText(updateUser(id, toUserBody(values))),
  remove: (id) => withPermissionText(deleteUser(id)),
  nameOf: (_values, user) => (user ? fullName(user) : ''),
  deletion: {
    button: 'ลบผู้ใช้งาน',
    title: 'ลบผู้ใช้งาน',
    message: (name) => `ต้องการลบผู้ใช้งาน ${name} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
    confirm: 'ลบ',
    deleted: 'ลบผู้ใช้งานแล้ว',
    failed: 'ลบผู้ใช้งานไม่สำเร็จ',
  },
});
