import type { Role } from './roles';

/**
 * Seeded demo identities, shared by the sandbox (which signs them in through its LINE Login and
 * Health ID / Provider ID stand-ins) and the API's demo seed (which creates the matching users).
 * Pure data: every value here is fictional.
 */

/** Status of an `app_user` row (architecture section 3). */
export type DemoUserStatus = 'INVITED' | 'ACTIVE' | 'DISABLED';

/** A health unit the demo identities belong to. */
export interface DemoUnit {
  /** 5-digit hospital code. */
  hcode: string;
  name_th: string;
  /** Province code from shared/data/provinces.csv. */
  provinceCode: string;
}

/** One affiliation as Provider ID reports it in `organization[]`. */
export interface DemoOrganization {
  hcode: string;
  hname_th: string;
  position: string;
}

/** The person's LINE account. */
export interface DemoLineAccount {
  /** 'U' followed by 32 lowercase hex characters; stable across runs. */
  userId: string;
  displayName: string;
  /** Path of the avatar the sandbox serves; the picture URL is the sandbox public URL + this path. */
  picturePath: string;
  statusMessage: string;
}

/** The person's MOPH Health ID account and, when they are a registered provider, their Provider ID. */
export interface DemoProviderAccount {
  /** Health ID `account_id` (also reported by Provider ID). */
  healthAccountId: string;
  /** Provider ID `provider_id`, or null for a Health ID holder who is not a registered provider. */
  providerId: string | null;
  /** SHA-256 of the (fictional) citizen ID, lowercase hex, as Provider ID reports `hash_cid`. */
  hashCid: string;
  title_th: string;
  firstname_th: string;
  lastname_th: string;
  title_en: string;
  firstname_en: string;
  lastname_en: string;
  organizations: DemoOrganization[];
}

/** Whether and how the API's demo seed creates a user for the identity. */
export interface DemoUser {
  role: Role;
  /** hcode of the user's unit; null for Super Admin. */
  unitHcode: string | null;
  status: DemoUserStatus;
  /**
   * Single-use invite code of an INVITED user. The invited user's LINE account and provider
   * identity are not bound yet: they are bound when the person signs in with this code.
   */
  inviteCode: string | null;
  /** Whether the seed binds the LINE userId and provider identity to the user row. */
  bound: boolean;
}

export interface DemoIdentity {
  /** Short slug; the sandbox accepts it as `login_hint`. */
  id: string;
  /** Thai display name (title, first and last name). */
  displayName: string;
  /** Short Thai note on what the identity demonstrates. */
  purpose: string;
  /** Null for a person who has accounts but no user in the console. */
  user: DemoUser | null;
  line: DemoLineAccount | null;
  provider: DemoProviderAccount | null;
}

export const DEMO_HOSPITAL: DemoUnit = {
  hcode: '10669',
  name_th: 'โรงพยาบาลศูนย์สาธิต',
  provinceCode: '40',
};

/** A second unit, home of the identity that has no user. */
export const DEMO_COMMUNITY_HOSPITAL: DemoUnit = {
  hcode: '10670',
  name_th: 'โรงพยาบาลชุมชนสาธิต',
  provinceCode: '40',
};

export const DEMO_UNITS: readonly DemoUnit[] = [DEMO_HOSPITAL, DEMO_COMMUNITY_HOSPITAL];

/**
 * A unit the demo data does NOT create: a Super Admin creates it in the console and staffs it by
 * invitation, and the two identities below (Provider ID affiliated with it) accept the invites.
 */
export const DEMO_NEW_UNIT: DemoUnit = {
  hcode: '98765',
  name_th: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต',
  provinceCode: '40',
};

/** Invite code of the pending invite. */
export const DEMO_INVITE_CODE = 'DEMO-INVITE-LV3';

const CENTRAL_OFFICE: DemoOrganization = {
  hcode: '99901',
  hname_th: 'สำนักงานโครงการสื่อสารสุขภาพ ส่วนกลาง',
  position: 'นักวิชาการคอมพิวเตอร์ชำนาญการ',
};

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    id: 'super-admin',
    displayName: 'นางสาวศศิธร วงศ์สวัสดิ์',
    purpose: 'ผู้ดูแลระบบส่วนกลาง (Super Admin)',
    user: { role: 'SUPER_ADMIN', unitHcode: null, status: 'ACTIVE', inviteCode: null, bound: true },
    line: {
      userId: 'Uf5ac06aaeae9a75a751d530d93a219de',
      displayName: 'Sasithorn W.',
      picturePath: '/sandbox/avatar/super-admin.png',
      statusMessage: 'ส่วนกลาง',
    },
    provider: {
      healthAccountId: '1600000001',
      providerId: 'PV66000000001',
      hashCid: '863bf98a2e2c1354b500c96f12bf163568b586ba281abe151b04e4039113b209',
      title_th: 'นางสาว',
      firstname_th: 'ศศิธร',
      lastname_th: 'วงศ์สวัสดิ์',
      title_en: 'Miss',
      firstname_en: 'Sasithorn',
      lastname_en: 'Wongsawat',
      organizations: [CENTRAL_OFFICE],
    },
  },
  {
    id: 'admin-lv1',
    displayName: 'นายแพทย์ธนกร ศรีสุข',
    purpose: 'ผู้ดูแลหน่วยบริการ (Admin LV1)',
    user: {
      role: 'ADMIN_LV1',
      unitHcode: DEMO_HOSPITAL.hcode,
      status: 'ACTIVE',
      inviteCode: null,
      bound: true,
    },
    line: {
      userId: 'U15e4b4cb23023ef7828614f345f98064',
      displayName: 'หมอธนกร',
      picturePath: '/sandbox/avatar/admin-lv1.png',
      statusMessage: 'โรงพยาบาลศูนย์สาธิต',
    },
    provider: {
      healthAccountId: '1600000002',
      providerId: 'PV66000000002',
      hashCid: '986ca71a4f4bae8e193cce8d96e9c43ee354bf814f486346bbd0adb665001047',
      title_th: 'นายแพทย์',
      firstname_th: 'ธนกร',
      lastname_th: 'ศรีสุข',
      title_en: 'Dr.',
      firstname_en: 'Thanakorn',
      lastname_en: 'Srisuk',
      organizations: [
        {
          hcode: DEMO_HOSPITAL.hcode,
          hname_th: DEMO_HOSPITAL.name_th,
          position: 'นายแพทย์ชำนาญการพิเศษ',
        },
      ],
    },
  },
  {
    id: 'admin-lv2',
    displayName: 'นางพรทิพย์ แก้วมณี',
    purpose: 'ผู้ดูรายงานของหน่วยบริการ (Admin LV2)',
    user: {
      role: 'ADMIN_LV2',
      unitHcode: DEMO_HOSPITAL.hcode,
      status: 'ACTIVE',
      inviteCode: null,
      bound: true,
    },
    line: {
      userId: 'U1b6b6a28a0340291c3dd9d6bf5836bd5',
      displayName: 'Pornthip',
      picturePath: '/sandbox/avatar/admin-lv2.png',
      statusMessage: 'งานการพยาบาล',
    },
    provider: {
      healthAccountId: '1600000003',
      providerId: 'PV66000000003',
      hashCid: 'b8d66377cd78642b51b63d042fe7fb85178833d5a3addc67c390ca69607836d6',
      title_th: 'นาง',
      firstname_th: 'พรทิพย์',
      lastname_th: 'แก้วมณี',
      title_en: 'Mrs.',
      firstname_en: 'Pornthip',
      lastname_en: 'Kaewmanee',
      organizations: [
        {
          hcode: DEMO_HOSPITAL.hcode,
          hname_th: DEMO_HOSPITAL.name_th,
          position: 'พยาบาลวิชาชีพชำนาญการ',
        },
      ],
    },
  },
  {
    id: 'admin-lv3',
    displayName: 'นายกิตติพงษ์ บุญมา',
    purpose: 'ผู้สร้างบรอดแคสต์ของหน่วยบริการ (Admin LV3)',
    user: {
      role: 'ADMIN_LV3',
      unitHcode: DEMO_HOSPITAL.hcode,
      status: 'ACTIVE',
      inviteCode: null,
      bound: true,
    },
    line: {
      userId: 'Ubd54c6bf14920965144842f70af1884d',
      displayName: 'Kittipong B.',
      picturePath: '/sandbox/avatar/admin-lv3.png',
      statusMessage: 'งานสุขศึกษา',
    },
    provider: {
      healthAccountId: '1600000004',
      providerId: 'PV66000000004',
      hashCid: '76d83be5e44d2f18c2b1e55cec78ec2f901180e25d3f16baa562a58801fac59d',
      title_th: 'นาย',
      firstname_th: 'กิตติพงษ์',
      lastname_th: 'บุญมา',
      title_en: 'Mr.',
      firstname_en: 'Kittipong',
      lastname_en: 'Boonma',
      organizations: [
        {
          hcode: DEMO_HOSPITAL.hcode,
          hname_th: DEMO_HOSPITAL.name_th,
          position: 'นักวิชาการสาธารณสุขชำนาญการ',
        },
      ],
    },
  },
  {
    id: 'disabled-user',
    displayName: 'นางสุดารัตน์ ทองดี',
    purpose: 'ผู้ใช้ที่ถูกระงับการใช้งาน',
    user: {
      role: 'ADMIN_LV2',
      unitHcode: DEMO_HOSPITAL.hcode,
      status: 'DISABLED',
      inviteCode: null,
      bound: true,
    },
    line: {
      userId: 'U82999e25a4b7596bb0bd594b82796d4b',
      displayName: 'Sudarat',
      picturePath: '/sandbox/avatar/disabled-user.png',
      statusMessage: 'งานเวชระเบียน',
    },
    provider: {
      healthAccountId: '1600000005',
      providerId: 'PV66000000005',
      hashCid: 'cbd13095a755797e50baf05d39a566c897c454c4003514c8b6116baeaf2b1ad1',
      title_th: 'นาง',
      firstname_th: 'สุดารัตน์',
      lastname_th: 'ทองดี',
      title_en: 'Mrs.',
      firstname_en: 'Sudarat',
      lastname_en: 'Thongdee',
      organizations: [
        {
          hcode: DEMO_HOSPITAL.hcode,
          hname_th: DEMO_HOSPITAL.name_th,
          position: 'เจ้าพนักงานเวชสถิติชำนาญงาน',
        },
      ],
    },
  },
  {
    id: 'invited-lv3',
    displayName: 'นางสาวณัฐธิดา ใจงาม',
    purpose: 'ได้รับคำเชิญเป็น Admin LV3 แต่ยังไม่เคยเข้าสู่ระบบ',
    user: {
      role: 'ADMIN_LV3',
      unitHcode: DEMO_HOSPITAL.hcode,
      status: 'INVITED',
      inviteCode: DEMO_INVITE_CODE,
      bound: false,
    },
    line: {
      userId: 'Ua7ae762ef9fb9ba3bc7b95c5302b3e28',
      displayName: 'Natthida',
      picturePath: '/sandbox/avatar/invited-lv3.png',
      statusMessage: 'เจ้าหน้าที่ใหม่',
    },
    provider: {
      healthAccountId: '1600000006',
      providerId: 'PV66000000006',
      hashCid: '9100aa39d85087272561c442d5593e06d3e83e400c800cd3dafea94b06d5aa57',
      title_th: 'นางสาว',
      firstname_th: 'ณัฐธิดา',
      lastname_th: 'ใจงาม',
      title_en: 'Miss',
      firstname_en: 'Natthida',
      lastname_en: 'Jaingam',
      organizations: [
        {
          hcode: DEMO_HOSPITAL.hcode,
          hname_th: DEMO_HOSPITAL.name_th,
          position: 'นักวิชาการสาธารณสุขปฏิบัติการ',
        },
      ],
    },
  },
  {
    id: 'no-user',
    displayName: 'นายวีระพงษ์ มั่นคง',
    purpose: 'มีบัญชีไลน์และ Provider ID แต่ไม่มีผู้ใช้ในระบบ',
    user: null,
    line: {
      userId: 'Uca9b1c5da7f3923b1bbfd2d8d586856d',
      displayName: 'Weerapong M.',
      picturePath: '/sandbox/avatar/no-user.png',
      statusMessage: 'ห้องยา',
    },
    provider: {
      healthAccountId: '1600000007',
      providerId: 'PV66000000007',
      hashCid: 'c30853a6973630339a230546e5d8bf6166435e00d8c08d48ed9c26b33e9d38f8',
      title_th: 'นาย',
      firstname_th: 'วีระพงษ์',
      lastname_th: 'มั่นคง',
      title_en: 'Mr.',
      firstname_en: 'Weerapong',
      lastname_en: 'Mankong',
      organizations: [
        {
          hcode: DEMO_COMMUNITY_HOSPITAL.hcode,
          hname_th: DEMO_COMMUNITY_HOSPITAL.name_th,
          position: 'เภสัชกรชำนาญการ',
        },
      ],
    },
  },
  {
    id: 'not-provider',
    displayName: 'นายประเสริฐ ดีใจ',
    purpose: 'มีบัญชีไลน์และ Health ID แต่ไม่ได้ลงทะเบียน Provider ID',
    user: null,
    line: {
      userId: 'Uc8196e39ba787b24f1cc86d52f242f89',
      displayName: 'Prasert',
      picturePath: '/sandbox/avatar/not-provider.png',
      statusMessage: 'ประชาชนทั่วไป',
    },
    provider: {
      healthAccountId: '1600000008',
      providerId: null,
      hashCid: '1581b157049f3d16491733646d67ff71dde412ab2a8dba66370fefa22ff687ff',
      title_th: 'นาย',
      firstname_th: 'ประเสริฐ',
      lastname_th: 'ดีใจ',
      title_en: 'Mr.',
      firstname_en: 'Prasert',
      lastname_en: 'Deejai',
      organizations: [],
    },
  },
  {
    id: 'new-lv1',
    displayName: 'นางสาวพิมพ์ชนก ศรีสุข',
    purpose: 'เจ้าหน้าที่หน่วยบริการใหม่ ยังไม่มีผู้ใช้ในระบบ (รับคำเชิญเป็น Admin LV1)',
    user: null,
    line: {
      userId: 'U1e6f0a2b3c4d5e6f708192a3b4c5d6e7',
      displayName: 'Pimchanok',
      picturePath: '/sandbox/avatar/new-lv1.png',
      statusMessage: 'หน่วยบริการใหม่',
    },
    provider: {
      healthAccountId: '1600000009',
      providerId: 'PV66000000009',
      hashCid: 'bf09b6c41e724453cde10125a89e0375242185bdb62fc16cf77e7caf49add00d',
      title_th: 'นางสาว',
      firstname_th: 'พิมพ์ชนก',
      lastname_th: 'ศรีสุข',
      title_en: 'Miss',
      firstname_en: 'Pimchanok',
      lastname_en: 'Srisuk',
      organizations: [
        {
          hcode: DEMO_NEW_UNIT.hcode,
          hname_th: DEMO_NEW_UNIT.name_th,
          position: 'นักวิชาการสาธารณสุขชำนาญการ',
        },
      ],
    },
  },
  {
    id: 'new-lv3',
    displayName: 'นายธนากร บุญมา',
    purpose: 'เจ้าหน้าที่หน่วยบริการใหม่ ยังไม่มีผู้ใช้ในระบบ (รับคำเชิญเป็น Admin LV3)',
    user: null,
    line: {
      userId: 'U2f7a1b3c4d5e6f708192a3b4c5d6e7f8',
      displayName: 'Thanakorn',
      picturePath: '/sandbox/avatar/new-lv3.png',
      statusMessage: 'หน่วยบริการใหม่',
    },
    provider: {
      healthAccountId: '1600000010',
      providerId: 'PV66000000010',
      hashCid: 'd2bb92efba6f125a04ba6dcaccedbbb291a2a1f7909162d46fe52ab3f848fcae',
      title_th: 'นาย',
      firstname_th: 'ธนากร',
      lastname_th: 'บุญมา',
      title_en: 'Mr.',
      firstname_en: 'Thanakorn',
      lastname_en: 'Boonma',
      organizations: [
        {
          hcode: DEMO_NEW_UNIT.hcode,
          hname_th: DEMO_NEW_UNIT.name_th,
          position: 'เจ้าพนักงานสาธารณสุข',
        },
      ],
    },
  },
];
