import {
  DEMO_NEW_UNIT,
  organizationMismatchParagraphs,
  type OrganizationMismatch,
  type UserRecord,
} from '@hbc/contracts';
import { signInByInvite } from '../sign-in/testing/invite-sign-in';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { editOf, signInEachRole, userCalls } from './testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** The unit the invite names by mistake, and the one the person's Provider ID is of. */
const WRONG_HCODE = '72358';

describeEachDatabase(
  'an invite to the wrong unit, told and mended',
  (ctx) => {
    let superAdmin: string;
    let calls: ReturnType<typeof userCalls>;
    let wrongUnit: { id: number; name: string };
    let rightUnit: { id: number; name: string };
    beforeAll(async () => {
      calls = userCalls(ctx.app);
      superAdmin = (await signInEachRole(ctx.app, fake))['super-admin'];
      wrongUnit = await insertUnit(ctx.app.db, {
        hcode: WRONG_HCODE,
        name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลผิดหน่วย',
      });
      rightUnit = await insertUnit(ctx.app.db, {
        hcode: DEMO_NEW_UNIT.hcode,
        name: DEMO_NEW_UNIT.name_th,
      });
    }, 120_000);

    /** Super Admin invites `new-lv3` as Admin LV3 of `unitId`. */
    async function invite(unitId: number): Promise<UserRecord> {
      const response = await calls.create(superAdmin, {
        firstName: 'ธนากร',
        lastName: 'บุญมา',
        role: 'ADMIN_LV3',
        unitId,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as UserRecord;
    }
    /** `new-lv3` takes up the invite with their own LINE account and Provider ID. */
    const acceptAsNewLv3 = (code: string | null) =>
      signInByInvite(ctx.app, fake, lineUserIdOf('new-lv3'), code ?? '', 'new-lv3');

    /** The failed sign-in of an invite to the wrong unit, as the person and the admin see it. */
    async function failAtTheWrongUnit(): Promise<UserRecord> {
      const wrong = await invite(wrongUnit.id);
      const attempt = await acceptAsNewLv3(wrong.inviteCode);

      expect(attempt.line.statusCode).toBe(200);
      expect(attempt.provider?.statusCode).toBe(403);
      const body = attempt.provider?.json() as {
        message: string;
        organization_mismatch: OrganizationMismatch;
      };
      expect(body.message).toBe('PROVIDER_NO_ORGANIZATION');
      const mismatch = body.organization_mismatch;
      expect(mismatch).toEqual({
        unit: { hcode: WRONG_HCODE, name: wrongUnit.name },
        organizations: [{ hcode: DEMO_NEW_UNIT.hcode, name: `หน่วย ${DEMO_NEW_UNIT.hcode}` }],
        invited: true,
      });
      expect(organizationMismatchParagraphs(mismatch)[1]).toBe(
        `ท่านได้รับเชิญให้ใช้งานระบบในหน่วยบริการ ${wrongUnit.name} (รหัส ${WRONG_HCODE}) ` +
          `แต่ Provider ID ของท่านสังกัด หน่วย ${DEMO_NEW_UNIT.hcode} (รหัส ${DEMO_NEW_UNIT.hcode}) ` +
          'จึงไม่สามารถเข้าสู่ระบบได้',
      );

      const seen = (await calls.get(superAdmin, wrong.id)).json().data as UserRecord;
      expect(seen).toMatchObject({
        status: 'INVITED',
        inviteAccepted: false,
        inviteCode: wrong.inviteCode,
        lastSignInFailure: 'PROVIDER_NO_ORGANIZATION',
        lastSignInFailureAt: expect.any(String),
      });
      const listed = (await calls.list(superAdmin, { pageSize: 100 })).json().data as UserRecord[];
      expect(listed.find((user) => user.id === wrong.id)).toEqual(seen);
      return seen;
    }

    it('lets the person in once the admin moves the user to their unit', async () => {
      const wrong = await failAtTheWrongUnit();

      const moved = await calls.update(
        superAdmin,
        wrong.id,
        editOf(wrong, { unitId: rightUnit.id }),
      );
      expect(moved.statusCode).toBe(200);
      const attempt = await acceptAsNewLv3(wrong.inviteCode);

      expect(attempt.provider?.statusCode).toBe(200);
      expect((await calls.get(superAdmin, wrong.id)).json().data).toMatchObject({
        status: 'ACTIVE',
        unitId: rightUnit.id,
        lastSignInFailure: null,
        lastSignInFailureAt: null,
      });
    });

    it('lets the person in by a new invite to their unit; the first can still be re-issued', async () => {
      // The LINE account is the one the previous test bound: free it as the admin would.
      const bound = (await calls.list(superAdmin, { search: 'ธนากร บุญมา' })).json()
        .data as UserRecord[];
      for (const user of bound)
        expect((await calls.remove(superAdmin, user.id)).statusCode).toBe(200);
      const wrong = await failAtTheWrongUnit();

      const again = await calls.invite(superAdmin, wrong.id);
      expect(again.statusCode).toBe(200);
      const right = await invite(rightUnit.id);
      const attempt = await acceptAsNewLv3(right.inviteCode);

      expect(attempt.line.statusCode).toBe(200);
      expect(attempt.provider?.statusCode).toBe(200);
      expect((await calls.get(superAdmin, right.id)).json().data).toMatchObject({
        status: 'ACTIVE',
        unitId: rightUnit.id,
      });
      // The wrong row still waits, and says why its last attempt failed.
      expect((await calls.get(superAdmin, wrong.id)).json().data).toMatchObject({
        status: 'INVITED',
        lastSignInFailure: 'PROVIDER_NO_ORGANIZATION',
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
