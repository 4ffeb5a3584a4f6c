import { ROLE_LABELS, USER_STATUS_LABELS } from '@hbc/contracts';
import type { ExportColumn } from '../../export';
import { USER_LOG } from './user-activity';
import type { UserRecordRow } from './user-record';

/** The columns of the user export. Invite codes are never exported: a link is for its person. */
export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserRecordRow>[] = [
  { header: 'ชื่อ', value: (user) => user.firstName, width: 20 },
  { header: 'นามสกุล', value: (user) => user.lastName, width: 20 },
  { header: 'บทบาท', value: (user) => ROLE_LABELS[user.role], width: 14 },
  { header: 'รหัสหน่วยบริการ', value: (user) => user.unitHcode, width: 16 },
  { header: 'หน่วยบริการ', value: (user) => user.unitName, width: 36 },
  { header: 'สถานะ', value: (user) => USER_STATUS_LABELS[user.status], width: 16 },
  { header: 'เข้าสู่ระบบล่าสุด', value: (user) => user.lastLoginAt, width: 18 },
  { header: 'วันที่สร้าง', value: (user) => user.createdAt, width: 18 },
];

export const USER_EXPORT_FILE = { ascii: 'users', thai: 'ผู้ใช้งาน' };

export const USER_EXPORT_LOG = { menu: USER_LOG.menu, subject: 'ผู้ใช้งาน' };
