import { ROUTES, type Role } from '@hbc/contracts';
import type { MenuGroup, MenuItem, MenuLink } from './menu-items';

const healthUnits: MenuLink = {
  label: 'หน่วยบริการ',
  icon: 'healthCenter',
  path: ROUTES.healthCenter,
};
const unitDetail: MenuLink = {
  label: 'ข้อมูลหน่วยบริการ',
  icon: 'unitDetail',
  path: ROUTES.healthCenterDetail,
};
const broadcastList: MenuLink = { label: 'บรอดแคสต์', icon: 'broadcast', path: ROUTES.broadcast };
const segments: MenuLink = { label: 'กลุ่มเป้าหมาย', icon: 'segment', path: ROUTES.segment };
const report: MenuLink = { label: 'รายงาน', icon: 'report', path: ROUTES.report };
const templates: MenuLink = {
  label: 'เทมเพลตข้อความ',
  icon: 'template',
  path: ROUTES.template,
};
const permissions: MenuLink = { label: 'จัดการสิทธิ์', icon: 'user', path: ROUTES.user };
const testers: MenuLink = { label: 'ผู้ทดสอบ', icon: 'tester', path: ROUTES.tester };
const citizenDeliveries: MenuLink = {
  label: 'ตรวจสอบการส่งถึงประชาชน',
  icon: 'citizenDelivery',
  path: ROUTES.citizenDeliveries,
};
const approvals: MenuLink = {
  label: 'บรอดแคสต์รออนุมัติ',
  icon: 'approval',
  path: ROUTES.approval,
  badge: 'approvalsWaiting',
};
const approvalSetting: MenuLink = {
  label: 'เกณฑ์การอนุมัติ',
  icon: 'approvalSetting',
  path: ROUTES.approvalSetting,
};
const sendPolicy: MenuLink = {
  label: 'นโยบายการส่ง',
  icon: 'sendPolicy',
  path: ROUTES.sendPolicy,
};
const usageLog: MenuLink = {
  label: 'ประวัติการใช้งาน',
  icon: 'activityLog',
  path: ROUTES.activityLog,
};

const dashboardGroup: MenuGroup = {
  label: 'แดชบอร์ด',
  icon: 'dashboard',
  children: [
    { label: 'ภาพรวม', icon: 'overview', path: ROUTES.dashboard },
    { label: 'รายงานการส่งข้อความ', icon: 'report', path: ROUTES.report },
  ],
};

const broadcastGroup: MenuGroup = {
  label: 'บรอดแคสต์',
  icon: 'broadcast',
  children: [
    { label: 'รายการบรอดแคสต์', icon: 'broadcastList', path: ROUTES.broadcast },
    { label: 'สร้างบรอดแคสต์', icon: 'broadcastCreate', path: ROUTES.broadcastForm },
    templates,
    { label: 'ลิงก์ติดตาม', icon: 'trackingUrl', path: ROUTES.trackingUrl },
  ],
};

function settingsGroup(children: readonly MenuLink[]): MenuGroup {
  return { label: 'ตั้งค่า', icon: 'settings', children };
}

/** The menus of spec section 2 ("Menus by role"). */
const MENUS: Record<Role, readonly MenuItem[]> = {
  SUPER_ADMIN: [
    healthUnits,
    dashboardGroup,
    approvals,
    templates,
    settingsGroup([
      { label: 'จำกัดการส่ง CID', icon: 'excludeCid', path: ROUTES.excludeCid },
      permissions,
      testers,
      { label: 'ตรวจรายชื่อผู้ติดตาม', icon: 'followerSync', path: ROUTES.followerSync },
      citizenDeliveries,
      approvalSetting,
      sendPolicy,
      usageLog,
    ]),
  ],
  ADMIN_LV1: [
    unitDetail,
    broadcastList,
    approvals,
    segments,
    report,
    settingsGroup([permissions, testers, citizenDeliveries, usageLog]),
  ],
  ADMIN_LV2: [unitDetail, broadcastList, segments, report],
  ADMIN_LV3: [unitDetail, broadcastGroup, segments],
};

/** The side menu of a role; any role the console does not know gets an empty menu. */
export function menuForRole(role: string): MenuItem[] {
  return Object.hasOwn(MENUS, role) ? [...MENUS[role as Role]] : [];
}

/** Every link of a menu, groups flattened, in menu order. */
export function menuLinks(items: readonly MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (item.children ? [...item.children] : [item]));
}

/** The first screen of a role's menu, or null when the role has no menu. */
export function firstPathForRole(role: string): string | null {
  return menuLinks(menuForRole(role))[0]?.path ?? null;
}

/**
 * The link to highlight for a location: the one whose path is the longest prefix of it
 * (so /broadcast/detail lights up the broadcast list and /broadcast/form the create link).
 */
export function activeMenuPath(items: readonly MenuItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of menuLinks(items)) {
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
