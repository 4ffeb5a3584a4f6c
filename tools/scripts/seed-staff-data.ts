import type { Role, UnitKind, UserStatus } from '@hbc/contracts';

/**
 * What `npm run seed:staff` writes, as data and SQL: synthetic health units and staff users for
 * trying the lists at national scale. Every name is made up from the word parts below.
 */

export interface StaffSizes {
  /** How many units the unit table should hold in all. */
  units: number;
  /** How many users the user table should hold in all. */
  users: number;
}

export const DEFAULT_STAFF_SIZES: StaffSizes = { units: 20_000, users: 100_000 };

/** Five-digit hcodes: 00000 to 99999. */
export const HCODE_COUNT = 100_000;

/** Reads `--units N --users N` (either may be left out); throws on anything else. */
export function parseStaffSizes(args: readonly string[]): StaffSizes {
  const sizes = { ...DEFAULT_STAFF_SIZES };
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (flag !== '--units' && flag !== '--users') throw new Error(`unknown argument ${flag}`);
    if (value === undefined || !/^\d+$/.test(value)) {
      throw new Error(`${flag} needs a whole number, not ${value ?? 'nothing'}`);
    }
    sizes[flag === '--units' ? 'units' : 'users'] = Number(value);
  }
  if (sizes.units > HCODE_COUNT) {
    throw new Error(`--units ${sizes.units}: there are only ${HCODE_COUNT} five-digit hcodes`);
  }
  return sizes;
}

/**
 * `shares` spread over as many slots as their sum, each value in its share of them: a row that
 * picks a slot at random gets each value in its proportion.
 */
export function weightedSlots<T>(shares: readonly (readonly [T, number])[]): T[] {
  return shares.flatMap(([value, share]) => Array.from({ length: share }, () => value));
}

/** Kind mix of the country's units: mostly sub-district health-promoting hospitals. */
export const UNIT_KIND_SHARES: readonly (readonly [UnitKind, number])[] = [
  ['HEALTH_PROMOTING_HOSPITAL', 88],
  ['COMMUNITY_HOSPITAL', 9],
  ['HOSPITAL', 2],
  ['PROVINCIAL_HEALTH_OFFICE', 1],
];

/** How a unit of each kind is named: this prefix, then a place name or its province's name. */
export const UNIT_NAMING: Record<UnitKind, { prefix: string; namedAfter: 'place' | 'province' }> = {
  HEALTH_PROMOTING_HOSPITAL: { prefix: 'โรงพยาบาลส่งเสริมสุขภาพตำบล', namedAfter: 'place' },
  COMMUNITY_HOSPITAL: { prefix: 'โรงพยาบาล', namedAfter: 'place' },
  HOSPITAL: { prefix: 'โรงพยาบาล', namedAfter: 'province' },
  PROVINCIAL_HEALTH_OFFICE: { prefix: 'สำนักงานสาธารณสุขจังหวัด', namedAfter: 'province' },
};

/** Role mix: about one Super Admin in ten thousand users, the rest LV1 to LV3 of a unit. */
export const ROLE_SHARES: readonly (readonly [Role, number])[] = [
  ['SUPER_ADMIN', 1],
  ['ADMIN_LV1', 1_999],
  ['ADMIN_LV2', 3_000],
  ['ADMIN_LV3', 5_000],
];

export const STATUS_SHARES: readonly (readonly [UserStatus, number])[] = [
  ['ACTIVE', 80],
  ['INVITED', 12],
  ['DISABLED', 8],
];

/** Place names are a first part and a second part, e.g. หนอง + บัว. */
export const PLACE_FIRST_PARTS = [
  'บ้าน', 'หนอง', 'ดอน', 'โคก', 'นา', 'ห้วย', 'วัง', 'บึง', 'ท่า', 'เขา',
  'ทุ่ง', 'สระ', 'บาง', 'คลอง', 'โนน', 'ป่า', 'นาง', 'ศรี', 'แม่', 'ดง',
] as const; // prettier-ignore

export const PLACE_SECOND_PARTS = [
  'ใหม่', 'แก้ว', 'ทอง', 'ใหญ่', 'น้อย', 'งาม', 'ยาง', 'ไผ่', 'ขาม', 'บัว', 'จันทร์', 'สะแก',
  'หลวง', 'กลาง', 'เหนือ', 'ใต้', 'โพธิ์', 'มะม่วง', 'ตาล', 'ปลาดุก', 'สวรรค์', 'ทราย', 'แดง', 'สูง',
] as const; // prettier-ignore

export const FIRST_NAMES = [
  'สมชาย', 'สมศักดิ์', 'สมหญิง', 'สุดา', 'วิไล', 'ประเสริฐ', 'สุริยา', 'อนุชา', 'ธนพล', 'กิตติ',
  'จิราพร', 'พรทิพย์', 'ณัฐพล', 'ศิริพร', 'วัชระ', 'อรุณี', 'ปิยะ', 'มาลี', 'สุนทร', 'นงลักษณ์',
  'ธีระ', 'รัตนา', 'อำนาจ', 'บุญมี', 'ชุติมา', 'ปราณี', 'วีระ', 'กัลยา', 'เกศินี', 'ชัยวัฒน์',
  'ดวงใจ', 'ทองใบ', 'นพดล', 'บุษบา', 'พิมพ์ชนก', 'ภาณุ', 'มณีรัตน์', 'ยุทธนา', 'ลำดวน', 'วรรณา',
  'ศักดิ์ชัย', 'สมพร', 'อภิชาติ', 'อุไรวรรณ', 'เพ็ญศรี', 'จันทร์เพ็ญ', 'ธิดารัตน์', 'พงษ์ศักดิ์', 'สุภาพร', 'กมล',
] as const; // prettier-ignore

/** Last names are a first part and a second part, e.g. ศรี + สวัสดิ์. */
export const LAST_NAME_FIRST_PARTS = [
  'ศรี', 'แก้ว', 'ทอง', 'บุญ', 'สุข', 'จันทร์', 'วงศ์', 'มณี', 'เพชร', 'รัตน',
  'พันธ์', 'ใจ', 'ชัย', 'สมบูรณ์', 'เจริญ', 'ประเสริฐ', 'อินทร์', 'นาค', 'คำ', 'พรหม',
] as const; // prettier-ignore

export const LAST_NAME_SECOND_PARTS = [
  'สวัสดิ์', 'ดี', 'มา', 'ศรี', 'วงศ์', 'สุข', 'แก้ว', 'งาม', 'ทอง', 'เรือง',
  'ชัย', 'ประเสริฐ', 'สมบัติ', 'รักษ์', 'พิทักษ์', 'ทรัพย์', 'ใจ', 'วัฒนา', 'กุล', 'ธรรม',
] as const; // prettier-ignore

/**
 * SQL for one element of the array `array`, chosen by hashing the integer `key` with `salt`:
 * the same key always picks the same element, and different salts pick independently.
 */
export function pickSql(array: string, key: string, salt: number): string {
  return `(${array})[1 + ((hashint4(${key} * 16 + ${salt})::bigint + 2147483648) % cardinality(${array}))::int]`;
}

/** A number from 0 to `below` - 1 hashed from the integer `key` with `salt`, as SQL. */
export function hashBelowSql(key: string, salt: number, below: number): string {
  return `((hashint4(${key} * 16 + ${salt})::bigint + 2147483648) % ${below})::int`;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Adds units until the table holds `target`: free hcodes in a scrambled order, never one of
 * `reservedHcodes` (the demo units', so that seeding before the demo data takes none of their
 * codes), kinds in their mix, named after a made-up place or their province, provinces picked
 * from the province table.
 */
export function insertUnitsStatement(target: number, reservedHcodes: readonly string[]): Statement {
  const kinds = weightedSlots(UNIT_KIND_SHARES);
  const slot = '$2::text[]';
  const prefixes = '$3::text[]';
  const byProvince = '$4::boolean[]';
  const place = `${pickSql('$5::text[]', 'd.k', 3)} || ${pickSql('$6::text[]', 'd.k', 4)}`;
  const text = `
with existing as (select count(*)::int as n from unit),
provinces as (
  select array_agg(id order by id) as ids, array_agg(name_th order by id) as names from province
),
free as (
  select lpad(code::text, 5, '0') as hcode, (row_number() over (order by hashint4(code)))::int as k
  from generate_series(0, ${HCODE_COUNT - 1}) as code
  where lpad(code::text, 5, '0') <> all ($7::text[])
    and not exists (select 1 from unit where unit.hcode = lpad(code::text, 5, '0'))
),
drafted as (
  select f.hcode, f.k, 1 + ${hashBelowSql('f.k', 1, kinds.length)} as slot,
    1 + ((hashint4(f.k * 16 + 2)::bigint + 2147483648) % cardinality(p.ids))::int as province
  from free f, existing e, provinces p
  where f.k <= $1::int - e.n
)
insert into unit (hcode, name, kind, province_id, active, created_at)
select d.hcode,
  (${prefixes})[d.slot] || case when (${byProvince})[d.slot] then p.names[d.province] else ${place} end,
  (${slot})[d.slot],
  p.ids[d.province],
  ${hashBelowSql('d.k', 5, 50)} <> 0,
  now() - make_interval(days => ${hashBelowSql('d.k', 6, 3650)})
from drafted d cross join provinces p`;
  return {
    text,
    values: [
      target,
      kinds,
      kinds.map((kind) => UNIT_NAMING[kind].prefix),
      kinds.map((kind) => UNIT_NAMING[kind].namedAfter === 'province'),
      PLACE_FIRST_PARTS,
      PLACE_SECOND_PARTS,
      reservedHcodes,
    ],
  };
}

/**
 * Adds users until the table holds `target`: made-up Thai names, roles in their mix (Super Admins
 * without a unit, everyone else spread over all units), statuses in theirs; users who have signed
 * in have a LINE userId and a last sign-in within the past year, invited ones a pending or lapsed
 * invite code. A key that meets an existing unique value is skipped.
 */
export function insertUsersStatement(target: number): Statement {
  const roles = weightedSlots(ROLE_SHARES);
  const statuses = weightedSlots(STATUS_SHARES);
  const text = `
with existing as (select count(*)::int as n, coalesce(max(id), 0)::int as last_id from app_user),
units as (select array_agg(id order by id) as ids from unit),
drafted as (
  select e.last_id + i as k,
    ${pickSql('$5::text[]', 'e.last_id + i', 1)} as role,
    ${pickSql('$6::text[]', 'e.last_id + i', 2)} as status
  from existing e, generate_series(1, greatest($1::int - e.n, 0)) as i
)
insert into app_user (first_name, last_name, role, unit_id, status, line_user_id, last_login_at,
  invite_code, invite_expires_at, created_at)
select ${pickSql('$2::text[]', 'd.k', 3)},
  ${pickSql('$3::text[]', 'd.k', 4)} || ${pickSql('$4::text[]', 'd.k', 5)},
  d.role,
  case when d.role = $7 then null else ${pickSql('u.ids', 'd.k', 6)} end,
  d.status,
  case when d.status <> $8 then 'U' || md5('seed-staff-line-' || d.k) end,
  case when d.status <> $8 then now() - make_interval(mins => ${hashBelowSql('d.k', 7, 525_600)}) end,
  case when d.status = $8 then md5('seed-staff-invite-' || d.k) end,
  case when d.status = $8 then now() + make_interval(hours => ${hashBelowSql('d.k', 8, 336)} - 168) end,
  now() - make_interval(days => 365 + ${hashBelowSql('d.k', 9, 1000)})
from drafted d cross join units u
on conflict do nothing`;
  const superAdmin: Role = 'SUPER_ADMIN';
  const invited: UserStatus = 'INVITED';
  return {
    text,
    values: [
      target,
      FIRST_NAMES,
      LAST_NAME_FIRST_PARTS,
      LAST_NAME_SECOND_PARTS,
      roles,
      statuses,
      superAdmin,
      invited,
    ],
  };
}
