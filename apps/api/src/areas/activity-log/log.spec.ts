import { API_PATHS } from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  bearer,
  lineUserIdOf,
  messagingToken,
  signIn,
  signInTestEnv,
} from '../../test/sign-in';
import { lastLogId, logSince, userByLineId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const ENTRY = {
  action: 'สร้าง',
  menu: 'บรอดแคสต์',
  subject: 'ข่าวสารวัคซีน',
  description: 'สร้างบรอดแคสต์ใหม่',
};

describeEachDatabase(
  'POST /api/setting/log',
  (ctx) => {
    const post = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.log, payload, headers });

    it('writes the entry with who, their role and unit, and when', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv3');
      const user = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv3'));
      const before = await lastLogId(ctx.app.db);
      const sent = Date.now();

      const response = await post(ENTRY, bearer(token));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'SUCCESS', data: { id: expect.any(Number) } });
      const [entry] = await logSince(ctx.app.db, before);
      expect(entry).toMatchObject({
        ...ENTRY,
        id: response.json().data.id,
        userId: user.id,
        role: 'ADMIN_LV3',
        unitId: user.unitId,
      });
      expect(Math.abs((entry?.createdAt.getTime() ?? 0) - sent)).toBeLessThan(60_000);
    });

    it('answers 401 without an access token, and to a messaging token', async () => {
      const messaging = await messagingToken(ctx.app, fake, lineUserIdOf('admin-lv1'));
      const before = await lastLogId(ctx.app.db);

      expect((await post(ENTRY)).statusCode).toBe(401);
      expect((await post(ENTRY, bearer(messaging))).statusCode).toBe(401);
      expect(await logSince(ctx.app.db, before)).toEqual([]);
    });

    it('answers 400 naming the missing and overlong fields', async () => {
      const token = await signIn(ctx.app, fake, 'admin-lv1');

      const response = await post(
        { action: 'a', menu: 'm'.repeat(101), description: '' },
        bearer(token),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'VALIDATION_ERROR',
        errors: [
          { path: '/subject', message: 'กรุณากรอกข้อมูล' },
          { path: '/menu', message: 'ต้องไม่เกิน 100 ตัวอักษร' },
        ],
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
