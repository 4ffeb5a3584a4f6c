import { Type, type Static } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from './field-messages';
import { requiredText, rowId } from './field-rules';
import { type ListQuery } from './list-query';
import { listQuerySchema } from './list-query-schema';
import { ROLES, type Role } from './roles';

/** Stored as text with a CHECK constraint, so adding a value is a one-line migration. */
export const USER_STATUSES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  INVITED: 'รอตอบรับคำเชิญ',
  ACTIVE: 'ใช้งาน',
  DISABLED: 'ปิดใช้งาน',
};

/** How long an invite link stays valid after it is issued. */
export const INVITE_LIFETIME_DAYS = 7;
export const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const USER_MESSAGES = {
  firstNameRequired: 'กรุณากรอกชื่อ',
  lastNameRequired: 'กรุณากรอกนามสกุล',
  roleRequired: 'กรุณาเลือกบทบาท',
  unitRequired: 'กรุณาเลือกหน่วยบริการ',
  unitNotForSuperAdmin: 'Super Admin ไม่สังกัดหน่วยบริการ',
  unitUnknown: 'ไม่พบหน่วยบริการนี้',
  roleNotAllowed: 'ไม่มีสิทธิ์กำหนดบทบาทนี้',
  unitNotAllowed: 'ไม่มีสิทธิ์ย้ายผู้ใช้งานไปหน่วยบริการอื่น',
  idMismatch: 'รหัสผู้ใช้งานไม่ตรงกับที่อยู่',
  deleteSelf: 'ไม่สามารถลบบัญชีของตนเองได้',
  disableSelf: 'ไม่สามารถปิดใช้งานบัญชีของตนเองได้',
  lastSuperAdmin: 'ไม่สามารถลบหรือปิดใช้งาน Super Admin คนสุดท้ายที่ใช้งานอยู่ได้',
  inviteOnlyWhileInvited: 'ออกลิงก์คำเชิญได้เฉพาะผู้ใช้งานที่ยังไม่ได้ตอบรับคำเชิญ',
  activeNeedsInvite: 'ผู้ใช้งานจะเริ่มใช้งานได้เมื่อตอบรับคำเชิญแล้วเท่านั้น',
  inviteAlreadyAccepted: 'ผู้ใช้งานนี้ตอบรับคำเชิญแล้ว เลือกได้เฉพาะใช้งานหรือปิดใช้งาน',
  inUse: 'ไม่สามารถลบผู้ใช้งานนี้ได้ เนื่องจากมีข้อมูลที่ผู้ใช้งานนี้สร้างหรือแก้ไขไว้ในระบบ กรุณาปิดใช้งานแทน',
} as const;

/**
 * The statuses staff may set a user to. A user still waiting for their invite (INVITED, or
 * DISABLED before accepting it) becomes ACTIVE only by using it: staff may disable them and put
 * them back to INVITED. A user who has accepted is ACTIVE or DISABLED. `acceptedInvite`: the
 * user has signed in (which is when an invite is used).
 */
export function settableUserStatuses(
  status: UserStatus,
  acceptedInvite: boolean,
): readonly UserStatus[] {
  const waitsForInvite = status === 'INVITED' || (status === 'DISABLED' && !acceptedInvite);
  return waitsForInvite ? ['INVITED', 'DISABLED'] : ['ACTIVE', 'DISABLED'];
}

const role = Type.Union(ROLES.map((value) => Type.Literal(value)));
const status = Type.Union(USER_STATUSES.map((value) => Type.Literal(value)));
const unitId = Type.Union([rowId(), Type.Null()]);

/** `POST /api/setting/user-management`: a new user, INVITED, with a fresh invite link. */
export const NewUserBody = Type.Object(
  {
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    role,
    /** Null for Super Admin, required for every other role. */
    unitId,
  },
  { additionalProperties: false },
);
export type NewUserBody = Static<typeof NewUserBody>;

/**
 * `PUT /api/setting/user-management/{id}`: the id again (it must match the path), the details,
 * and the status staff may set (an INVITED user stays INVITED until the invite is used).
 */
export const UserBody = Type.Object(
  {
    id: rowId(),
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    role,
    unitId,
    status,
  },
  { additionalProperties: false },
);
export type UserBody = Static<typeof UserBody>;

/** Columns the user list sorts by; `name` is first name, then last name. */
export const USER_SORT_FIELDS = [
  'name',
  'role',
  'status',
  'unitName',
  'lastLoginAt',
  'createdAt',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * What the user list (`POST /api/setting/user-management/list`) and any export of it take:
 * search by first name, last name (or both, "first last") or the unit's hcode; filter by role,
 * status and unit. An Admin LV1 sees only the users of their own unit, whatever the filters say.
 */
export const USER_LIST_DECLARATION = {
  sort: USER_SORT_FIELDS,
  filters: { role, status, unitId: rowId() },
};

export const UserListBody = listQuerySchema(USER_LIST_DECLARATION);
export interface UserListFilters {
  role: Role;
  status: UserStatus;
  unitId: number;
}
export type UserListQuery = ListQuery<UserSortField, UserListFilters>;
