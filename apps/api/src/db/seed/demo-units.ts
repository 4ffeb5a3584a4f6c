import {
  DEMO_COMMUNITY_HOSPITAL,
  DEMO_HOSPITAL,
  DEMO_UNITS,
  type DemoUnit,
  type UnitKind,
} from '@hbc/contracts';
import type { unit } from '../schema';

export type DemoUnitRow = Pick<typeof unit.$inferInsert, 'hcode' | 'name' | 'kind' | 'provinceId'>;

/** The kind of each unit of DEMO_UNITS (the staff of the demo identities work there). */
const DEMO_UNIT_KINDS: Readonly<Record<string, UnitKind>> = {
  [DEMO_HOSPITAL.hcode]: 'HOSPITAL',
  [DEMO_COMMUNITY_HOSPITAL.hcode]: 'COMMUNITY_HOSPITAL',
};

export function demoUnitKind(demo: DemoUnit): UnitKind {
  const kind = DEMO_UNIT_KINDS[demo.hcode];
  if (!kind) throw new Error(`Demo data: no kind for demo unit ${demo.hcode}`);
  return kind;
}

/** Bangkok has no community hospitals: more of the ministry's hospitals instead. */
const BANGKOK = 10;
const BANGKOK_HOSPITALS = ['โรงพยาบาลราชวิถี', 'โรงพยาบาลนพรัตนราชธานี', 'โรงพยาบาลเลิดสิน'];

/** A province's main hospital where it is not named after the province. */
const MAIN_HOSPITALS: Readonly<Record<number, string>> = {
  12: 'โรงพยาบาลพระนั่งเกล้า',
  16: 'โรงพยาบาลพระนารายณ์มหาราช',
  18: 'โรงพยาบาลชัยนาทนเรนทร',
  22: 'โรงพยาบาลพระปกเกล้า',
  24: 'โรงพยาบาลพุทธโสธร',
  25: 'โรงพยาบาลเจ้าพระยาอภัยภูเบศร',
  27: 'โรงพยาบาลสมเด็จพระยุพราชสระแก้ว',
  30: 'โรงพยาบาลมหาราชนครราชสีมา',
  34: 'โรงพยาบาลสรรพสิทธิประสงค์',
  50: 'โรงพยาบาลนครพิงค์',
  57: 'โรงพยาบาลเชียงรายประชานุเคราะห์',
  58: 'โรงพยาบาลศรีสังวาลย์',
  60: 'โรงพยาบาลสวรรค์ประชารักษ์',
  63: 'โรงพยาบาลสมเด็จพระเจ้าตากสินมหาราช',
  65: 'โรงพยาบาลพุทธชินราช พิษณุโลก',
  71: 'โรงพยาบาลพหลพลพยุหเสนา',
  72: 'โรงพยาบาลเจ้าพระยายมราช',
  75: 'โรงพยาบาลสมเด็จพระพุทธเลิศหล้า',
  76: 'โรงพยาบาลพระจอมเกล้า',
  80: 'โรงพยาบาลมหาราชนครศรีธรรมราช',
  83: 'โรงพยาบาลวชิระภูเก็ต',
  86: 'โรงพยาบาลชุมพรเขตรอุดมศักดิ์',
  90: 'โรงพยาบาลหาดใหญ่',
  96: 'โรงพยาบาลนราธิวาสราชนครินทร์',
};

/** Two districts of each province (Bangkok aside), home of its community hospitals. */
const DISTRICTS: Readonly<Record<number, readonly [string, string]>> = {
  11: ['บางพลี', 'บางบ่อ'],
  12: ['บางใหญ่', 'ไทรน้อย'],
  13: ['ลาดหลุมแก้ว', 'ลำลูกกา'],
  14: ['บางปะอิน', 'วังน้อย'],
  15: ['วิเศษชัยชาญ', 'โพธิ์ทอง'],
  16: ['บ้านหมี่', 'ชัยบาดาล'],
  17: ['อินทร์บุรี', 'บางระจัน'],
  18: ['สรรคบุรี', 'หันคา'],
  19: ['หนองแค', 'แก่งคอย'],
  20: ['บ้านบึง', 'พนัสนิคม'],
  21: ['แกลง', 'บ้านฉาง'],
  22: ['ท่าใหม่', 'ขลุง'],
  23: ['เขาสมิง', 'คลองใหญ่'],
  24: ['บางปะกง', 'พนมสารคาม'],
  25: ['กบินทร์บุรี', 'ศรีมหาโพธิ'],
  26: ['บ้านนา', 'องครักษ์'],
  27: ['อรัญประเทศ', 'วัฒนานคร'],
  30: ['ปากช่อง', 'พิมาย'],
  31: ['นางรอง', 'ลำปลายมาศ'],
  32: ['ปราสาท', 'ท่าตูม'],
  33: ['กันทรลักษ์', 'อุทุมพรพิสัย'],
  34: ['วารินชำราบ', 'เดชอุดม'],
  35: ['เลิงนกทา', 'กุดชุม'],
  36: ['ภูเขียว', 'แก้งคร้อ'],
  37: ['ปทุมราชวงศา', 'ชานุมาน'],
  38: ['เซกา', 'พรเจริญ'],
  39: ['ศรีบุญเรือง', 'นากลาง'],
  40: ['ชุมแพ', 'น้ำพอง'],
  41: ['กุมภวาปี', 'บ้านผือ'],
  42: ['วังสะพุง', 'เชียงคาน'],
  43: ['ท่าบ่อ', 'โพนพิสัย'],
  44: ['บรบือ', 'โกสุมพิสัย'],
  45: ['เสลภูมิ', 'สุวรรณภูมิ'],
  46: ['กุฉินารายณ์', 'ยางตลาด'],
  47: ['สว่างแดนดิน', 'วาริชภูมิ'],
  48: ['ธาตุพนม', 'ศรีสงคราม'],
  49: ['คำชะอี', 'ดอนตาล'],
  50: ['สันทราย', 'ฝาง'],
  51: ['ป่าซาง', 'บ้านโฮ่ง'],
  52: ['เกาะคา', 'เถิน'],
  53: ['พิชัย', 'ลับแล'],
  54: ['ลอง', 'สูงเม่น'],
  55: ['ปัว', 'เวียงสา'],
  56: ['เชียงคำ', 'ดอกคำใต้'],
  57: ['แม่สาย', 'เชียงของ'],
  58: ['ปาย', 'แม่สะเรียง'],
  60: ['ตาคลี', 'ลาดยาว'],
  61: ['บ้านไร่', 'หนองฉาง'],
  62: ['ขาณุวรลักษบุรี', 'พรานกระต่าย'],
  63: ['แม่ระมาด', 'บ้านตาก'],
  64: ['สวรรคโลก', 'ศรีสำโรง'],
  65: ['บางระกำ', 'วังทอง'],
  66: ['ตะพานหิน', 'บางมูลนาก'],
  67: ['หล่มสัก', 'วิเชียรบุรี'],
  70: ['ดำเนินสะดวก', 'จอมบึง'],
  71: ['ทองผาภูมิ', 'ท่าม่วง'],
  72: ['อู่ทอง', 'เดิมบางนางบวช'],
  73: ['กำแพงแสน', 'สามพราน'],
  74: ['กระทุ่มแบน', 'บ้านแพ้ว'],
  75: ['อัมพวา', 'บางคนที'],
  76: ['ชะอำ', 'ท่ายาง'],
  77: ['หัวหิน', 'บางสะพาน'],
  80: ['ทุ่งสง', 'สิชล'],
  81: ['อ่าวลึก', 'คลองท่อม'],
  82: ['ตะกั่วป่า', 'ท้ายเหมือง'],
  83: ['ถลาง', 'ป่าตอง'],
  84: ['เกาะสมุย', 'พุนพิน'],
  85: ['กระบุรี', 'กะเปอร์'],
  86: ['หลังสวน', 'ท่าแซะ'],
  90: ['สะเดา', 'ระโนด'],
  91: ['ละงู', 'ควนโดน'],
  92: ['ห้วยยอด', 'กันตัง'],
  93: ['ควนขนุน', 'เขาชัยสน'],
  94: ['โคกโพธิ์', 'สายบุรี'],
  95: ['เบตง', 'บันนังสตา'],
  96: ['ตากใบ', 'สุไหงโก-ลก'],
};

/** Villages the sub-district health-promoting hospitals are named after, taken in turn. */
const VILLAGES = [
  'บ้านหนองบัว',
  'บ้านโนนสะอาด',
  'บ้านดอนแก้ว',
  'บ้านนาคำ',
  'บ้านสันติสุข',
  'บ้านท่าช้าง',
  'บ้านหนองหว้า',
  'บ้านคลองใหม่',
  'บ้านทุ่งโพธิ์',
  'บ้านป่าแดง',
  'บ้านหัวนา',
  'บ้านโคกกลาง',
] as const;

/**
 * hcodes by kind, from the two-digit province code `pp`: the provincial health office `000pp`,
 * hospitals `1pp0n`, community hospitals `1pp1n`, health-promoting hospitals `0pp5n`. Province
 * codes run from 10, so none of them is a DEMO_UNITS code (`106nn`) or above `19999`.
 */
const code = {
  office: (pp: string) => `000${pp}`,
  hospital: (pp: string, n: number) => `1${pp}0${n}`,
  community: (pp: string, n: number) => `1${pp}1${n}`,
  healthPromoting: (pp: string, n: number) => `0${pp}5${n}`,
};

export interface DemoProvince {
  id: number;
  nameTh: string;
}

/** The units of one province: its provincial health office and two to four hospitals. */
function unitsOfProvince(province: DemoProvince, index: number): DemoUnitRow[] {
  const pp = String(province.id).padStart(2, '0');
  const row = (hcode: string, name: string, kind: UnitKind): DemoUnitRow => ({
    hcode,
    name,
    kind,
    provinceId: province.id,
  });
  const office = row(
    code.office(pp),
    `สำนักงานสาธารณสุขจังหวัด${province.nameTh}`,
    'PROVINCIAL_HEALTH_OFFICE',
  );
  if (province.id === BANGKOK) {
    return [
      office,
      ...BANGKOK_HOSPITALS.map((name, n) => row(code.hospital(pp, n + 1), name, 'HOSPITAL')),
    ];
  }
  const hospital = MAIN_HOSPITALS[province.id] ?? `โรงพยาบาล${province.nameTh}`;
  const village = VILLAGES[index % VILLAGES.length] ?? VILLAGES[0];
  return [
    office,
    row(code.hospital(pp, 1), hospital, 'HOSPITAL'),
    ...(DISTRICTS[province.id] ?? []).map((district, n) =>
      row(code.community(pp, n + 1), `โรงพยาบาล${district}`, 'COMMUNITY_HOSPITAL'),
    ),
    row(
      code.healthPromoting(pp, 1),
      `โรงพยาบาลส่งเสริมสุขภาพตำบล${village}`,
      'HEALTH_PROMOTING_HOSPITAL',
    ),
  ];
}

/**
 * The demo units: those of DEMO_UNITS (home of the demo staff), then for every province in
 * `provinces` its provincial health office and a few hospitals with realistic names.
 */
export function demoUnits(provinces: readonly DemoProvince[]): DemoUnitRow[] {
  const sorted = [...provinces].sort((a, b) => a.id - b.id);
  return [
    ...DEMO_UNITS.map((demo) => ({
      hcode: demo.hcode,
      name: demo.name_th,
      kind: demoUnitKind(demo),
      provinceId: Number(demo.provinceCode),
    })),
    ...sorted.flatMap((province, index) => unitsOfProvince(province, index)),
  ];
}
