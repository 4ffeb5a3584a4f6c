import { Type, type Static } from '@sinclair/typebox';
import { NAME_MAX_LENGTH, requiredText } from './field-rules';
import { ROLES } from './roles';

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
} as const;

const role = Type.Union(ROLES.map((value) => Type.Literal(value)));
const unitId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

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
    id: Type.Integer({ minimum: 1 }),
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    role,
    unitId,
    status: Type.Union(USER_STATUSES.map((value) => Type.Literal(value))),
  },
  { additionalProperties: false },
);
export type UserBody = Static<typeof UserBody>;

/** A user as lists, forms and the invite dialog read them. */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  role: (typeof ROLES)[number];
  unitId: number | null;
  unitName: string | null;
  unitHcode: string | null;
  status: UserStatus;
  /** ISO 8601, null before the first sign-in. */
  lastLoginAt: string | null;
  createdAt: string;
  /** While INVITED: the link's code and its end (ISO 8601); null otherwise. */
  inviteCode: string | null;
  inviteExpiresAt: string | null;
}
