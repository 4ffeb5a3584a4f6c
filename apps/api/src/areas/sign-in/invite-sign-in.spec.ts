import { DEMO_COMMUNITY_HOSPITAL, DEMO_HOSPITAL } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { appUser, authSession } from '../../db/schema';
import { newProviderAccount, signInByInvite } from './testing/invite-sign-in';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import {
  lineStep,
  lineUserIdOf,
  messagingToken,
  providerStep,
  signInTestEnv,
} from '../../test/sign-in';
import { insertUser, newLineUserId, userById } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let invites = 0;

describeEachDatabase(
  'an invite is spent only by a whole sign-in',
  (ctx) => {
    const db = () => ctx.app.db;
    /** An INVITED Admin LV3 of the demo hospital with a fresh code; answers the user and code. */
    async function invited() {
      invites += 1;
      const code = `INVITE-WHOLE-${invites}`;
      const user = await insertUser(db(), {
        status: 'INVITED',
        inviteCode: code,
        inviteExpiresAt: new Date(Date.now() + 7 * DAY_MS),
      });
      return { user, code };
    }
    /** A provider of the demo hospital. */
    const hospitalProvider = (providerId: string) =>
      newProviderAccount(fake, providerId, [DEMO_HOSPITAL.hcode]);
    const untouched = { lineUserId: null, inviteUsedAt: null, providerId: null, status: 'INVITED' };

    it('binds nothing at the LINE step: the sign-in keeps the LINE account until the provider step', async () => {
      const { user, code } = await invited();
      const lineUserId = newLineUserId();

      const token = await messagingToken(ctx.app, fake, lineUserId, code);

      expect(await userById(db(), user.id)).toMatchObject(untouched);
      const sessions = await db().select().from(authSession).where(eq(authSession.userId, user.id));
      expect(sessions).toEqual([expect.objectContaining({ pendingLineUserId: lineUserId })]);

      const provider = await providerStep(ctx.app, fake, token, hospitalProvider('PV-WHOLE-1'));

      expect(provider.statusCode).toBe(200);
      expect(await userById(db(), user.id)).toMatchObject({
        lineUserId,
        providerId: 'PV-WHOLE-1',
        status: 'ACTIVE',
        inviteUsedAt: expect.any(Date),
        lastLoginAt: expect.any(Date),
      });
    });

    it('keeps the invite usable after failed provider steps, by the same or another LINE account', async () => {
      const { user, code } = await invited();
      const notProviderLine = lineUserIdOf('not-provider');

      // The trap: a Health ID holder who is not a provider takes up the invite.
      const notProvider = await signInByInvite(
        ctx.app,
        fake,
        notProviderLine,
        code,
        'not-provider',
      );
      expect(notProvider.line.statusCode).toBe(200);
      expect([notProvider.provider?.statusCode, notProvider.provider?.json()]).toEqual([
        400,
        { message: 'PROVIDER_ERROR' },
      ]);
      expect(await userById(db(), user.id)).toMatchObject({
        ...untouched,
        lastSignInFailure: 'PROVIDER_ERROR',
      });

      // The same LINE account, now with a provider of another unit.
      const elsewhere = newProviderAccount(fake, 'PV-WHOLE-2', [DEMO_COMMUNITY_HOSPITAL.hcode]);
      const sameLine = await signInByInvite(ctx.app, fake, notProviderLine, code, elsewhere);
      expect(sameLine.line.statusCode).toBe(200);
      expect(sameLine.provider?.statusCode).toBe(403);
      expect(await userById(db(), user.id)).toMatchObject({
        ...untouched,
        lastSignInFailure: 'PROVIDER_NO_ORGANIZATION',
      });

      // Another LINE account and the right person.
      const otherLine = newLineUserId();
      const other = await signInByInvite(
        ctx.app,
        fake,
        otherLine,
        code,
        hospitalProvider('PV-WHOLE-3'),
      );
      expect(other.provider?.statusCode).toBe(200);
      expect(await userById(db(), user.id)).toMatchObject({
        lineUserId: otherLine,
        providerId: 'PV-WHOLE-3',
        status: 'ACTIVE',
        inviteUsedAt: expect.any(Date),
        lastSignInFailure: null,
        lastSignInFailureAt: null,
      });
      // The first LINE account stayed free.
      expect((await lineStep(ctx.app, fake, notProviderLine)).json()).toEqual({
        message: 'NO_DATA',
      });
    });

    it('lets one of two sign-ins at once on one invite win; the other is CODE_IS_USED', async () => {
      const { user, code } = await invited();
      const lines = [newLineUserId(), newLineUserId()];
      const people = [hospitalProvider('PV-RACE-1'), hospitalProvider('PV-RACE-2')];
      const tokens = [
        await messagingToken(ctx.app, fake, lines[0] ?? '', code),
        await messagingToken(ctx.app, fake, lines[1] ?? '', code),
      ];

      const answers = await Promise.all(
        tokens.map((token, i) => providerStep(ctx.app, fake, token, people[i] ?? '')),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 400]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(answers[1 - winner]?.json()).toEqual({ message: 'CODE_IS_USED' });
      expect(await userById(db(), user.id)).toMatchObject({
        lineUserId: lines[winner],
        providerId: `PV-RACE-${winner + 1}`,
        status: 'ACTIVE',
        // The attempt that lost is logged, not noted on the row of the user who signed in.
        lastSignInFailure: null,
      });
    });

    it('answers 409 DUPLICATE MID at the provider step once another invite bound the LINE account', async () => {
      const first = await invited();
      const second = await invited();
      const lineUserId = newLineUserId();
      const firstToken = await messagingToken(ctx.app, fake, lineUserId, first.code);
      const secondToken = await messagingToken(ctx.app, fake, lineUserId, second.code);

      const answers = await Promise.all([
        providerStep(ctx.app, fake, firstToken, hospitalProvider('PV-TWICE-1')),
        providerStep(ctx.app, fake, secondToken, hospitalProvider('PV-TWICE-2')),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const lost = answers[0]?.statusCode === 409 ? first : second;
      const won = lost === first ? second : first;
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
        message: 'DUPLICATE MID',
      });
      expect(await userById(db(), won.user.id)).toMatchObject({ lineUserId, status: 'ACTIVE' });
      expect(await userById(db(), lost.user.id)).toMatchObject({
        ...untouched,
        lastSignInFailure: 'DUPLICATE MID',
      });
    });

    it('answers 400 NO_INVITE at the provider step when the invite expired in between', async () => {
      const { user, code } = await invited();
      const token = await messagingToken(ctx.app, fake, newLineUserId(), code);
      await db()
        .update(appUser)
        .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(appUser.id, user.id));

      const response = await providerStep(ctx.app, fake, token, hospitalProvider('PV-LATE-1'));

      expect([response.statusCode, response.json()]).toEqual([400, { message: 'NO_INVITE' }]);
      expect(await userById(db(), user.id)).toMatchObject({
        ...untouched,
        lastSignInFailure: 'NO_INVITE',
      });
    });

    it('ends a sign-in whose LINE account was freed from the user meanwhile', async () => {
      // A row left bound half-way by the LINE step of old, then freed.
      const { user } = await invited();
      const lineUserId = newLineUserId();
      await db().update(appUser).set({ lineUserId }).where(eq(appUser.id, user.id));
      const token = await messagingToken(ctx.app, fake, lineUserId);
      await db().update(appUser).set({ lineUserId: null }).where(eq(appUser.id, user.id));

      const response = await providerStep(ctx.app, fake, token, hospitalProvider('PV-FREED-1'));

      expect([response.statusCode, response.json()]).toEqual([400, { message: 'INVALID_STATE' }]);
      expect(await userById(db(), user.id)).toMatchObject(untouched);
    });

    it('notes a failed LINE step of a known user on their row, until a sign-in succeeds', async () => {
      const lineUserId = newLineUserId();
      const user = await insertUser(db(), { lineUserId, status: 'DISABLED' });

      const refused = await lineStep(ctx.app, fake, lineUserId);

      expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'DISABLED' }]);
      expect(await userById(db(), user.id)).toMatchObject({
        lastSignInFailure: 'DISABLED',
        lastSignInFailureAt: expect.any(Date),
      });

      await db().update(appUser).set({ status: 'ACTIVE' }).where(eq(appUser.id, user.id));
      const token = await messagingToken(ctx.app, fake, lineUserId);
      expect((await userById(db(), user.id)).lastSignInFailure).toBe('DISABLED');
      const provider = await providerStep(ctx.app, fake, token, hospitalProvider('PV-NOTE-1'));
      expect(provider.statusCode).toBe(200);
      expect(await userById(db(), user.id)).toMatchObject({
        lastSignInFailure: null,
        lastSignInFailureAt: null,
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
