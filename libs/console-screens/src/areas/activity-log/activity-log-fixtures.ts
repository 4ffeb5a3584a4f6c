import type { FakeReply } from '@hbc/api-clients/testing';
import {
  ACTIVITY_ACTION,
  ACTIVITY_LOG_COUNT_LIMIT,
  activityLogCountLimit,
  ACTIVITY_MENU,
  API_PATHS,
  type ActivityLogCursor,
  type ActivityLogFilters,
  type ActivityLogRecord,
  type UnitDetail,
  type UserRecord,
} from '@hbc/contracts';
import { fakeUserApi, OWN_UNIT, USERS, type FakeRoutes } from '../users/user-fixtures';

/** One thing staff did, as the entry would say it. */
type Deed = Pick<ActivityLogRecord, 'action' | 'menu' | 'subject' | 'description'>;

const LONG_DESCRIPTION =
  'แก้ไขข้อมูลหน่วยบริการ: ชื่อหน่วยบริการ เบอร์โทรศัพท์ ที่อยู่ ละติจูดและลองจิจูด และเปลี่ยนโลโก้ ' +
  'ตามหนังสือแจ้งของสำนักงานสาธารณสุขจังหวัดขอนแก่น ที่ ขก 0032/1234 ลงวันที่ 20 พฤศจิกายน 2569';

/** What the users of the stories did, in turn. */
const DEEDS: readonly Deed[] = [
  {
    action: ACTIVITY_ACTION.signIn,
    menu: ACTIVITY_MENU.signIn,
    subject: 'เข้าสู่ระบบด้วย Provider ID',
    description: '',
  },
  {
    action: ACTIVITY_ACTION.update,
    menu: ACTIVITY_MENU.healthCenter,
    subject: `${OWN_UNIT.name} (${OWN_UNIT.hcode})`,
    description: LONG_DESCRIPTION,
  },
  {
    action: ACTIVITY_ACTION.create,
    menu: ACTIVITY_MENU.users,
    subject: 'ชยพล ใจงาม',
    description: 'เพิ่มผู้ใช้งาน บทบาท Admin LV3',
  },
  {
    action: ACTIVITY_ACTION.export,
    menu: ACTIVITY_MENU.activityLog,
    subject: 'ประวัติการใช้งาน.xlsx',
    description: 'ส่งออก 120 รายการ',
  },
  {
    action: ACTIVITY_ACTION.upload,
    menu: ACTIVITY_MENU.upload,
    subject: 'logo.png',
    description: 'รูปภาพ 48 KB',
  },
  {
    action: ACTIVITY_ACTION.signOut,
    menu: ACTIVITY_MENU.signIn,
    subject: 'ออกจากระบบ',
    description: '',
  },
];

/** A sign-in of nobody the API could find: no name, role or unit. */
const FAILED_SIGN_IN: Deed = {
  action: ACTIVITY_ACTION.signInFailed,
  menu: ACTIVITY_MENU.signIn,
  subject: 'Provider ID',
  description: 'ไม่พบบัญชีผู้ใช้งานของ Provider ID นี้',
};

/** The actors: the Super Admin, the LV1 and others of the three units, by turns. */
const ACTORS: readonly UserRecord[] = USERS.slice(0, 8);

const MINUTE = 60_000;
/** The newest entry: 23/11/2569 14:05 in Thailand. */
export const NEWEST_AT = '2026-11-23T07:05:00.000Z';

/** Entry `i` (0 the newest), every 7 h 13 min further back, at microseconds as the API writes them. */
function entryAt(i: number): ActivityLogRecord {
  const createdAt = new Date(Date.parse(NEWEST_AT) - i * 433 * MINUTE)
    .toISOString()
    .replace('Z', `${String(i % 1000).padStart(3, '0')}Z`);
  if (i % 9 === 4) {
    return {
      id: 10_000 - i,
      createdAt,
      userId: null,
      actorName: null,
      role: null,
      unitId: null,
      unitName: null,
      ip: `203.0.113.${i % 250}`,
      ...FAILED_SIGN_IN,
    };
  }
  const actor = ACTORS[i % ACTORS.length];
  if (!actor) throw new Error('no actor');
  return {
    id: 10_000 - i,
    createdAt,
    userId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`,
    role: actor.role,
    unitId: actor.unitId,
    unitName: actor.unitName,
    ip: i % 5 === 3 ? null : `10.20.${i % 7}.${(i * 37) % 250}`,
    ...(DEEDS[i % DEEDS.length] ?? FAILED_SIGN_IN),
  };
}

/** 45 entries over three weeks of November 2569, newest first. */
export const ENTRIES: readonly ActivityLogRecord[] = Array.from({ length: 45 }, (_, i) =>
  entryAt(i),
);

/** More entries than the API counts: 10,050 of them. */
export function manyEntries(): readonly ActivityLogRecord[] {
  return Array.from({ length: ACTIVITY_LOG_COUNT_LIMIT + 50 }, (_, i) => entryAt(i));
}

/** The day in Thailand of an instant, YYYY-MM-DD. */
const thaiDay = (instant: string) =>
  new Date(Date.parse(instant) + 7 * 60 * MINUTE).toISOString().slice(0, 10);

/** One page of `entries` for a list call: filters, search, order, keyset or offset as the API does them. */
export function logPage(entries: readonly ActivityLogRecord[], body: unknown): FakeReply {
  const query = body as {
    page: number;
    pageSize: number;
    search?: string;
    sort?: { direction: 'asc' | 'desc' };
    filters?: Partial<ActivityLogFilters>;
    after?: ActivityLogCursor;
  };
  const { from, to, userId, menu, action } = query.filters ?? {};
  const search = query.search?.trim();
  const matching = entries.filter(
    (entry) =>
      (from === undefined || thaiDay(entry.createdAt) >= from) &&
      (to === undefined || thaiDay(entry.createdAt) <= to) &&
      (userId === undefined || entry.userId === userId) &&
      (menu === undefined || entry.menu === menu) &&
      (action === undefined || entry.action === action) &&
      (!search ||
        [entry.actorName ?? '', entry.action, entry.menu, entry.subject, entry.description].some(
          (text) => text.includes(search),
        )),
  );
  const sign = query.sort?.direction === 'asc' ? 1 : -1;
  const order = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
    sign * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const sorted = [...matching].sort(order);
  const { after } = query;
  const rest = after ? sorted.filter((entry) => order(entry, after) > 0) : sorted;
  const start = after ? 0 : (query.page - 1) * query.pageSize;
  const limit = activityLogCountLimit(query);
  const counted = matching.length > limit;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: rest.slice(start, start + query.pageSize),
      total: counted ? limit : matching.length,
      totalIsLowerBound: counted,
    },
  };
}

export interface FakeLogApiOptions {
  entries?: readonly ActivityLogRecord[] | (() => readonly ActivityLogRecord[]);
  /** An Admin LV1's unit: they read its entries only, and choose among its users. */
  ownUnit?: UnitDetail;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The activity-log list call over `entries`, with the user calls its user filter makes. Made
 * afresh for each showing (pass it to `signedIn`).
 */
export function fakeLogApi({ entries = ENTRIES, ownUnit, replies = {} }: FakeLogApiOptions = {}) {
  return (): FakeRoutes => {
    const all = typeof entries === 'function' ? entries() : entries;
    const readable = ownUnit ? all.filter((entry) => entry.unitId === ownUnit.id) : all;
    return {
      ...fakeUserApi(ownUnit ? { ownUnit } : {})(),
      [`POST ${API_PATHS.logList}`]: (request) => logPage(readable, request.body),
      ...replies,
    };
  };
}
