import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  TESTER_MESSAGES,
  type NewTesterBody,
  type NewTesterCodeBody,
  type TesterCodeState,
  type TesterListQuery,
  type TesterNameBody,
  type TesterRecord,
} from '@hbc/contracts';
import { refused } from '../health-center/health-center-fixtures';
import { ok, UNITS } from '../health-center/unit-detail-fixtures';
import { fakeUserApi, type FakeRoutes } from '../users/user-fixtures';

/** The unit of the stories' staff. */
const UNIT = UNITS.banNongBua;

/** When the stories' testers were added: 20–23/11/2569 in Thailand. */
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 2, 5)).toISOString();

function tester(
  id: number,
  name: string,
  details: Partial<TesterRecord> & { day: number },
): TesterRecord {
  const { day, ...rest } = details;
  const hex = String(id).padStart(4, '0');
  return {
    id,
    unitId: UNIT.id,
    name,
    lineUserIdMasked: `U4af4…${hex}`,
    addedVia: 'CID',
    following: true,
    createdAt: at(day),
    ...rest,
  };
}

export const SOMCHAI = tester(1, 'สมชาย ใจดี', { day: 20 });
export const SOMYING = tester(2, 'สมหญิง รักเรียน', { day: 21, addedVia: 'CODE' });
/** A tester who no longer follows the account. */
export const MANEE = tester(3, 'มานี มีนา', { day: 22, following: false });
export const TESTERS: readonly TesterRecord[] = [SOMCHAI, SOMYING, MANEE];

/** The code the fake makes, and until when it is live (10 minutes from the story's opening). */
export const FAKE_CODE = '482913';
export const FAKE_CODE_ID = 50;

/** The CID the fake finds no follower of; the one already a tester. */
export const NOT_FOLLOWING_CID = '3100600123450';
export const ALREADY_TESTER_CID = '1101700203450';

const thai = new Intl.Collator('th');

/** One page of `testers`: searched, sorted and paged as the API does. */
export function testerPage(testers: readonly TesterRecord[], body: unknown): FakeReply {
  const query = body as TesterListQuery;
  const search = query.search?.trim();
  const matching = testers.filter(
    (t) =>
      (!search || t.name.includes(search)) &&
      (query.filters?.unitId === undefined || t.unitId === query.filters.unitId),
  );
  const sort = query.sort ?? { field: 'name', direction: 'asc' };
  const sorted = [...matching].sort((a, b) => {
    const order = thai.compare(a[sort.field], b[sort.field]) || a.id - b.id;
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

export interface FakeTesterApiOptions {
  testers?: readonly TesterRecord[];
  /** What each question about the code answers, in turn (the last one repeats). */
  codeStates?: readonly TesterCodeState[];
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The tester API over `testers` kept in memory (with the unit calls of Super Admin's chooser):
 * adds by CID (one CID is no follower, another already a tester), renames and deletes show in
 * later calls; a one-time code answers `codeStates` in turn, and once USED its tester is listed.
 * Made afresh for each showing (pass it to `FakeApiScope`).
 */
export function fakeTesterApi({
  testers = TESTERS,
  codeStates = ['USED'],
  replies = {},
}: FakeTesterApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...testers];
    let nextId = Math.max(0, ...testers.map((t) => t.id)) + 1;
    let asked = 0;
    let codeName = '';
    let codeUnit: number = UNIT.id;
    const add = (name: string, unitId: number, addedVia: TesterRecord['addedVia']) => {
      const added: TesterRecord = {
        id: nextId,
        unitId,
        name,
        lineUserIdMasked: `U9c1e…${String(nextId).padStart(4, '0')}`,
        addedVia,
        following: true,
        createdAt: at(23),
      };
      nextId += 1;
      stored = [...stored, added];
      return added;
    };

    const byId: FakeRoutes = {};
    for (const id of [...stored.map((t) => t.id), nextId, nextId + 1]) {
      const find = () => stored.find((t) => t.id === id);
      byId[`PUT ${API_PATHS.testerById(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const renamed = { ...found, name: (request.body as TesterNameBody).name };
        stored = stored.map((t) => (t.id === id ? renamed : t));
        return ok(renamed);
      };
      byId[`DELETE ${API_PATHS.testerById(id)}`] = () => {
        if (!find()) return NOT_FOUND;
        stored = stored.filter((t) => t.id !== id);
        return ok(null);
      };
    }

    return {
      ...fakeUserApi()(),
      [`POST ${API_PATHS.testerList}`]: (request) => testerPage(stored, request.body),
      [`POST ${API_PATHS.tester}`]: (request) => {
        const body = request.body as NewTesterBody;
        if (body.cid === NOT_FOLLOWING_CID) {
          return refused(400, [{ path: '/cid', message: TESTER_MESSAGES.notFollowing }]);
        }
        if (body.cid === ALREADY_TESTER_CID) {
          return refused(409, [{ path: '/cid', message: TESTER_MESSAGES.alreadyTester }]);
        }
        return ok(add(body.name, body.unitId ?? UNIT.id, 'CID'));
      },
      [`POST ${API_PATHS.testerCode}`]: (request) => {
        const body = request.body as NewTesterCodeBody;
        codeName = body.name;
        codeUnit = body.unitId ?? UNIT.id;
        asked = 0;
        return ok({
          id: FAKE_CODE_ID,
          code: FAKE_CODE,
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        });
      },
      [`GET ${API_PATHS.testerCodeById(FAKE_CODE_ID)}`]: () => {
        const state = codeStates[Math.min(asked, codeStates.length - 1)] ?? 'WAITING';
        asked += 1;
        if (state !== 'USED') return ok({ state, tester: null });
        const made = stored.find((t) => t.addedVia === 'CODE' && t.name === codeName);
        return ok({ state, tester: made ?? add(codeName, codeUnit, 'CODE') });
      },
      [`DELETE ${API_PATHS.testerCodeById(FAKE_CODE_ID)}`]: ok(null),
      ...byId,
      ...replies,
    };
  };
}
