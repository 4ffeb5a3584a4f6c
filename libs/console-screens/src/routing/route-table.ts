import { ROUTES, type RoutePath } from '@hbc/contracts';

export interface ScreenEntry {
  path: RoutePath;
  /** Thai title of the screen. */
  title: string;
  /** The screen one level up, for breadcrumbs. */
  parent?: RoutePath;
}

/** Sign-in screens: open without a profile, shown without the console layout. */
export const SIGN_IN_SCREENS: readonly ScreenEntry[] = [
  { path: ROUTES.lineLogin, title: 'เข้าสู่ระบบ' },
  { path: ROUTES.providerLogin, title: 'เข้าสู่ระบบด้วย Provider ID' },
  { path: ROUTES.providerLoginDup, title: 'บัญชีนี้มีอยู่ในระบบแล้ว' },
  { path: ROUTES.providerLoginError, title: 'เข้าสู่ระบบไม่สำเร็จ' },
  { path: ROUTES.home, title: 'หน้าแรก' },
  { path: ROUTES.invite, title: 'คำเชิญเข้าใช้งานระบบ' },
];

/** Screens of the signed-in console (spec section 2, from /health-center onward). */
export const CONSOLE_SCREENS: readonly ScreenEntry[] = [
  { path: ROUTES.healthCenter, title: 'เขตสุขภาพ' },
  { path: ROUTES.healthCenterDetail, title: 'ข้อมูลหน่วยบริการ' },
  { path: ROUTES.province, title: 'รายชื่อจังหวัด', parent: ROUTES.healthCenter },
  { path: ROUTES.provinceForm, title: 'ข้อมูลจังหวัด', parent: ROUTES.province },
  { path: ROUTES.unit, title: 'รายชื่อหน่วยบริการ', parent: ROUTES.province },
  { path: ROUTES.unitForm, title: 'ข้อมูลหน่วยบริการ', parent: ROUTES.unit },
  { path: ROUTES.excludeCid, title: 'จำกัดการส่ง CID' },
  { path: ROUTES.excludeCidForm, title: 'เพิ่ม CID ที่จำกัดการส่ง', parent: ROUTES.excludeCid },
  { path: ROUTES.user, title: 'จัดการสิทธิ์' },
  { path: ROUTES.userForm, title: 'ข้อมูลผู้ใช้งาน', parent: ROUTES.user },
  { path: ROUTES.activityLog, title: 'ประวัติการใช้งาน' },
  { path: ROUTES.tester, title: 'ผู้ทดสอบ' },
  { path: ROUTES.testerForm, title: 'เพิ่มผู้ทดสอบ', parent: ROUTES.tester },
  { path: ROUTES.followerSync, title: 'ตรวจรายชื่อผู้ติดตาม' },
  { path: ROUTES.citizenDeliveries, title: 'ตรวจสอบการส่งถึงประชาชน' },
  { path: ROUTES.broadcast, title: 'รายการบรอดแคสต์' },
  { path: ROUTES.broadcastForm, title: 'สร้างบรอดแคสต์', parent: ROUTES.broadcast },
  { path: ROUTES.broadcastDetail, title: 'รายละเอียดบรอดแคสต์', parent: ROUTES.broadcast },
  { path: ROUTES.approval, title: 'บรอดแคสต์รออนุมัติ' },
  { path: ROUTES.approvalReview, title: 'ตรวจบรอดแคสต์ก่อนอนุมัติ', parent: ROUTES.approval },
  { path: ROUTES.approvalSetting, title: 'เกณฑ์การอนุมัติ' },
  { path: ROUTES.sendPolicy, title: 'นโยบายการส่ง' },
  { path: ROUTES.template, title: 'เทมเพลตข้อความ' },
  { path: ROUTES.templateForm, title: 'ข้อมูลเทมเพลตข้อความ', parent: ROUTES.template },
  { path: ROUTES.trackingUrl, title: 'ลิงก์ติดตาม' },
  { path: ROUTES.trackingUrlForm, title: 'ข้อมูลลิงก์ติดตาม', parent: ROUTES.trackingUrl },
  { path: ROUTES.segment, title: 'กลุ่มเป้าหมาย' },
  { path: ROUTES.segmentDetail, title: 'รายละเอียดกลุ่มเป้าหมาย', parent: ROUTES.segment },
  { path: ROUTES.segmentForm, title: 'ข้อมูลกลุ่มเป้าหมาย', parent: ROUTES.segment },
  { path: ROUTES.report, title: 'รายงานการส่งข้อความ' },
  { path: ROUTES.dashboard, title: 'ภาพรวม' },
];

const BY_PATH = new Map<string, ScreenEntry>(
  [...SIGN_IN_SCREENS, ...CONSOLE_SCREENS].map((entry) => [entry.path, entry]),
);

export function screenFor(path: string): ScreenEntry | undefined {
  return BY_PATH.get(path);
}

/** The screens from the top of the trail down to `path` itself; empty for an unknown path. */
export function screenTrail(path: string): ScreenEntry[] {
  const trail: ScreenEntry[] = [];
  for (
    let entry = screenFor(path);
    entry;
    entry = entry.parent ? screenFor(entry.parent) : undefined
  ) {
    trail.unshift(entry);
  }
  return trail;
}
