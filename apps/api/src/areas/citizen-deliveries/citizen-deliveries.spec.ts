import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  API_PATHS,
  CID_MESSAGES,
  formatCid,
  maskCid,
  type CitizenDelivery,
  type Role,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { CidProtection } from '../../cid/cid-protection';
import { broadcast } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/sign-in';
import {
  insertBroadcast,
  insertUnit,
  insertUser,
  lastLogId,
  logSince,
} from '../../test/staff-fixtures';
import { buildTestApp } from '../../test/test-app';
import { tokenCall } from '../../test/token-call';
import { thirteenDigitRuns, validCid, wrongCheckDigit } from '../excluded-cids/testing/cid-calls';
import { excludeHashes, insertCitizenRows } from '../segment/testing/segment-fixtures';
import { accessTokenOf } from '../users/testing/user-calls';
import { insertBatch, settleBatches, startedBroadcast } from './testing/citizen-delivery-fixtures';

const REACHED = validCid(28_001);
const EXCLUDED = validCid(28_002);
const NEVER_TARGETED = validCid(28_003);
const NOT_REGISTERED = validCid(28_004);

const FIRST_START = new Date('2026-11-02T02:00:00.000Z');
const FIRST_SENT = new Date('2026-11-02T02:00:05.000Z');
const SECOND_START = new Date('2026-11-10T03:00:00.000Z');
const OTHER_UNIT_START = new Date('2026-11-20T04:00:00.000Z');

let app: App;
let call: ReturnType<typeof tokenCall>;
const tokens = {} as Record<'super' | 'lv1' | 'lv1Other' | 'lv2' | 'lv3', string>;
const ids = {} as Record<'first' | 'second' | 'otherUnit', number>;
let unitName: string;
let otherUnitName: string;

const lookUp = (token: string, cid: string) =>
  call('POST', API_PATHS.citizenDeliveries, token, { cid });

beforeAll(async () => {
  app = await buildTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
  call = tokenCall(app);
  const { db } = app;
  const protection = new CidProtection(app.config.cidKeys);
  const own = await insertUnit(db, { name: 'โรงพยาบาลชุมชนทดสอบ' });
  const other = await insertUnit(db, { name: 'โรงพยาบาลอีกแห่ง' });
  const unitId = own.id;
  unitName = own.name;
  otherUnitName = other.name;

  const tokenOf = async (role: Role, unit: number | null) =>
    accessTokenOf(app, (await insertUser(db, { role, unitId: unit })).id);
  tokens.super = await tokenOf('SUPER_ADMIN', null);
  tokens.lv1 = await tokenOf('ADMIN_LV1', unitId);
  tokens.lv1Other = await tokenOf('ADMIN_LV1', other.id);
  tokens.lv2 = await tokenOf('ADMIN_LV2', unitId);
  tokens.lv3 = await tokenOf('ADMIN_LV3', unitId);

  // The unit's only followers: the citizen asked about, and one whose CID is excluded.
  await insertCitizenRows(db, unitId, [
    { cidHash: protection.hashCid(REACHED) },
    { cidHash: protection.hashCid(EXCLUDED) },
  ]);
  await insertCitizenRows(db, other.id, [{ cidHash: protection.hashCid(NEVER_TARGETED) }]);
  await excludeHashes(db, [protection.hashCid(EXCLUDED)]);
  const [reached] = await db
    .execute<{ lineUserId: string }>(
      sql`select line_user_id as "lineUserId" from citizen where cid_hash = ${protection.hashCid(REACHED)}`,
    )
    .then((result) => result.rows);
  if (!reached) throw new Error('the citizen was not inserted');

  ids.first = await startedBroadcast(db, unitId, 'นัดฉีดวัคซีน', FIRST_START);
  await settleBatches(db, ids.first, 'SENT', FIRST_SENT);
  ids.second = await startedBroadcast(db, unitId, 'ตรวจสุขภาพประจำปี', SECOND_START);
  // A broadcast of another unit that carried the citizen (they moved), LINE refused it.
  const otherBroadcast = await insertBroadcast(db, other.id, {
    title: 'แจ้งเตือนไข้เลือดออก',
    status: 'FAILED',
    messages: [{ type: 'text', text: 'แจ้งเตือน' }],
    startedAt: OTHER_UNIT_START,
  });
  ids.otherUnit = otherBroadcast.id;
  await insertBatch(db, ids.otherUnit, [reached.lineUserId], 'FAILED');
  // A draft never targeted anyone.
  await insertBroadcast(db, unitId, { title: 'ร่าง' });
}, 60_000);
afterAll(() => app?.close());

describe('POST /api/citizen/deliveries', () => {
  it('answers Super Admin every unit’s broadcasts that targeted the citizen, newest first', async () => {
    const response = await lookUp(tokens.super, formatCid(REACHED));

    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: CitizenDelivery[] }>().data).toEqual([
      {
        broadcastId: ids.otherUnit,
        title: 'แจ้งเตือนไข้เลือดออก',
        unitName: otherUnitName,
        status: 'FAILED',
        at: OTHER_UNIT_START.toISOString(),
      },
      {
        broadcastId: ids.second,
        title: 'ตรวจสุขภาพประจำปี',
        unitName,
        status: 'PENDING',
        at: SECOND_START.toISOString(),
      },
      {
        broadcastId: ids.first,
        title: 'นัดฉีดวัคซีน',
        unitName,
        status: 'SENT',
        at: FIRST_SENT.toISOString(),
      },
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an Admin LV1 their own unit’s broadcasts only', async () => {
    const own = await lookUp(tokens.lv1, REACHED);
    const other = await lookUp(tokens.lv1Other, REACHED);

    expect(own.json<{ data: CitizenDelivery[] }>().data.map((row) => row.broadcastId)).toEqual([
      ids.second,
      ids.first,
    ]);
    expect(other.json<{ data: CitizenDelivery[] }>().data.map((row) => row.broadcastId)).toEqual([
      ids.otherUnit,
    ]);
  });

  it('answers EXCLUDED for the broadcasts that left out a citizen whose CID was excluded at the send', async () => {
    const response = await lookUp(tokens.super, EXCLUDED);

    expect(
      response.json<{ data: CitizenDelivery[] }>().data.map(({ broadcastId, status, at }) => ({
        broadcastId,
        status,
        at,
      })),
    ).toEqual([
      { broadcastId: ids.second, status: 'EXCLUDED', at: SECOND_START.toISOString() },
      { broadcastId: ids.first, status: 'EXCLUDED', at: FIRST_START.toISOString() },
    ]);
  });

  it('answers an empty list for a registered citizen no broadcast targeted', async () => {
    const response = await lookUp(tokens.super, NEVER_TARGETED);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUCCESS', data: [] });
  });

  it.each([
    ['Admin LV2', 'lv2'],
    ['Admin LV3', 'lv3'],
  ] as const)('refuses %s (403) and logs nothing', async (_name, who) => {
    const since = await lastLogId(app.db);

    const response = await lookUp(tokens[who], REACHED);

    expect(response.statusCode).toBe(403);
    expect(await logSince(app.db, since)).toEqual([]);
  });

  it('answers 400 with the CID rule’s message for a wrong check digit, logging nothing', async () => {
    const since = await lastLogId(app.db);

    const response = await lookUp(tokens.super, wrongCheckDigit(REACHED));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/cid', message: CID_MESSAGES.checkDigit }],
    });
    expect(await logSince(app.db, since)).toEqual([]);
  });

  it('answers 404 CITIZEN_NOT_FOUND for a CID no citizen of the registry has, and logs the lookup', async () => {
    const since = await lastLogId(app.db);

    const response = await lookUp(tokens.lv1, NOT_REGISTERED);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'CITIZEN_NOT_FOUND' });
    const [entry, ...more] = await logSince(app.db, since);
    expect(more).toEqual([]);
    expect(entry?.description).toContain(maskCid(NOT_REGISTERED));
    expect(entry?.description).toContain('ไม่พบในทะเบียนประชาชน');
  });

  it('writes each lookup to the activity log with the CID masked, and never answers or logs it in full', async () => {
    const since = await lastLogId(app.db);

    const response = await lookUp(tokens.lv1, REACHED);

    const entries = await logSince(app.db, since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: ACTIVITY_ACTION.lookUp,
      menu: ACTIVITY_MENU.citizenDelivery,
      subject: `เลขประจำตัวประชาชน ${maskCid(REACHED)}`,
      description: `ค้นหาการส่งถึงเลขประจำตัวประชาชน ${maskCid(REACHED)}: พบ 2 บรอดแคสต์`,
      role: 'ADMIN_LV1',
    });
    const written = JSON.stringify([response.json(), entries]);
    expect(thirteenDigitRuns(written.replace(/\D/g, ' '))).toEqual([]);
    expect(written).not.toContain(REACHED);
  });

  it('leaves out a broadcast once it is deleted', async () => {
    await app.db.delete(broadcast).where(sql`${broadcast.id} = ${ids.otherUnit}`);

    const response = await lookUp(tokens.super, REACHED);

    expect(response.json<{ data: CitizenDelivery[] }>().data.map((row) => row.broadcastId)).toEqual(
      [ids.second, ids.first],
    );
  });
});
