import { DEMO_COMMUNITY_HOSPITAL, DEMO_HOSPITAL } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { appUser } from '../../db/schema';
import { startFakePlatforms, MOPH_FAULTS, type FakePlatforms } from '../../test/fake-platforms';
import { messagingToken, providerStep, signIn, signInTestEnv } from '../../test/sign-in';
import {
  insertUser,
  lastLogId,
  logSince,
  newLineUserId,
  unitIdOf,
  userById,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

let accounts = 0;
/** A Health ID / Provider ID account at the fake; answers its login hint. */
function providerAccount(providerId: string | null, hcodes: string[]): string {
  accounts += 1;
  const hint = `person-${accounts}`;
  fake.moph.accounts.set(hint, {
    providerId,
    hashCid: `hash-${accounts}`,
    firstNameTh: 'ทดสอบ',
    lastNameTh: 'บุคคล',
    hcodes,
  });
  return hint;
}

describeEachDatabase(
  'POST /api/login/provider',
  (ctx) => {
    const db = () => ctx.app.db;

    /** A user with a fresh LINE account; answers the user and a messaging token for them. */
    async function staffWithToken(values: Parameters<typeof insertUser>[1] = {}) {
      const lineUserId = newLineUserId();
      const user = await insertUser(db(), { lineUserId, ...values });
      return { user, token: await messagingToken(ctx.app, fake, lineUserId) };
    }

    it('binds the provider identity at the first sign-in and requires it afterwards', async () => {
      const own = providerAccount('PV-OWN-1', [DEMO_HOSPITAL.hcode]);
      const other = providerAccount('PV-OTHER-1', [DEMO_HOSPITAL.hcode]);
      const { user, token } = await staffWithToken({ status: 'INVITED' });

      expect((await providerStep(ctx.app, fake, token, own)).statusCode).toBe(200);
      expect(await userById(db(), user.id)).toMatchObject({
        providerId: 'PV-OWN-1',
        status: 'ACTIVE',
      });
      const before = await lastLogId(db());

      const mismatch = await providerStep(ctx.app, fake, token, other);

      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json()).toEqual({ message: 'PROVIDER_MISMATCH' });
      expect((await userById(db(), user.id)).providerId).toBe('PV-OWN-1');
      expect(await logSince(db(), before)).toEqual([
        expect.objectContaining({
          userId: user.id,
          subject: 'Provider ID',
          description: expect.stringContaining('(PROVIDER_MISMATCH)'),
        }),
      ]);
    });

    it('answers 409 PROVIDER_DUPLICATE when another user has the identity, and binds nothing', async () => {
      const shared = providerAccount('PV-SHARED-1', [DEMO_HOSPITAL.hcode]);
      await insertUser(db(), { providerId: 'PV-SHARED-1' });
      const { user, token } = await staffWithToken({ status: 'INVITED' });

      const response = await providerStep(ctx.app, fake, token, shared);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'PROVIDER_DUPLICATE' });
      expect(await userById(db(), user.id)).toMatchObject({
        providerId: null,
        status: 'INVITED',
        lastLoginAt: null,
      });
    });

    it("answers 409 PROVIDER_DUPLICATE, not a mismatch, when a bound user brings another user's identity", async () => {
      await insertUser(db(), { providerId: 'PV-TAKEN-1' });
      const { user, token } = await staffWithToken({ providerId: 'PV-MINE-1' });

      const response = await providerStep(
        ctx.app,
        fake,
        token,
        providerAccount('PV-TAKEN-1', [DEMO_HOSPITAL.hcode]),
      );

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'PROVIDER_DUPLICATE' });
      expect((await userById(db(), user.id)).providerId).toBe('PV-MINE-1');
    });

    it('answers 403 PROVIDER_NO_ORGANIZATION unless the unit is among the organizations', async () => {
      const elsewhere = providerAccount('PV-ELSEWHERE-1', [DEMO_COMMUNITY_HOSPITAL.hcode]);
      const { user, token } = await staffWithToken();

      const before = await lastLogId(db());

      const response = await providerStep(ctx.app, fake, token, elsewhere);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'PROVIDER_NO_ORGANIZATION',
        organization_mismatch: {
          unit: { hcode: DEMO_HOSPITAL.hcode, name: DEMO_HOSPITAL.name_th },
          organizations: [
            { hcode: DEMO_COMMUNITY_HOSPITAL.hcode, name: `หน่วย ${DEMO_COMMUNITY_HOSPITAL.hcode}` },
          ],
          invited: false,
        },
      });
      expect(await userById(db(), user.id)).toMatchObject({
        providerId: null,
        lastSignInFailure: 'PROVIDER_NO_ORGANIZATION',
        lastSignInFailureAt: expect.any(Date),
      });
      expect(await logSince(db(), before)).toEqual([
        expect.objectContaining({
          userId: user.id,
          description:
            `หน่วยบริการไม่ตรงกับ Provider ID (PROVIDER_NO_ORGANIZATION): ` +
            `หน่วยบริการ ${DEMO_HOSPITAL.name_th} (รหัส ${DEMO_HOSPITAL.hcode}), ` +
            `Provider ID สังกัด หน่วย ${DEMO_COMMUNITY_HOSPITAL.hcode} (รหัส ${DEMO_COMMUNITY_HOSPITAL.hcode})`,
        }),
      ]);

      // The same person once the user belongs to the unit they work for.
      const { token: moved } = await staffWithToken({
        unitId: await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode),
      });
      expect((await providerStep(ctx.app, fake, moved, elsewhere)).statusCode).toBe(200);
    });

    it('lets a Super Admin in whatever the organizations', async () => {
      const central = providerAccount('PV-CENTRAL-1', []);
      const { token } = await staffWithToken({ role: 'SUPER_ADMIN' });

      expect((await providerStep(ctx.app, fake, token, central)).statusCode).toBe(200);
    });

    it.each(MOPH_FAULTS)('answers 400 PROVIDER_ERROR when %s, and logs the step', async (fault) => {
      const { user, token } = await staffWithToken();
      const person = providerAccount(`PV-FAULT-${fault}`, [DEMO_HOSPITAL.hcode]);
      const before = await lastLogId(db());

      const response = await providerStep(ctx.app, fake, token, person, fault);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'PROVIDER_ERROR' });
      expect((await userById(db(), user.id)).providerId).toBeNull();
      expect(await logSince(db(), before)).toEqual([
        expect.objectContaining({
          userId: user.id,
          description: expect.stringContaining('(PROVIDER_ERROR)'),
        }),
      ]);
    });

    it('answers 400 PROVIDER_ERROR to a person who is not a registered provider', async () => {
      const { token } = await staffWithToken();

      const response = await providerStep(ctx.app, fake, token, 'not-provider');

      expect(response.json()).toEqual({ message: 'PROVIDER_ERROR' });
    });

    it('answers 403 DISABLED when the user was disabled after the LINE step', async () => {
      const person = providerAccount('PV-LATE-DISABLED', [DEMO_HOSPITAL.hcode]);
      const { user, token } = await staffWithToken();
      await db().update(appUser).set({ status: 'DISABLED' }).where(eq(appUser.id, user.id));

      const response = await providerStep(ctx.app, fake, token, person);

      expect([response.statusCode, response.json()]).toEqual([403, { message: 'DISABLED' }]);
      expect((await userById(db(), user.id)).status).toBe('DISABLED');
    });

    it('answers 401 without a messaging token', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/provider',
        payload: { code: 'c', state: 's' },
      });

      expect([response.statusCode, response.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
    });

    it('signs the demo identities in as well (sanity of the demo seed)', async () => {
      await expect(signIn(ctx.app, fake, 'admin-lv3')).resolves.toEqual(expect.any(String));
    });
  },
  { env: () => signInTestEnv(fake) },
);
