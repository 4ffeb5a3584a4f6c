import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  TRACKING_URL_MESSAGES,
  trackingShortUrl,
  type TrackingUrlBody,
  type TrackingUrlListQuery,
  type TrackingUrlRecord,
  type TrackingUrlSortField,
} from '@hbc/contracts';
import { refused } from '../health-center/health-center-fixtures';
import { ok, UNITS } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** The public address the stories' short links live under. */
export const PUBLIC_BASE_URL = 'https://hbc.example';

/** The unit of the stories' staff. */
const UNIT = UNITS.banNongBua;

/** When the stories' changes happen: 23/11/2569 09:05 in Thailand. */
export const CHANGED_AT = '2026-11-23T02:05:00.000Z';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

/** A short code of 10 characters, different for each number. */
const codeOf = (n: number) =>
  `Tk${String(n).padStart(2, '0')}xQ9_z${String.fromCharCode(65 + (n % 26))}`;

function link(
  id: number,
  name: string,
  targetUrl: string,
  details: Partial<TrackingUrlRecord> & { day: number },
): TrackingUrlRecord {
  const code = codeOf(id);
  const { day, ...rest } = details;
  return {
    id,
    unitId: UNIT.id,
    unitName: UNIT.name,
    name,
    code,
    shortUrl: trackingShortUrl(PUBLIC_BASE_URL, code),
    targetUrl,
    enabled: true,
    clicks: 0,
    uniqueClicks: 0,
    broadcastCount: 0,
    createdByName: 'มานี ขยันยิ่ง',
    createdAt: at(day, 2),
    updatedAt: at(day, 2),
    ...rest,
  };
}

/** A link a sent broadcast carried: it may be disabled, not deleted. */
export const VACCINE_LINK = link(1, 'นัดฉีดวัคซีนไข้หวัดใหญ่', 'https://hospital.example/vaccine/flu', {
  day: 22,
  clicks: 1_284,
  uniqueClicks: 903,
  broadcastCount: 2,
});

/** A disabled link: its short link answers not-found. */
export const OLD_SURVEY_LINK = link(2, 'แบบสอบถามปีที่แล้ว', 'https://forms.example/survey-2568', {
  day: 21,
  enabled: false,
  clicks: 57,
  uniqueClicks: 41,
  createdByName: null,
});

/** A link no broadcast carried yet: it may be deleted. */
export const SCREENING_LINK = link(
  3,
  'ตรวจคัดกรองเบาหวาน',
  'https://hospital.example/screening/diabetes',
  { day: 20, clicks: 12, uniqueClicks: 9 },
);

const TOPICS = ['ข่าวสุขภาพ', 'ตารางแพทย์', 'วิธีเตรียมตัว', 'แผนที่โรงพยาบาล'];

/** 23 links: more than a page of 20. */
export const TRACKING_URLS: readonly TrackingUrlRecord[] = [
  VACCINE_LINK,
  OLD_SURVEY_LINK,
  SCREENING_LINK,
  ...Array.from({ length: 20 }, (_, i) =>
    link(
      i + 4,
      `${TOPICS[i % TOPICS.length] ?? ''} ฉบับที่ ${i + 1}`,
      `https://hospital.example/page/${i + 1}`,
      { day: 1 + (i % 19), clicks: i * 7, uniqueClicks: i * 5 },
    ),
  ),
];

const thai = new Intl.Collator('th');

function sortValue(record: TrackingUrlRecord, field: TrackingUrlSortField): string | number {
  return record[field];
}

/** One page of `links` for a list call: searched, filtered, sorted and paged as the API does. */
export function trackingUrlPage(links: readonly TrackingUrlRecord[], body: unknown): FakeReply {
  const query = body as TrackingUrlListQuery;
  const search = query.search?.trim();
  const status = query.filters?.status;
  const matching = links.filter(
    (l) =>
      (!search || [l.name, l.code, l.targetUrl].some((text) => text.includes(search))) &&
      (status === undefined || l.enabled === (status === 'ENABLED')),
  );
  const sort = query.sort ?? { field: 'createdAt', direction: 'desc' };
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
/** Ids the fake answers for besides the given links: those it creates. */
const NEW_IDS = 3;

export interface FakeTrackingUrlApiOptions {
  links?: readonly TrackingUrlRecord[];
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The tracking-link API over `links` kept in memory: creates, edits and deletes show in later
 * calls; a taken name is a 409 on its field, and deleting a link a broadcast carried a 409.
 * Made afresh for each showing (pass it to `FakeApiScope`).
 */
export function fakeTrackingUrlApi({
  links = TRACKING_URLS,
  replies = {},
}: FakeTrackingUrlApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...links];
    let nextId = Math.max(0, ...links.map((l) => l.id)) + 1;
    const nameTaken = (name: string, id?: number) =>
      stored.some((l) => l.name === name && l.id !== id);
    const taken = () => refused(409, [{ path: '/name', message: TRACKING_URL_MESSAGES.nameTaken }]);

    const byId: FakeRoutes = {};
    const ids = [
      ...stored.map((l) => l.id),
      ...Array.from({ length: NEW_IDS }, (_, i) => nextId + i),
    ];
    for (const id of ids) {
      const find = () => stored.find((l) => l.id === id);
      byId[`GET ${API_PATHS.trackingUrlById(id)}`] = () => {
        const found = find();
        return found ? ok(found) : NOT_FOUND;
      };
      byId[`PUT ${API_PATHS.trackingUrlById(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const body = request.body as TrackingUrlBody;
        if (nameTaken(body.name, id)) return taken();
        const updated: TrackingUrlRecord = {
          ...found,
          name: body.name,
          targetUrl: body.targetUrl,
          enabled: body.enabled ?? found.enabled,
          updatedAt: CHANGED_AT,
        };
        stored = stored.map((l) => (l.id === id ? updated : l));
        return ok(updated);
      };
      byId[`DELETE ${API_PATHS.trackingUrlById(id)}`] = () => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.broadcastCount > 0) {
          return refused(409, [{ path: '', message: TRACKING_URL_MESSAGES.usedInBroadcast }]);
        }
        stored = stored.filter((l) => l.id !== id);
        return ok(null);
      };
    }

    return {
      [`POST ${API_PATHS.trackingUrlList}`]: (request) => trackingUrlPage(stored, request.body),
      [`POST ${API_PATHS.trackingUrl}`]: (request) => {
        const body = request.body as TrackingUrlBody;
        if (nameTaken(body.name)) return taken();
        const created: TrackingUrlRecord = {
          ...link(nextId++, body.name, body.targetUrl, { day: 23 }),
          createdAt: CHANGED_AT,
          updatedAt: CHANGED_AT,
        };
        stored = [created, ...stored];
        return ok(created);
      },
      ...byId,
      ...replies,
    };
  };
}
