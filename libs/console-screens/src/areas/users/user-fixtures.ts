import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  INVITE_LIFETIME_MS,
  type NewUserBody,
  type Role,
  type UnitDetail,
  type UserBody,
  type UserRecord,
  type UserSortField,
  type UserStatus,
} from '@hbc/contracts';
import { ok, UNITS } from '../health-center/unit-detail-fixtures';

/** Units users belong to in the stories: the LV1's own hospital first. */
export const USER_UNITS: readonly UnitDetail[] = [
  UNITS.banNongBua,
  UNITS.banKhok,
  UNITS.khonKaenOffice,
];
const [OWN_UNIT, HEALTH_PROMOTING, PROVINCE_OFFICE] = USER_UNITS as [
  UnitDetail,
  UnitDetail,
  UnitDetail,
];
export { OWN_UNIT };

/** When a new user is created in the stories: their link works until 29/11/2569 10:05. */
export const CREATED_AT = '2026-11-22T03:05:00.000Z';
/** When a link is re-issued in the stories: it works until 30/11/2569 08:00. */
export const REISSUED_AT = '2026-11-23T01:00:00.000Z';

const FIRST_NAMES = [
  'กานดา',
  'ชยพล',
  'ณัฐธิดา',
  'ธนพร',
  'นพดล',
  'ปวีณา',
  'พงศกร',
  'รัตนา',
  'วรวุฒิ',
  'ศิริพร',
  'สุริยา',
  'อรุณี',
];
const LAST_NAMES = ['ขยันดี', 'ใจงาม', 'มั่นคง', 'ศรีสุข', 'บุญมา', 'แสงทอง', 'พรหมมา'];
const ROTATION: readonly (readonly [Role, UserStatus])[] = [
  ['ADMIN_LV3', 'ACTIVE'],
  ['ADMIN_LV2', 'ACTIVE'],
  ['ADMIN_LV3', 'INVITED'],
  ['ADMIN_LV1', 'ACTIVE'],
  ['ADMIN_LV3', 'DISABLED'],
];

function unitFields(
  unit: UnitDetail | null,
): Pick<UserRecord, 'unitId' | 'unitName' | 'unitHcode'> {
  return unit
    ? { unitId: unit.id, unitName: unit.name, unitHcode: unit.hcode }
    : { unitId: null, unitName: null, unitHcode: null };
}

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

/**
 * The invited user (of the health-promoting hospital) whose sign-in failed: their Provider ID is
 * of another unit, at 29/11/2569 10:15.
 */
export const FAILED_SIGN_IN = {
  id: 10,
  failure: 'PROVIDER_NO_ORGANIZATION',
  at: '2026-11-29T03:15:00.000Z',
} as const;

/**
 * 26 users of three units, deterministic so that stories and specs read the same rows: the
 * signed-in Super Admin and another, then every role and status in turn. An INVITED user has a
 * pending link; users who never signed in have no last sign-in.
 */
export const USERS: readonly UserRecord[] = [
  {
    id: 1,
    firstName: 'สมศักดิ์',
    lastName: 'รักษ์สุขภาพ',
    role: 'SUPER_ADMIN',
    ...unitFields(null),
    status: 'ACTIVE',
    lastLoginAt: at(22, 3),
    createdAt: at(1, 1),
    inviteAccepted: true,
    inviteCode: null,
    inviteExpiresAt: null,
    lastSignInFailure: null,
    lastSignInFailureAt: null,
  },
  {
    id: 2,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    role: 'ADMIN_LV1',
    ...unitFields(OWN_UNIT),
    status: 'ACTIVE',
    lastLoginAt: at(21, 2),
    createdAt: at(1, 2),
    inviteAccepted: true,
    inviteCode: null,
    inviteExpiresAt: null,
    lastSignInFailure: null,
    lastSignInFailureAt: null,
  },
  ...Array.from({ length: 24 }, (_, i): UserRecord => {
    const [role, status] = ROTATION[i % ROTATION.length] ?? ['ADMIN_LV3', 'ACTIVE'];
    const unit = [OWN_UNIT, HEALTH_PROMOTING, PROVINCE_OFFICE][i % 3] ?? OWN_UNIT;
    const id = i + 3;
    const signedIn = status === 'ACTIVE' || i % 2 === 0;
    return {
      id,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'กานดา',
      lastName: LAST_NAMES[i % LAST_NAMES.length] ?? 'ขยันดี',
      role,
      ...unitFields(unit),
      status,
      lastLoginAt: status !== 'INVITED' && signedIn ? at(1 + (i % 20), 1 + (i % 9)) : null,
      createdAt: at(2 + (i % 18), 4),
      inviteAccepted: status !== 'INVITED' && signedIn,
      inviteCode: status === 'INVITED' ? `invite-code-${id}` : null,
      inviteExpiresAt:
        status === 'INVITED'
          ? new Date(Date.parse(at(20, 3)) + INVITE_LIFETIME_MS).toISOString()
          : null,
      ...(id === FAILED_SIGN_IN.id
        ? { lastSignInFailure: FAILED_SIGN_IN.failure, lastSignInFailureAt: FAILED_SIGN_IN.at }
        : { lastSignInFailure: null, lastSignInFailureAt: null }),
    };
  }),
];

/** A user of `role` and `status` in the list, for the stories that open one. */
export function userOf(role: Role, status: UserStatus, unitId: number | null = OWN_UNIT.id) {
  const found = USERS.find((u) => u.role === role && u.status === status && u.unitId === unitId);
  if (!found) throw new Error(`no ${status} ${role} of unit ${String(unitId)} in USERS`);
  return found;
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);
export type FakeRoutes = Record<string, Route>;

export interface FakeUserApiOptions {
  users?: readonly UserRecord[];
  /** An Admin LV1's unit: they see its users only, and it is their `/unit/own`. */
  ownUnit?: UnitDetail;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

const thai = new Intl.Collator('th');

function sortValue(user: UserRecord, field: UserSortField): string {
  if (field === 'name') return `${user.firstName} ${user.lastName}`;
  return user[field] ?? '';
}

/** One page of `users` for a list call: search, filters, sort and paging as the API does them. */
export function userPage(users: readonly UserRecord[], body: unknown) {
  const query = body as {
    page: number;
    pageSize: number;
    search?: string;
    sort?: { field: UserSortField; direction: 'asc' | 'desc' };
    filters?: { role?: Role; status?: UserStatus; unitId?: number };
  };
  const search = query.search?.trim();
  const filters = query.filters ?? {};
  const matching = users.filter(
    (user) =>
      (!search ||
        `${user.firstName} ${user.lastName}`.includes(search) ||
        user.unitHcode === search) &&
      (filters.role === undefined || user.role === filters.role) &&
      (filters.status === undefined || user.status === filters.status) &&
      (filters.unitId === undefined || user.unitId === filters.unitId),
  );
  const sort = query.sort;
  const sorted = sort
    ? [...matching].sort((a, b) => {
        const order =
          thai.compare(sortValue(a, sort.field), sortValue(b, sort.field)) || a.id - b.id;
        return sort.direction === 'asc' ? order : -order;
      })
    : matching;
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
/** Ids the fake answers for besides the given users: those it creates. */
const NEW_IDS = 5;

/**
 * The user-management API and the unit calls its screens make, over `users` kept in memory:
 * a story's or spec's creates, edits and deletes show in its later calls. Made afresh for each
 * showing (pass it to `FakeApiScope`).
 */
export function fakeUserApi({ users = USERS, ownUnit, replies = {} }: FakeUserApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = ownUnit ? users.filter((u) => u.unitId === ownUnit.id) : [...users];
    let nextId = Math.max(0, ...users.map((u) => u.id)) + 1;
    let issued = 0;
    const unitOf = (id: number | null) => USER_UNITS.find((unit) => unit.id === id) ?? null;

    const byId: FakeRoutes = {};
    const ids = [
      ...stored.map((u) => u.id),
      ...Array.from({ length: NEW_IDS }, (_, i) => nextId + i),
    ];
    for (const id of ids) {
      const find = () => stored.find((u) => u.id === id);
      byId[`GET ${API_PATHS.userById(id)}`] = () => {
        const user = find();
        return user ? ok(user) : NOT_FOUND;
      };
      byId[`PUT ${API_PATHS.userById(id)}`] = (request) => {
        const user = find();
        if (!user) return NOT_FOUND;
        const body = request.body as UserBody;
        const updated: UserRecord = {
          ...user,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          ...unitFields(unitOf(body.unitId)),
          status: body.status,
          ...(body.status === 'INVITED' ? {} : { inviteCode: null, inviteExpiresAt: null }),
        };
        stored = stored.map((u) => (u.id === id ? updated : u));
        return ok(updated);
      };
      byId[`DELETE ${API_PATHS.userById(id)}`] = () => {
        if (!find()) return NOT_FOUND;
        stored = stored.filter((u) => u.id !== id);
        return ok(null);
      };
      byId[`POST ${API_PATHS.userInvite(id)}`] = () => {
        const user = find();
        if (!user) return NOT_FOUND;
        issued += 1;
        const renewed: UserRecord = {
          ...user,
          inviteCode: `${user.inviteCode ?? 'invite'}-renewed-${issued}`,
          inviteExpiresAt: new Date(Date.parse(REISSUED_AT) + INVITE_LIFETIME_MS).toISOString(),
        };
        stored = stored.map((u) => (u.id === id ? renewed : u));
        return ok(renewed);
      };
    }

    const units: FakeRoutes = {};
    for (const unit of USER_UNITS) units[`GET ${API_PATHS.healthUnitById(unit.id)}`] = ok(unit);

    return {
      [`POST ${API_PATHS.userList}`]: (request) => userPage(stored, request.body),
      [`POST ${API_PATHS.user}`]: (request) => {
        const body = request.body as NewUserBody;
        const created: UserRecord = {
          id: nextId++,
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          ...unitFields(unitOf(body.unitId)),
          status: 'INVITED',
          lastLoginAt: null,
          createdAt: CREATED_AT,
          inviteAccepted: false,
          inviteCode: `new-invite-${nextId - 1}`,
          inviteExpiresAt: new Date(Date.parse(CREATED_AT) + INVITE_LIFETIME_MS).toISOString(),
          lastSignInFailure: null,
          lastSignInFailureAt: null,
        };
        stored = [...stored, created];
        return ok(created);
      },
      ...byId,
      [`POST ${API_PATHS.healthUnitList}`]: (request) => {
        const search = (request.body as { search?: string }).search?.trim() ?? '';
        const found = USER_UNITS.filter(
          (unit) => unit.name.includes(search) || unit.hcode.startsWith(search),
        );
        return {
          status: 200,
          data: { message: 'SUCCESS', data: found, total: found.length },
        };
      },
      ...units,
      ...(ownUnit ? { [`GET ${API_PATHS.healthUnitOwn}`]: ok(ownUnit) } : {}),
      ...replies,
    };
  };
}
