import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  HEALTH_REGION_COUNT,
  type ProvinceRow,
  type RegionRow,
  type UnitDetail,
  type UnitKind,
  type UnitRow,
} from '@hbc/contracts';
import { UNITS, ok } from './unit-detail-fixtures';

/** The 13 health regions with their counts, as the region list answers them. */
export const REGION_ROWS: readonly RegionRow[] = Array.from(
  { length: HEALTH_REGION_COUNT },
  (_, index) => {
    const id = index + 1;
    return {
      id,
      nameTh: `เขตสุขภาพที่ ${id}`,
      nameEn: id === 13 ? 'Health Region 13 (Bangkok)' : `Health Region ${id}`,
      provinceCount: id === 13 ? 1 : 4 + (id % 5),
      unitCount: id * 37,
      staffCount: id * 112,
      citizenCount: id * 15_430,
    };
  },
);

type ProvinceSeed = readonly [id: number, nameTh: string, nameEn: string, region: number];

/** Provinces of several regions: more than a page of 20, and four in region 7. */
const PROVINCE_SEEDS: readonly ProvinceSeed[] = [
  [10, 'กรุงเทพมหานคร', 'Bangkok', 13],
  [11, 'สมุทรปราการ', 'Samut Prakan', 6],
  [12, 'นนทบุรี', 'Nonthaburi', 4],
  [13, 'ปทุมธานี', 'Pathum Thani', 4],
  [20, 'ชลบุรี', 'Chon Buri', 6],
  [21, 'ระยอง', 'Rayong', 6],
  [30, 'นครราชสีมา', 'Nakhon Ratchasima', 9],
  [31, 'บุรีรัมย์', 'Buri Ram', 9],
  [34, 'อุบลราชธานี', 'Ubon Ratchathani', 10],
  [40, 'ขอนแก่น', 'Khon Kaen', 7],
  [41, 'อุดรธานี', 'Udon Thani', 8],
  [44, 'มหาสารคาม', 'Maha Sarakham', 7],
  [45, 'ร้อยเอ็ด', 'Roi Et', 7],
  [46, 'กาฬสินธุ์', 'Kalasin', 7],
  [50, 'เชียงใหม่', 'Chiang Mai', 1],
  [57, 'เชียงราย', 'Chiang Rai', 1],
  [60, 'นครสวรรค์', 'Nakhon Sawan', 3],
  [65, 'พิษณุโลก', 'Phitsanulok', 2],
  [70, 'ราชบุรี', 'Ratchaburi', 5],
  [80, 'นครศรีธรรมราช', 'Nakhon Si Thammarat', 11],
  [83, 'ภูเก็ต', 'Phuket', 11],
  [84, 'สุราษฎร์ธานี', 'Surat Thani', 11],
  [90, 'สงขลา', 'Songkhla', 12],
  [96, 'นราธิวาส', 'Narathiwat', 12],
];

export const PROVINCE_ROWS: readonly ProvinceRow[] = PROVINCE_SEEDS.map(
  ([id, nameTh, nameEn, region]) => ({
    id,
    nameTh,
    nameEn,
    healthRegionId: region,
    healthRegionName: `เขตสุขภาพที่ ${region}`,
    unitCount: id === 40 ? 7 : (id % 6) + 1,
    staffCount: id === 40 ? 18 : id % 9,
    citizenCount: id === 40 ? 12_480 : id * 211,
  }),
);

export function provinceRow(id: number): ProvinceRow {
  const found = PROVINCE_ROWS.find((province) => province.id === id);
  if (!found) throw new Error(`no province ${id} in the fixtures`);
  return found;
}

type UnitSeed = readonly [
  id: number,
  hcode: string,
  name: string,
  kind: UnitKind,
  province: number,
  active: boolean,
];

const UNIT_SEEDS: readonly UnitSeed[] = [
  [4, '10954', 'โรงพยาบาลบ้านหนองบัว', 'COMMUNITY_HOSPITAL', 40, true],
  [9, '03860', 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก', 'HEALTH_PROMOTING_HOSPITAL', 40, true],
  [12, '00024', 'สำนักงานสาธารณสุขจังหวัดขอนแก่น', 'PROVINCIAL_HEALTH_OFFICE', 40, false],
  [13, '10670', 'โรงพยาบาลขอนแก่น', 'HOSPITAL', 40, true],
  [14, '10955', 'โรงพยาบาลชุมแพ', 'COMMUNITY_HOSPITAL', 40, true],
  [15, '10957', 'โรงพยาบาลน้ำพอง', 'COMMUNITY_HOSPITAL', 40, true],
  [16, '03861', 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองแวง', 'HEALTH_PROMOTING_HOSPITAL', 40, true],
  [21, '00028', 'สำนักงานสาธารณสุขจังหวัดมหาสารคาม', 'PROVINCIAL_HEALTH_OFFICE', 44, true],
  [22, '10707', 'โรงพยาบาลมหาสารคาม', 'HOSPITAL', 44, true],
  [31, '00045', 'สำนักงานสาธารณสุขจังหวัดเชียงใหม่', 'PROVINCIAL_HEALTH_OFFICE', 50, true],
  [32, '10713', 'โรงพยาบาลนครพิงค์', 'HOSPITAL', 50, true],
  [41, '00069', 'สำนักงานสาธารณสุขจังหวัดสงขลา', 'PROVINCIAL_HEALTH_OFFICE', 90, true],
];

export const UNIT_ROWS: readonly UnitRow[] = UNIT_SEEDS.map(
  ([id, hcode, name, kind, provinceId, active]) => {
    const province = provinceRow(provinceId);
    return {
      id,
      hcode,
      name,
      kind,
      logoUrl: null,
      active,
      provinceId,
      provinceName: province.nameTh,
      healthRegionId: province.healthRegionId,
      healthRegionName: province.healthRegionName,
      staffCount: id === 4 ? 6 : id % 4,
      citizenCount: id === 4 ? 12_480 : id * 97,
    };
  },
);

/** A unit as `GET /api/health-center/unit/{id}` answers it. */
export function unitDetail(id: number): UnitDetail {
  const detail = Object.values(UNITS).find((unit) => unit.id === id);
  if (detail) return detail;
  const row = UNIT_ROWS.find((unit) => unit.id === id);
  if (!row) throw new Error(`no unit ${id} in the fixtures`);
  return { ...row, recentBroadcasts: [] };
}

interface ListBody {
  page: number;
  pageSize: number;
  search?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  filters?: Record<string, unknown>;
}

interface FakeList<Row> {
  rows: readonly Row[];
  /** The texts the search looks in. */
  searchIn: (row: Row) => readonly string[];
  /** The value of each sort field. */
  sortBy: Record<string, (row: Row) => string | number>;
  defaultSort: string;
  /** The value of each filter key. */
  filterBy?: Record<string, (row: Row) => unknown>;
}

/** Answers a list call from `list`, as the API does: filtered, searched, sorted and paged. */
function answerList<Row>(list: FakeList<Row>, request: FakeRequest): FakeReply {
  const body = request.body as ListBody;
  const search = body.search?.toLowerCase();
  const matching = list.rows.filter(
    (row) =>
      (!search || list.searchIn(row).some((text) => text.toLowerCase().includes(search))) &&
      Object.entries(body.filters ?? {}).every(([key, value]) => {
        const valueOf = list.filterBy?.[key];
        if (!valueOf) throw new Error(`the fake list has no filter ${key}`);
        return valueOf(row) === value;
      }),
  );
  const field = body.sort?.field ?? list.defaultSort;
  const sortValue = list.sortBy[field];
  if (!sortValue) return { status: 400, data: { message: 'VALIDATION_ERROR' } };
  const sign = body.sort?.direction === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'th'))
    );
  });
  const start = (body.page - 1) * body.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: sorted.slice(start, start + body.pageSize),
      total: matching.length,
    },
  };
}

export const answerRegionList = (request: FakeRequest) =>
  answerList(
    {
      rows: REGION_ROWS,
      searchIn: (region) => [region.nameTh, region.nameEn],
      sortBy: { number: (region) => region.id, name: (region) => region.nameTh },
      defaultSort: 'number',
    },
    request,
  );

export const answerProvinceList = (request: FakeRequest) =>
  answerList(
    {
      rows: PROVINCE_ROWS,
      searchIn: (province) => [province.nameTh, province.nameEn],
      sortBy: {
        code: (province) => province.id,
        name: (province) => province.nameTh,
        unitCount: (province) => province.unitCount,
      },
      defaultSort: 'code',
      filterBy: { healthRegionId: (province) => province.healthRegionId },
    },
    request,
  );

export const answerUnitList = (request: FakeRequest) =>
  answerList(
    {
      rows: UNIT_ROWS,
      searchIn: (unit) => [unit.name, unit.hcode],
      sortBy: {
        hcode: (unit) => unit.hcode,
        name: (unit) => unit.name,
        kind: (unit) => unit.kind,
        provinceName: (unit) => unit.provinceName,
        staffCount: (unit) => unit.staffCount,
      },
      defaultSort: 'hcode',
      filterBy: {
        provinceId: (unit) => unit.provinceId,
        healthRegionId: (unit) => unit.healthRegionId,
        kind: (unit) => unit.kind,
        active: (unit) => unit.active,
      },
    },
    request,
  );

/** An export file as the API streams it: a few bytes of CSV with its Thai name. */
export const answerExport = (): FakeReply => ({
  status: 200,
  data: new Blob(['\uFEFFรหัส,ชื่อ\n'], { type: 'text/csv' }),
});

/** Every province and unit of the fixtures by id, as their GET calls answer them. */
export const READ_ROUTES: Record<string, FakeReply> = Object.fromEntries([
  ...PROVINCE_ROWS.map((province) => [
    `GET ${API_PATHS.healthProvinceById(province.id)}`,
    ok(province),
  ]),
  ...UNIT_ROWS.map((unit) => [`GET ${API_PATHS.healthUnitById(unit.id)}`, ok(unitDetail(unit.id))]),
]);

/** The lists of the area, answered from the fixtures. */
export const LIST_ROUTES = {
  [`POST ${API_PATHS.healthRegionList}`]: answerRegionList,
  [`POST ${API_PATHS.healthRegionExport}`]: answerExport,
  [`POST ${API_PATHS.healthProvinceList}`]: answerProvinceList,
  [`POST ${API_PATHS.healthUnitList}`]: answerUnitList,
  [`POST ${API_PATHS.healthUnitExport}`]: answerExport,
};

/** A validation or conflict answer of the API with its issues. */
export function refused(status: 400 | 409, errors: { path: string; message: string }[]): FakeReply {
  return {
    status,
    data: { message: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', errors },
  };
}

/** An answer that never comes (the loading state). */
export const never = () => new Promise<never>(() => undefined);
