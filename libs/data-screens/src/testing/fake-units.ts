import { ApiError } from '@hbc/api-clients';
import { UNIT_KIND_LABELS, UNIT_KINDS, type UnitKind } from '@hbc/contracts';
import type { KeysetPageQuery, ServerListAnswer } from '../list/useServerList';
import type { Option } from '../shared/options';

/** A unit row as a unit list would show it (fake data for stories and specs). */
export interface FakeUnit {
  id: number;
  hcode: string;
  name: string;
  kind: UnitKind;
  provinceId: number;
  provinceName: string;
  active: boolean;
  updatedAt: string;
}

export const FAKE_PROVINCES: readonly Option<number>[] = [
  { value: 40, label: 'ขอนแก่น' },
  { value: 50, label: 'เชียงใหม่' },
  { value: 30, label: 'นครราชสีมา' },
  { value: 90, label: 'สงขลา' },
  { value: 41, label: 'อุดรธานี' },
];

const PLACES = [
  'บ้านโคก',
  'หนองเรือ',
  'น้ำพอง',
  'ชุมแพ',
  'บ้านไผ่',
  'พล',
  'กระนวน',
  'ภูเวียง',
  'สีชมพู',
  'มัญจาคีรี',
  'เขาสวนกวาง',
];

function unitName(kind: UnitKind, place: string, province: string): string {
  switch (kind) {
    case 'PROVINCIAL_HEALTH_OFFICE':
      return `สำนักงานสาธารณสุขจังหวัด${province}`;
    case 'HOSPITAL':
      return `โรงพยาบาล${province}`;
    case 'COMMUNITY_HOSPITAL':
      return `โรงพยาบาล${place}`;
    case 'HEALTH_PROMOTING_HOSPITAL':
      return `โรงพยาบาลส่งเสริมสุขภาพตำบล${place}`;
  }
}

/** 57 units over five provinces: deterministic, so stories and specs read the same rows. */
export const FAKE_UNITS: readonly FakeUnit[] = Array.from({ length: 57 }, (_, i) => {
  const province = FAKE_PROVINCES[i % FAKE_PROVINCES.length] ?? { value: 40, label: 'ขอนแก่น' };
  const kind: UnitKind =
    i < FAKE_PROVINCES.length ? 'PROVINCIAL_HEALTH_OFFICE' : (UNIT_KINDS[i % 3] ?? 'HOSPITAL');
  const place = PLACES[i % PLACES.length] ?? '';
  return {
    id: i + 1,
    hcode: String(10_001 + i * 37).padStart(5, '0'),
    name: `${unitName(kind, place, province.label)}${kind === 'HEALTH_PROMOTING_HOSPITAL' ? ` ${i}` : ''}`,
    kind,
    provinceId: province.value,
    provinceName: province.label,
    active: i % 7 !== 3,
    updatedAt: new Date(Date.UTC(2026, 10, 1 + (i % 28), 2 + (i % 9), (i * 13) % 60)).toISOString(),
  };
});

export const FAKE_UNIT_SORT_FIELDS = ['hcode', 'name', 'updatedAt'] as const;
export type FakeUnitSortField = (typeof FAKE_UNIT_SORT_FIELDS)[number];

const thai = new Intl.Collator('th');

/** One page of the fake units for a list query: search, filters and sort as the API does them. */
export function fakeUnitPage(
  query: KeysetPageQuery<FakeUnitSortField, number>,
  units: readonly FakeUnit[] = FAKE_UNITS,
  countLimit = Infinity,
): ServerListAnswer<FakeUnit> {
  const search = query.search?.toLowerCase();
  const filters = query.filters ?? {};
  const matching = units.filter(
    (unit) =>
      (!search || unit.name.toLowerCase().includes(search) || unit.hcode.includes(search)) &&
      (filters['kind'] === undefined || unit.kind === filters['kind']) &&
      (filters['active'] === undefined || unit.active === filters['active']) &&
      (filters['provinceId'] === undefined || unit.provinceId === filters['provinceId']),
  );
  const sort = query.sort;
  const sorted = sort
    ? [...matching].sort((a, b) => {
        const order = thai.compare(String(a[sort.field]), String(b[sort.field])) || a.id - b.id;
        return sort.direction === 'asc' ? order : -order;
      })
    : matching;
  // Keyset paging: `after` is the id of the last unit of the page before.
  const start =
    query.after === undefined
      ? (query.page - 1) * query.pageSize
      : sorted.findIndex((unit) => unit.id === query.after) + 1;
  return {
    message: 'SUCCESS',
    data: sorted.slice(start, start + query.pageSize),
    ...(matching.length > countLimit
      ? { total: countLimit, totalIsLowerBound: true }
      : { total: matching.length }),
  };
}

export interface FakeUnitApiOptions {
  /** How long each answer takes; Infinity never answers. */
  delayMs?: number;
  /** Answers every call with this HTTP status and Thai issue instead. */
  failWith?: { status: number; message?: string };
  units?: readonly FakeUnit[];
  /** Counts no further than this, answering `totalIsLowerBound` past it (as the activity log does). */
  countLimit?: number;
}

/** A `fetchPage` over the fake units that honours the abort signal, as the API client does. */
export function createFakeUnitApi({
  delayMs = 0,
  failWith,
  units,
  countLimit,
}: FakeUnitApiOptions = {}) {
  return (
    query: KeysetPageQuery<FakeUnitSortField, number>,
    signal: AbortSignal,
  ): Promise<ServerListAnswer<FakeUnit>> =>
    new Promise((resolve, reject) => {
      const answer = () => {
        if (failWith) {
          reject(
            new ApiError('INTERNAL_ERROR', {
              status: failWith.status,
              ...(failWith.message ? { errors: [{ path: '', message: failWith.message }] } : {}),
            }),
          );
        } else resolve(fakeUnitPage(query, units, countLimit));
      };
      if (delayMs === Infinity) return;
      const timer = setTimeout(answer, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new ApiError('canceled'));
      });
    });
}

export const UNIT_KIND_OPTIONS: readonly Option<UnitKind>[] = UNIT_KINDS.map((kind) => ({
  value: kind,
  label: UNIT_KIND_LABELS[kind],
}));
