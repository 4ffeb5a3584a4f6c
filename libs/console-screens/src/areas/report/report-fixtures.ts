import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  discardedVisitsOf,
  sumDiscardedVisits,
  type BroadcastReport,
  type BroadcastStatus,
  type ClickPoint,
  type DiscardReason,
  type ReportFilters,
  type ReportLinkRow,
  type ReportRow,
  type ReportSummary,
} from '@hbc/contracts';
import {
  answerProvinceList,
  answerUnitList,
  READ_ROUTES,
  UNIT_ROWS,
} from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';
import { bangkokDay } from './report-format';

const HOUR_MS = 3_600_000;
/** 20/11/2569 09:00 in Thailand, plus `hours`. */
const at = (day: number, hours = 0) => new Date(Date.UTC(2026, 10, day, 2) + hours * HOUR_MS);

function unitOf(id: number) {
  const unit = UNIT_ROWS.find((row) => row.id === id);
  if (!unit) throw new Error(`no unit ${id} in the fixtures`);
  return unit;
}

interface RowSeed {
  id: number;
  title: string;
  unitId: number;
  status: BroadcastStatus;
  day: number;
  recipients: number;
  failed?: number;
  clicks: number;
  uniqueClicks: number;
  /** Whether LINE's insight has been read. */
  insight?: boolean;
  /** Held back by the frequency cap (0 by default). */
  capped?: number;
  urgent?: boolean;
}

function reportRow(seed: RowSeed): ReportRow {
  const unit = unitOf(seed.unitId);
  const failed = seed.failed ?? 0;
  const sent =
    seed.status === 'SENDING' ? Math.floor(seed.recipients / 2) : seed.recipients - failed;
  const started = at(seed.day);
  return {
    broadcastId: seed.id,
    title: seed.title,
    unitId: unit.id,
    unitName: unit.name,
    provinceName: unit.provinceName,
    regionName: unit.healthRegionName,
    status: seed.status,
    startedAt: started.toISOString(),
    finishedAt:
      seed.status === 'SENDING' ? null : new Date(started.getTime() + HOUR_MS).toISOString(),
    recipients: seed.recipients,
    excluded: Math.round(seed.recipients / 100),
    capped: seed.capped ?? 0,
    sent,
    failed,
    urgent: seed.urgent ?? false,
    insight: seed.insight
      ? {
          delivered: sent - 20,
          uniqueImpressions: Math.round(sent * 0.8),
          uniqueClicks: seed.uniqueClicks - 5,
          uniqueVideoPlays: 0,
          readAt: new Date(started.getTime() + 26 * HOUR_MS).toISOString(),
        }
      : null,
    insightScope: { kind: 'BROADCAST', month: null },
    clicks: seed.clicks,
    uniqueClicks: seed.uniqueClicks,
    clickThroughRate: sent === 0 ? 0 : seed.uniqueClicks / sent,
  };
}

/** Sent to 1,200 on 20/11/2569 09:00: 340 clicks, 300 unique (25.0%); LINE's insight read. */
export const VACCINE = reportRow({
  id: 31,
  title: 'ชวนฉีดวัคซีนไข้หวัดใหญ่',
  unitId: 4,
  status: 'SENT',
  day: 20,
  recipients: 1_200,
  clicks: 340,
  uniqueClicks: 300,
  insight: true,
});

/** 200 of 1,200 failed on 18/11/2569; LINE's insight not read yet. */
export const PARTIAL = reportRow({
  id: 32,
  title: 'ประชาสัมพันธ์วันงดสูบบุหรี่',
  unitId: 4,
  status: 'PARTIAL',
  day: 18,
  recipients: 1_200,
  failed: 200,
  clicks: 45,
  uniqueClicks: 40,
});

/** Another unit's, in another province of region 7 (Super Admin sees it). */
export const MAHASARAKHAM = reportRow({
  id: 41,
  title: 'เชิญตรวจคัดกรองความดันโลหิต',
  unitId: 22,
  status: 'SENT',
  day: 15,
  recipients: 5_000,
  clicks: 1_250,
  uniqueClicks: 1_000,
  insight: true,
});

/** A unit of region 1. */
export const CHIANG_MAI = reportRow({
  id: 51,
  title: 'แจ้งหยุดให้บริการวันหยุดราชการ',
  unitId: 32,
  status: 'SENT',
  day: 12,
  recipients: 8_000,
  clicks: 0,
  uniqueClicks: 0,
  insight: true,
});

/** Still sending. */
export const SENDING = reportRow({
  id: 33,
  title: 'แจ้งเลื่อนคลินิกเบาหวาน',
  unitId: 4,
  status: 'SENDING',
  day: 21,
  recipients: 600,
  clicks: 12,
  uniqueClicks: 10,
});

/** Of the own unit's numbered broadcasts, the one sent urgent (issue 3), and the one capped. */
const URGENT_ISSUE = 2;
const CAPPED_ISSUE = 3;
/** How many the frequency cap held back from issue 4. */
export const CAPPED = 35;

/**
 * The own unit's (Ban Nong Bua's): 22 broadcasts of November 2569, more than a page of 20; issue
 * 3 was urgent, and the frequency cap held 35 back from issue 4.
 */
export const OWN_UNIT_ROWS: readonly ReportRow[] = [
  SENDING,
  VACCINE,
  PARTIAL,
  ...Array.from({ length: 19 }, (_, i) => {
    // Every fifth failed: nothing reached anyone.
    const failed = i % 5 === 4;
    return reportRow({
      id: 100 + i,
      title: `ข่าวสารสุขภาพ ฉบับที่ ${i + 1}`,
      unitId: 4,
      status: failed ? 'FAILED' : 'SENT',
      day: 1 + (i % 17),
      recipients: 1_000 + i * 10,
      ...(failed ? { failed: 1_000 + i * 10 } : {}),
      clicks: failed ? 0 : i * 3,
      uniqueClicks: failed ? 0 : i * 2,
      insight: !failed && i % 2 === 0,
      ...(i === URGENT_ISSUE ? { urgent: true } : {}),
      ...(i === CAPPED_ISSUE ? { capped: CAPPED } : {}),
    });
  }),
];

function ownRow(pick: (row: ReportRow) => boolean): ReportRow {
  const row = OWN_UNIT_ROWS.find(pick);
  if (!row) throw new Error('no such row in the fixtures');
  return row;
}

/** Issue 3, sent urgent. */
export const URGENT_ROW = ownRow((row) => row.urgent);
/** Issue 4: the frequency cap held `CAPPED` back. */
export const CAPPED_ROW = ownRow((row) => row.capped > 0);

/** Every unit's, for Super Admin. */
export const ALL_ROWS: readonly ReportRow[] = [...OWN_UNIT_ROWS, MAHASARAKHAM, CHIANG_MAI];

/** A tracking link of a broadcast's report. */
function link(
  id: number,
  name: string,
  code: string,
  target: string,
  clicks: number,
  unique: number,
  sent: number,
  discarded: Partial<Record<DiscardReason, number>> = {},
): ReportLinkRow {
  return {
    trackingUrlId: id,
    name,
    shortUrl: `http://localhost:3000/t/${code}`,
    targetUrl: target,
    clicks,
    uniqueClicks: unique,
    clickThroughRate: unique / sent,
    discarded: discardedVisitsOf(discarded),
  };
}

/** The start (00:00 in Bangkok) of a day of November 2569. */
const bangkokMidnight = (day: number) =>
  new Date(Date.UTC(2026, 10, day) - 7 * HOUR_MS).toISOString();

/** Clicks of each day from 20/11/2569, when it went out, to the last day clicked (none on the 22nd). */
const VACCINE_CLICKS: ClickPoint[] = [
  { at: bangkokMidnight(20), clicks: 280, uniqueClicks: 250 },
  { at: bangkokMidnight(21), clicks: 48, uniqueClicks: 40 },
  { at: bangkokMidnight(22), clicks: 0, uniqueClicks: 0 },
  { at: bangkokMidnight(23), clicks: 12, uniqueClicks: 10 },
];

/**
 * The vaccine broadcast's links: the first's previews, crawlers, prefetches, a script's 1,240
 * requests and 39 repeated taps left out of its clicks; the second's previews and repeats.
 */
const VACCINE_LINKS: ReportLinkRow[] = [
  link(
    7,
    'ลงทะเบียนฉีดวัคซีน',
    'Vx7kP2qA',
    'https://vaccine.example.go.th/register',
    300,
    260,
    VACCINE.sent,
    { PREVIEW: 12, CRAWLER: 3, PRELOAD: 5, SCRIPT: 1_240, REPEAT: 39 },
  ),
  link(
    8,
    'แผนที่โรงพยาบาล',
    'Mp3nQ8rT',
    'https://maps.example.com/ban-nong-bua',
    40,
    40,
    VACCINE.sent,
    { PREVIEW: 2, REPEAT: 6 },
  ),
];

/** When the fake's clicks were rolled up: 29/11/2569 09:45 in Bangkok. */
export const CLICKS_COMPUTED_AT = '2026-11-29T02:45:00.000Z';

/** The vaccine broadcast's report: two links, clicks by the day, 1,307 visits not counted. */
export const VACCINE_REPORT: BroadcastReport = {
  ...VACCINE,
  links: VACCINE_LINKS,
  discarded: sumDiscardedVisits(VACCINE_LINKS.map((row) => row.discarded)),
  clicksOverTime: VACCINE_CLICKS,
  computedAt: CLICKS_COMPUTED_AT,
};

/** The partly sent broadcast's report: no links, no clicks, no insight yet. */
export const PARTIAL_REPORT: BroadcastReport = {
  ...PARTIAL,
  clicks: 0,
  uniqueClicks: 0,
  clickThroughRate: 0,
  links: [],
  discarded: discardedVisitsOf(),
  clicksOverTime: [],
  computedAt: CLICKS_COMPUTED_AT,
};

/** The report of any row: its clicks on the day it went out. */
function reportOf(row: ReportRow): BroadcastReport {
  if (row.broadcastId === VACCINE.broadcastId) return VACCINE_REPORT;
  if (row.broadcastId === PARTIAL.broadcastId) return PARTIAL_REPORT;
  return {
    ...row,
    links: [],
    discarded: discardedVisitsOf(),
    clicksOverTime: row.startedAt
      ? [
          {
            at: new Date(`${bangkokDay(Date.parse(row.startedAt))}T00:00:00+07:00`).toISOString(),
            clicks: row.clicks,
            uniqueClicks: row.uniqueClicks,
          },
        ]
      : [],
    computedAt: CLICKS_COMPUTED_AT,
  };
}

interface ListBody {
  page: number;
  pageSize: number;
  search?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  filters?: Partial<ReportFilters>;
}

function unitMatches(row: ReportRow, filters: Partial<ReportFilters>): boolean {
  const unit = unitOf(row.unitId);
  return (
    (filters.unitId === undefined || unit.id === filters.unitId) &&
    (filters.provinceId === undefined || unit.provinceId === filters.provinceId) &&
    (filters.regionId === undefined || unit.healthRegionId === filters.regionId)
  );
}

/** The rows the filters and search keep, as the API keeps them. */
function matching(rows: readonly ReportRow[], body: Omit<ListBody, 'page' | 'pageSize'>) {
  const filters = body.filters ?? {};
  const search = body.search?.trim();
  return rows.filter((row) => {
    const day = row.startedAt ? bangkokDay(Date.parse(row.startedAt)) : '';
    return (
      (!search || row.title.includes(search)) &&
      (!filters.status || row.status === filters.status) &&
      (!filters.from || day >= filters.from) &&
      (!filters.to || day <= filters.to) &&
      unitMatches(row, filters)
    );
  });
}

const SORT_VALUES: Record<string, (row: ReportRow) => string | number> = {
  startedAt: (row) => row.startedAt ?? '',
  title: (row) => row.title,
  sent: (row) => row.sent,
  clicks: (row) => row.clicks,
};

function answerReportList(rows: readonly ReportRow[], request: FakeRequest): FakeReply {
  const body = request.body as ListBody;
  const found = matching(rows, body);
  const field = body.sort?.field ?? 'startedAt';
  const value = SORT_VALUES[field];
  if (!value) return { status: 400, data: { message: 'VALIDATION_ERROR' } };
  const sign = body.sort?.direction === 'asc' ? 1 : -1;
  const sorted = [...found].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
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
      total: found.length,
    },
  };
}

/** The totals of the rows the filters keep, with their clicks by the Bangkok day they were sent. */
export function summaryOf(rows: readonly ReportRow[]): ReportSummary {
  const sum = (pick: (row: ReportRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const sent = sum((row) => row.sent);
  const uniqueClicks = sum((row) => row.uniqueClicks);
  const readTimes = rows.flatMap((row) => (row.insight ? [row.insight.readAt] : [])).sort();
  const byDay = new Map<string, ClickPoint>();
  for (const row of rows) {
    if (!row.startedAt) continue;
    const day = bangkokDay(Date.parse(row.startedAt));
    const point = byDay.get(day) ?? { at: `${day}T00:00:00+07:00`, clicks: 0, uniqueClicks: 0 };
    byDay.set(day, {
      at: new Date(point.at).toISOString(),
      clicks: point.clicks + row.clicks,
      uniqueClicks: point.uniqueClicks + row.uniqueClicks,
    });
  }
  return {
    broadcasts: rows.length,
    urgentBroadcasts: rows.filter((row) => row.urgent).length,
    recipients: sum((row) => row.recipients),
    excluded: sum((row) => row.excluded),
    capped: sum((row) => row.capped),
    sent,
    failed: sum((row) => row.failed),
    delivered: sum((row) => row.insight?.delivered ?? 0),
    clicks: sum((row) => row.clicks),
    uniqueClicks,
    clickThroughRate: sent === 0 ? 0 : uniqueClicks / sent,
    clicksByDay: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, point]) => point),
    computedAt: CLICKS_COMPUTED_AT,
    deliveriesReadAt: readTimes[readTimes.length - 1] ?? null,
    deliveriesPending: rows.length - readTimes.length,
  };
}

const NOT_FOUND: FakeReply = { status: 404, data: { message: 'NOT_FOUND' } };

/** An export file as the API streams it. */
const answerExport = (): FakeReply => ({
  status: 200,
  data: new Blob(['\uFEFFชื่อบรอดแคสต์\n'], { type: 'text/csv' }),
});

export interface FakeReportApiOptions {
  /** The broadcasts the signed-in staff member may read. */
  rows?: readonly ReportRow[];
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The report API over `rows` (list, summary and each broadcast's report, filtered as the API
 * does), with the province and unit lists Super Admin's choosers search.
 */
export function fakeReportApi({ rows = OWN_UNIT_ROWS, replies = {} }: FakeReportApiOptions = {}) {
  return (): FakeRoutes => {
    const byId: FakeRoutes = {};
    for (const row of ALL_ROWS) {
      byId[`GET ${API_PATHS.reportById(row.broadcastId)}`] = () =>
        rows.includes(row) ? ok(reportOf(row)) : NOT_FOUND;
      byId[`POST ${API_PATHS.reportDeliveryExport(row.broadcastId)}`] = answerExport;
    }
    return {
      [`POST ${API_PATHS.reportList}`]: (request) => answerReportList(rows, request),
      [`POST ${API_PATHS.reportSummary}`]: (request) =>
        ok(summaryOf(matching(rows, request.body as ListBody))),
      [`POST ${API_PATHS.reportExport}`]: answerExport,
      [`POST ${API_PATHS.healthProvinceList}`]: answerProvinceList,
      [`POST ${API_PATHS.healthUnitList}`]: answerUnitList,
      ...READ_ROUTES,
      ...byId,
      ...replies,
    };
  };
}
