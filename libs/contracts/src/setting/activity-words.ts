/**
 * The menus and actions the API writes into the activity log, by meaning. The API's entries use
 * these words, and the activity log screen offers them as its menu and action filter choices
 * (any other text may still be typed: the console writes entries of its own).
 */
export const ACTIVITY_MENU = {
  signIn: 'เข้าสู่ระบบ',
  healthCenter: 'หน่วยบริการ',
  users: 'จัดการสิทธิ์',
  excludedCid: 'จำกัดการส่ง CID',
  activityLog: 'ประวัติการใช้งาน',
  upload: 'อัพโหลดไฟล์',
  segment: 'กลุ่มเป้าหมาย',
  citizen: 'ข้อมูลประชาชน',
  broadcast: 'บรอดแคสต์',
  trackingUrl: 'ลิงก์ติดตาม',
  template: 'เทมเพลตข้อความ',
  report: 'รายงาน',
  tester: 'ผู้ทดสอบ',
  followerSync: 'ตรวจรายชื่อผู้ติดตาม',
  citizenDelivery: 'ตรวจสอบการส่งถึงประชาชน',
  /** The approval threshold of large sends (Super Admin). */
  approvalSetting: 'ตั้งค่าการอนุมัติการส่ง',
  sendPolicy: 'นโยบายการส่ง',
} as const;

export const ACTIVITY_ACTION = {
  signIn: 'เข้าสู่ระบบ',
  signInFailed: 'เข้าสู่ระบบไม่สำเร็จ',
  signOut: 'ออกจากระบบ',
  create: 'เพิ่ม',
  update: 'แก้ไข',
  delete: 'ลบ',
  invite: 'ออกลิงก์คำเชิญ',
  disable: 'ปิดใช้งาน',
  enable: 'เปิดใช้งาน',
  upload: 'อัพโหลดไฟล์',
  export: 'ส่งออกข้อมูล',
  import: 'นำเข้าข้อมูล',
  reveal: 'ดู CID แบบเต็ม',
  /** A look-up by CID (the CID itself is logged masked). */
  lookUp: 'ค้นหาด้วย CID',
  schedule: 'ตั้งเวลาส่ง',
  send: 'ส่ง',
  testSend: 'ส่งทดสอบ',
  cancel: 'ยกเลิก',
  retry: 'ส่งซ้ำ',
  /** A send that waits for a second person's approval, and its outcomes. */
  requestApproval: 'ขออนุมัติ',
  approve: 'อนุมัติ',
  reject: 'ไม่อนุมัติ',
  withdrawApproval: 'ถอนคำขออนุมัติ',
  /** A check of the followers against LINE's list. */
  check: 'ตรวจสอบ',
  /** A status the sending reached by itself (the system is the actor). */
  statusChange: 'เปลี่ยนสถานะ',
} as const;

/** Each word once, in the order above. */
const distinct = (words: Record<string, string>): readonly string[] => [
  ...new Set(Object.values(words)),
];

/** The known menus: the activity log's menu filter choices. */
export const ACTIVITY_MENUS: readonly string[] = distinct(ACTIVITY_MENU);

/** The known actions: the activity log's action filter choices. */
export const ACTIVITY_ACTIONS: readonly string[] = distinct(ACTIVITY_ACTION);
