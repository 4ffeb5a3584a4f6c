import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  AGE_BANDS,
  API_PATHS,
  SEXES,
  type SegmentBody,
  type SegmentBreakdown,
  type SegmentCidList,
  type SegmentCondition,
  type SegmentCount,
  type SegmentCountBody,
  type SegmentRecord,
  type SegmentRules,
  type SegmentSortField,
  type Sex,
} from '@hbc/contracts';
import { PROVINCE_ROWS, refused } from '../health-center/health-center-fixtures';
import { ok, UNITS } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** The unit of the stories' staff, and how many of its citizens follow (the whole unit's count). */
const UNIT = UNITS.banNongBua;
export const UNIT_FOLLOWERS = 12_480;

/** When the stories' counts are taken: 23/11/2569 09:05 in Thailand. */
export const COUNTED_AT = '2026-11-23T02:05:00.000Z';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

const SEX_SHARES: Record<Sex, number> = { MALE: 0.47, FEMALE: 0.51, UNKNOWN: 0.02 };

/** A made-up share of the unit's followers that meets one condition. */
function shareOf(condition: SegmentCondition): number {
  switch (condition.kind) {
    case 'AGE':
      return Math.min(1, ((condition.max ?? 90) - (condition.min ?? 0) + 1) / 90);
    case 'SEX':
      return condition.sexes.reduce((sum, sex) => sum + SEX_SHARES[sex], 0);
    case 'PROVINCE':
      return condition.provinceIds.reduce(
        (sum, id) => sum + (id === UNIT.provinceId ? 0.8 : 0.02),
        0,
      );
    case 'TAGS':
      return condition.match === 'ANY'
        ? Math.min(1, 0.12 * condition.tags.length)
        : 0.12 / condition.tags.length;
    case 'FOLLOW_DATE':
      return 0.4;
    case 'CID_LIST':
      return 0.01;
  }
}

/** The made-up count of `rules` among the unit's followers: a different number for each rule. */
export function countOf(rules: SegmentRules): number {
  const shares = rules.conditions.map(shareOf);
  const share =
    rules.match === 'ALL'
      ? shares.reduce((product, s) => product * s, 1)
      : shares.length === 0
        ? 1
        : 1 - shares.reduce((product, s) => product * (1 - s), 1);
  return Math.round(UNIT_FOLLOWERS * Math.min(1, share));
}

const AGE_BAND_SHARES = [0.12, 0.14, 0.16, 0.17, 0.21, 0.18];

/** A breakdown adding up to `count`: age bands, sexes, and provinces with the unit's own first. */
export function breakdownOf(count: number): SegmentBreakdown {
  const part = (share: number) => Math.floor(count * share);
  const ages = AGE_BANDS.map((band, i) => ({
    band: band.key,
    count: part(AGE_BAND_SHARES[i] ?? 0),
  }));
  const sexes = SEXES.map((sex) => ({ sex, count: part(SEX_SHARES[sex]) }));
  const provinceShares = [0.8, 0.06, 0.04, 0.03, 0.02];
  const provinceIds = [40, 44, 45, 46, 30];
  const provinces = provinceIds.map((id, i) => ({
    provinceId: id,
    provinceName: PROVINCE_ROWS.find((row) => row.id === id)?.nameTh ?? null,
    count: part(provinceShares[i] ?? 0),
  }));
  const rest = (listed: number) => count - listed;
  return {
    ageBands: [
      ...ages,
      { band: 'unknown', count: rest(ages.reduce((sum, a) => sum + a.count, 0)) },
    ],
    sexes: sexes.map((entry) =>
      entry.sex === 'UNKNOWN'
        ? {
            ...entry,
            count: rest(sexes.reduce((sum, s) => sum + (s.sex === 'UNKNOWN' ? 0 : s.count), 0)),
          }
        : entry,
    ),
    provinces: [
      ...provinces,
      {
        provinceId: null,
        provinceName: null,
        count: rest(provinces.reduce((sum, p) => sum + p.count, 0)),
      },
    ],
  };
}

/** What `POST /api/segment/count` answers for `body`. */
export function countAnswer(body: SegmentCountBody): SegmentCount {
  const count = countOf(body.rules);
  return {
    count,
    countedAt: COUNTED_AT,
    ...(body.breakdown ? { breakdown: breakdownOf(count) } : {}),
  };
}

function segment(
  id: number,
  name: string,
  rules: SegmentRules,
  updated: { day: number; by: string | null },
): SegmentRecord {
  return {
    id,
    unitId: UNIT.id,
    unitName: UNIT.name,
    name,
    rules,
    cachedCount: countOf(rules),
    countedAt: at(updated.day, 2),
    createdByName: 'มานี ขยันยิ่ง',
    updatedByName: updated.by,
    createdAt: at(1, 1),
    updatedAt: at(updated.day, 2),
  };
}

/** A segment with a condition of every kind, for the detail page. */
export const ELDERLY_DIABETIC = segment(
  1,
  'ผู้สูงอายุเบาหวานในขอนแก่น',
  {
    match: 'ALL',
    conditions: [
      { kind: 'AGE', min: 60 },
      { kind: 'SEX', sexes: ['MALE', 'FEMALE'] },
      { kind: 'PROVINCE', provinceIds: [40, 44] },
      { kind: 'TAGS', match: 'ANY', tags: ['เบาหวาน', 'ความดันโลหิตสูง'] },
      { kind: 'FOLLOW_DATE', from: '2026-01-01', to: '2026-06-30' },
      { kind: 'CID_LIST', listId: '5b0c7f9e-2d0a-4f55-9b5e-6f1d2f3a4b5c' },
    ],
  },
  { day: 22, by: 'มานี ขยันยิ่ง' },
);

/** A segment never counted yet. */
export const NEVER_COUNTED: SegmentRecord = {
  ...segment(
    2,
    'หญิงตั้งครรภ์',
    { match: 'ANY', conditions: [{ kind: 'TAGS', match: 'ANY', tags: ['ตั้งครรภ์'] }] },
    { day: 21, by: null },
  ),
  cachedCount: null,
  countedAt: null,
};

const AGE_GROUPS: readonly [number, number, string][] = [
  [0, 14, 'เด็ก'],
  [15, 24, 'วัยรุ่น'],
  [25, 59, 'วัยทำงาน'],
  [60, 130, 'ผู้สูงอายุ'],
];

/** 23 segments: more than a page of 20. */
export const SEGMENTS: readonly SegmentRecord[] = [
  ELDERLY_DIABETIC,
  NEVER_COUNTED,
  ...Array.from({ length: 21 }, (_, i) => {
    const [min, max, group] = AGE_GROUPS[i % AGE_GROUPS.length] ?? [0, 14, 'เด็ก'];
    return segment(
      i + 3,
      `${group} กลุ่มที่ ${i + 1}`,
      { match: 'ALL', conditions: [{ kind: 'AGE', min, max }] },
      { day: 1 + (i % 20), by: i % 3 === 0 ? 'สมชาย ใจดี' : 'มานี ขยันยิ่ง' },
    );
  }),
];

/** What `POST /api/segment/cid-list` answers in the stories. */
export const UPLOADED_CID_LIST: SegmentCidList = {
  id: '0d7c4f7e-8f8e-4d56-9a3b-2f1c6e5d4b3a',
  fileName: 'ผู้ป่วยเบาหวาน.csv',
  size: 1_250,
  invalidRows: 2,
  problems: [
    { row: 4, message: 'เลขประจำตัวประชาชนไม่ถูกต้อง' },
    { row: 9, message: 'เลขประจำตัวประชาชนไม่ถูกต้อง' },
  ],
  createdAt: COUNTED_AT,
};

const thai = new Intl.Collator('th');

function sortValue(record: SegmentRecord, field: SegmentSortField): string | number {
  if (field === 'cachedCount') return record.cachedCount ?? -1;
  return record[field];
}

/** One page of `segments` for a list call: searched by name, sorted and paged as the API does. */
function segmentPage(segments: readonly SegmentRecord[], body: unknown): FakeReply {
  const query = body as {
    page: number;
    pageSize: number;
    search?: string;
    sort?: { field: SegmentSortField; direction: 'asc' | 'desc' };
  };
  const search = query.search?.trim();
  const matching = segments.filter((s) => !search || s.name.includes(search));
  const sort = query.sort ?? { field: 'updatedAt', direction: 'desc' };
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.field), sortValue(b, sort.field)];
    const order =
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : thai.compare(String(x), String(y))) || a.id - b.id;
    return sort.direction === 'asc' ? order : -order;
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: sorted.slice(start, start + query.pageSize),
      total: matching.length,
    },
  };
}

const NOT_FOUND: FakeReply = { status: 404, data: { message: 'NOT_FOUND' } };
/** Ids the fake answers for besides the given segments: those it creates. */
const NEW_IDS = 3;

export interface FakeSegmentApiOptions {
  segments?: readonly SegmentRecord[];
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The segment API over `segments` kept in memory (creates, edits and deletes show in later
 * calls), its counts made up by `countOf`, and the province list the province editor reads.
 * Made afresh for each showing (pass it to `FakeApiScope`).
 */
export function fakeSegmentApi({ segments = SEGMENTS, replies = {} }: FakeSegmentApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...segments];
    let nextId = Math.max(0, ...segments.map((s) => s.id)) + 1;
    const nameTaken = (name: string, id?: number) =>
      stored.some((s) => s.name === name && s.id !== id);
    const taken = () => refused(409, [{ path: '/name', message: 'มีกลุ่มเป้าหมายชื่อนี้ในหน่วยบริการแล้ว' }]);

    const byId: FakeRoutes = {};
    const ids = [
      ...stored.map((s) => s.id),
      ...Array.from({ length: NEW_IDS }, (_, i) => nextId + i),
    ];
    for (const id of ids) {
      const find = () => stored.find((s) => s.id === id);
      byId[`GET ${API_PATHS.segmentById(id)}`] = () => {
        const found = find();
        return found ? ok(found) : NOT_FOUND;
      };
      byId[`PUT ${API_PATHS.segmentById(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const body = request.body as SegmentBody;
        if (nameTaken(body.name, id)) return taken();
        const updated: SegmentRecord = {
          ...found,
          ...body,
          cachedCount: countOf(body.rules),
          countedAt: COUNTED_AT,
          updatedByName: 'มานี ขยันยิ่ง',
          updatedAt: COUNTED_AT,
        };
        stored = stored.map((s) => (s.id === id ? updated : s));
        return ok(updated);
      };
      byId[`POST ${API_PATHS.segmentCountById(id)}`] = () => {
        const found = find();
        if (!found) return NOT_FOUND;
        const counted = countAnswer({ rules: found.rules, breakdown: true });
        stored = stored.map((s) =>
          s.id === id ? { ...s, cachedCount: counted.count, countedAt: counted.countedAt } : s,
        );
        return ok(counted);
      };
      byId[`DELETE ${API_PATHS.segmentById(id)}`] = () => {
        if (!find()) return NOT_FOUND;
        stored = stored.filter((s) => s.id !== id);
        return ok(null);
      };
    }

    return {
      [`POST ${API_PATHS.segmentList}`]: (request) => segmentPage(stored, request.body),
      [`POST ${API_PATHS.segment}`]: (request) => {
        const body = request.body as SegmentBody;
        if (nameTaken(body.name)) return taken();
        const created: SegmentRecord = {
          ...segment(nextId++, body.name, body.rules, { day: 23, by: 'มานี ขยันยิ่ง' }),
          countedAt: COUNTED_AT,
          updatedAt: COUNTED_AT,
        };
        stored = [...stored, created];
        return ok(created);
      },
      ...byId,
      [`POST ${API_PATHS.segmentCount}`]: (request) =>
        ok(countAnswer(request.body as SegmentCountBody)),
      [`POST ${API_PATHS.segmentCidList}`]: ok(UPLOADED_CID_LIST),
      [`GET ${API_PATHS.healthProvinceNames}`]: ok(
        PROVINCE_ROWS.map(({ id, nameTh }) => ({ id, nameTh })),
      ),
      ...replies,
    };
  };
}

/** Count calls held back by `heldCountApi` until a spec answers them, oldest first. */
export const heldCounts: { body: SegmentCountBody; answer: () => void }[] = [];

/** The count call answering only when a spec calls `answer` on its entry of `heldCounts`. */
export function heldCountReply(request: FakeRequest): Promise<FakeReply> {
  const body = request.body as SegmentCountBody;
  return new Promise((resolve) => {
    heldCounts.push({ body, answer: () => resolve(ok(countAnswer(body))) });
  });
}
