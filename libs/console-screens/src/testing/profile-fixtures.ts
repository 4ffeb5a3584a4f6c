import type { UserProfile } from '@hbc/contracts';

/** A small self-contained hospital logo, so stories need no network. */
export const SAMPLE_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#fff" stroke="#177c43" stroke-width="2"/><path d="M20 10h8v10h10v8H28v10h-8V28H10v-8h10z" fill="#177c43"/></svg>',
  );

const base = {
  access_token: 'sample-access-token',
  last_login: '2026-11-22T03:05:00Z',
  status: 'ACTIVE',
} as const;

/** Signed-in users of each role, as stories and specs show them. */
export const PROFILES = {
  SUPER_ADMIN: {
    ...base,
    role: 'SUPER_ADMIN',
    first_name: 'สมศักดิ์',
    last_name: 'รักษ์สุขภาพ',
    hospital_name: null,
    hospital_logo: null,
  },
  ADMIN_LV1: {
    ...base,
    role: 'ADMIN_LV1',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    hospital_name: 'โรงพยาบาลบ้านหนองบัว',
    hospital_logo: SAMPLE_LOGO,
  },
  ADMIN_LV2: {
    ...base,
    role: 'ADMIN_LV2',
    first_name: 'สมหญิง',
    last_name: 'มีสุข',
    last_login: '2025-12-31T17:30:00Z',
    hospital_name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก',
    hospital_logo: SAMPLE_LOGO,
  },
  ADMIN_LV3: {
    ...base,
    role: 'ADMIN_LV3',
    first_name: 'มานี',
    last_name: 'ขยันยิ่ง',
    hospital_name: 'โรงพยาบาลบ้านหนองบัว',
    hospital_logo: null,
    last_login: null,
  },
} satisfies Record<string, UserProfile>;
