import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  INVITE_LIFETIME_DAYS,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  type ActivityLogEntry,
  type Role,
  type UserStatus,
} from '@hbc/contracts';

/** The activity log's words for managing staff users (staff read them in the activity log). */
export const USER_LOG = {
  menu: ACTIVITY_MENU.users,
  actions: {
    create: ACTIVITY_ACTION.create,
    update: ACTIVITY_ACTION.update,
    delete: ACTIVITY_ACTION.delete,
    invite: ACTIVITY_ACTION.invite,
    disable: ACTIVITY_ACTION.disable,
    enable: ACTIVITY_ACTION.enable,
  },
} as const;

/** A unit as the log names it. */
export interface LoggedUnit {
  name: string;
  hcode: string;
}

/** A user as the log describes them (never with their invite code). */
export interface LoggedUser {
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
  unit: LoggedUnit | null;
}

/** The subject of every entry: the user's name. */
export const userSubject = (user: Pick<LoggedUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`;

/** An entry of the user-management menu about `user`. */
export const userEntry = (
  action: string,
  user: Pick<LoggedUser, 'firstName' | 'lastName'>,
  description: string,
): ActivityLogEntry => ({ action, menu: USER_LOG.menu, subject: userSubject(user), description });

const unitText = (unit: LoggedUnit | null) =>
  unit ? `${unit.name} (${unit.hcode})` : 'ไม่สังกัดหน่วยบริการ';

const INVITE_TEXT = `ออกลิงก์คำเชิญใช้ได้ครั้งเดียว อายุ ${INVITE_LIFETIME_DAYS} วัน`;

const details = (user: LoggedUser) =>
  `บทบาท ${ROLE_LABELS[user.role]}, หน่วยบริการ ${unitText(user.unit)}`;

export function describeNewUser(user: LoggedUser): string {
  return `เพิ่มผู้ใช้งาน ${details(user)}, ${INVITE_TEXT}`;
}

export function describeDeletedUser(user: LoggedUser): string {
  return `ลบผู้ใช้งาน ${details(user)}, สถานะ ${USER_STATUS_LABELS[user.status]}`;
}

/** What changed from `before` to `after`, one "field: old → new" each; empty when nothing did. */
export function userChanges(before: LoggedUser, after: LoggedUser): string[] {
  const change = (label: string, from: string, to: string) =>
    from === to ? [] : [`${label}: ${from} → ${to}`];
  return [
    ...change('ชื่อ', before.firstName, after.firstName),
    ...change('นามสกุล', before.lastName, after.lastName),
    ...change('บทบาท', ROLE_LABELS[before.role], ROLE_LABELS[after.role]),
    ...change('หน่วยบริการ', unitText(before.unit), unitText(after.unit)),
    ...change('สถานะ', USER_STATUS_LABELS[before.status], USER_STATUS_LABELS[after.status]),
  ];
}

/** The action of an edit: disabling or enabling when the status turns so, else an edit. */
export function updateAction(before: UserStatus, after: UserStatus): string {
  if (after === 'DISABLED' && before !== 'DISABLED') return USER_LOG.actions.disable;
  if (before === 'DISABLED' && after !== 'DISABLED') return USER_LOG.actions.enable;
  return USER_LOG.actions.update;
}

/** An edit's description: its changes, and the sign-ins it ended. */
export function describeUpdate(changes: readonly string[], endedSessions: number): string {
  const ended = endedSessions > 0 ? [`ยกเลิกการเข้าสู่ระบบที่เปิดอยู่ ${endedSessions} รายการ`] : [];
  return [...changes, ...ended].join(', ');
}

/** What a re-issue cleared of a sign-in that stopped half-way. */
export interface ClearedSignIn {
  /** A LINE account was bound to the user, and is no longer. */
  freedLine: boolean;
  /** Sign-ins still open that it ended. */
  endedSignIns: number;
}

export function describeReissuedInvite(previous: UserStatus, cleared: ClearedSignIn): string {
  const status =
    previous === 'INVITED'
      ? []
      : [`สถานะ: ${USER_STATUS_LABELS[previous]} → ${USER_STATUS_LABELS.INVITED}`];
  const line = cleared.freedLine ? ['ยกเลิกการผูกบัญชีไลน์ที่ยังเข้าสู่ระบบไม่สำเร็จ'] : [];
  const ended =
    cleared.endedSignIns > 0 ? [`ยกเลิกการเข้าสู่ระบบที่ค้างอยู่ ${cleared.endedSignIns} รายการ`] : [];
  return [`${INVITE_TEXT} ลิงก์เดิมใช้ไม่ได้อีก`, ...status, ...line, ...ended].join(', ');
}
