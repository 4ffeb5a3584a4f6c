import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  CID_MESSAGES,
  CITIZEN_IMPORT_BATCH_MAX,
  CITIZEN_IMPORT_MESSAGES,
} from '@hbc/contracts';
import { count } from 'drizzle-orm';
import { citizen } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/sign-in';
import { insertUnit, insertUser, lastLogId, logSince } from '../../test/staff-fixtures';
import { buildTestApp, describeEachDatabase } from '../../test/test-app';
import { accessTokenOf } from '../users/testing/user-calls';
import { citizenCalls, citizenCid } from './testing/citizen-calls';

const REGISTRY_TOKEN = 'registry-token-0123456789abcdef-0123456789';
const bearer = (token: string) => `Bearer ${token}`;

describeEachDatabase(
  'the registry’s citizens: POST /api/citizen/import',
  (ctx) => {
    const db = () => ctx.app.db;
    let api: ReturnType<typeof citizenCalls>;
    let hcode: string;
    let superAdmin: string;
    let superAdminId: number;
    let lv1: string;

    beforeAll(async () => {
      api = citizenCalls(ctx.app);
      const unit = await insertUnit(db());
      hcode = unit.hcode;
      const admin = await insertUser(db(), { role: 'SUPER_ADMIN' });
      superAdminId = admin.id;
      superAdmin = bearer(await accessTokenOf(ctx.app, admin.id));
      const user = await insertUser(db(), { role: 'ADMIN_LV1', unitId: unit.id });
      lv1 = bearer(await accessTokenOf(ctx.app, user.id));
    }, 60_000);

    const citizens = async () => (await db().select({ n: count() }).from(citizen))[0]?.n ?? 0;

    it('merges a batch sent with the registry’s token and logs it with counts only', async () => {
      const since = await lastLogId(db());
      const good = citizenCid(1);
      const rows = [
        { cid: good, unitHcode: hcode, sex: 'FEMALE', tags: ['เบาหวาน'] },
        { cid: citizenCid(2), unitHcode: '99999' },
        { cid: `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`, unitHcode: hcode },
      ];

      const response = await api.importBatch(bearer(REGISTRY_TOKEN), { rows });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'SUCCESS',
        data: {
          received: 3,
          inserted: 1,
          updated: 0,
          unchanged: 0,
          rejected: 2,
          problems: [
            { row: 2, message: CITIZEN_IMPORT_MESSAGES.unknownUnit },
            { row: 3, message: CID_MESSAGES.checkDigit },
          ],
        },
      });
      const entries = await logSince(db(), since);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        userId: null,
        role: null,
        menu: ACTIVITY_MENU.citizen,
        action: ACTIVITY_ACTION.import,
      });
      expect(entries[0]?.description).toContain('3');
      expect(JSON.stringify(entries)).not.toMatch(/\d{13}/);

      const again = await api.importBatch(bearer(REGISTRY_TOKEN), { rows: rows.slice(0, 1) });
      expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    });

    it('merges a batch sent with a Super Admin’s access token, logged as theirs', async () => {
      const since = await lastLogId(db());
      const response = await api.importBatch(superAdmin, {
        rows: [{ cid: citizenCid(10), unitHcode: hcode }],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ inserted: 1 });
      expect(await logSince(db(), since)).toMatchObject([
        { userId: superAdminId, role: 'SUPER_ADMIN', menu: ACTIVITY_MENU.citizen },
      ]);
    });

    it('refuses an Admin LV1 (403), a wrong token and no token (401), before reading the body', async () => {
      const before = await citizens();
      const body = { rows: [{ cid: citizenCid(20), unitHcode: hcode }] };

      expect((await api.importBatch(lv1, body)).statusCode).toBe(403);
      expect((await api.importBatch(bearer(`${REGISTRY_TOKEN}x`), body)).statusCode).toBe(401);
      expect((await api.importBatch(bearer(REGISTRY_TOKEN.slice(1)), body)).statusCode).toBe(401);
      expect((await api.importBatch(null, body)).statusCode).toBe(401);
      expect((await api.importBatch(bearer(REGISTRY_TOKEN), { rows: 'no' })).statusCode).toBe(400);
      expect(await citizens()).toBe(before);
    });

    it(`refuses an empty batch and one of more than ${CITIZEN_IMPORT_BATCH_MAX} rows (400)`, async () => {
      const row = { cid: citizenCid(30), unitHcode: hcode };
      const tooMany = Array.from({ length: CITIZEN_IMPORT_BATCH_MAX + 1 }, () => row);

      expect((await api.importBatch(bearer(REGISTRY_TOKEN), { rows: [] })).statusCode).toBe(400);
      expect((await api.importBatch(bearer(REGISTRY_TOKEN), { rows: tooMany })).statusCode).toBe(
        400,
      );
    });

    it(`takes a batch of ${CITIZEN_IMPORT_BATCH_MAX} rows`, async () => {
      const rows = Array.from({ length: CITIZEN_IMPORT_BATCH_MAX }, (_, n) => ({
        cid: citizenCid(100_000 + n),
        unitHcode: hcode,
        birthDate: '1970-01-01',
      }));

      const response = await api.importBatch(bearer(REGISTRY_TOKEN), { rows });

      expect(response.json().data).toMatchObject({
        inserted: CITIZEN_IMPORT_BATCH_MAX,
        rejected: 0,
      });
    }, 60_000);
  },
  { env: { JWT_SECRET: TEST_JWT_SECRET, CITIZEN_REGISTRY_TOKEN: REGISTRY_TOKEN } },
);

describe('POST /api/citizen/import without a registry token configured', () => {
  it('takes no bearer token but a Super Admin’s access token', async () => {
    const app = await buildTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
    try {
      const unit = await insertUnit(app.db);
      const body = { rows: [{ cid: citizenCid(40), unitHcode: unit.hcode }] };
      const api = citizenCalls(app);
      expect((await api.importBatch(bearer(REGISTRY_TOKEN), body)).statusCode).toBe(401);
      expect((await api.importBatch('Bearer ', body)).statusCode).toBe(401);

      const admin = await insertUser(app.db, { role: 'SUPER_ADMIN' });
      const response = await api.importBatch(bearer(await accessTokenOf(app, admin.id)), body);
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
