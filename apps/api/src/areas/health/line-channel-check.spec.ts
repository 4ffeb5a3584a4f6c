import { API_PATHS, LINE_CHANNEL_TEXTS } from '@hbc/contracts';
import { appUser, lineChannelCheck } from '../../db/schema';
import { insertUnit, insertUser, newLineUserId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { checkChannelsAtStart, readChannelCheck, recordSelfPush } from './line-channel-check';

const log = { warn: jest.fn(), info: jest.fn() };
const at = new Date('2026-11-30T05:00:00.000Z');

describeEachDatabase('the LINE channels’ provider check', (ctx) => {
  const db = () => ctx.app.db;

  beforeEach(async () => {
    await db().delete(lineChannelCheck);
    await db().delete(appUser);
  });

  async function staffSignedIn(count: number): Promise<string[]> {
    const { id: unitId } = await insertUnit(db());
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const lineUserId = newLineUserId();
      ids.push(lineUserId);
      await insertUser(db(), {
        unitId,
        lineUserId,
        lastLoginAt: new Date(at.getTime() - i * 60_000),
      });
    }
    return ids;
  }

  it('asks nothing and records nothing while no staff member has a LINE account', async () => {
    const knowsUser = jest.fn(async () => true);
    expect(await checkChannelsAtStart(db(), { knowsUser }, log, at)).toBeNull();
    expect(knowsUser).not.toHaveBeenCalled();
    expect(await readChannelCheck(db())).toBeNull();
  });

  it('records one provider as soon as the Messaging channel knows a staff member’s ID', async () => {
    const ids = await staffSignedIn(3);
    const knowsUser = jest.fn(async (id: string) => id === ids[1]);
    expect(await checkChannelsAtStart(db(), { knowsUser }, log, at)).toBe('SAME_PROVIDER');
    expect(knowsUser.mock.calls.map(([id]) => id)).toEqual([ids[0], ids[1]]);
    expect(await readChannelCheck(db())).toEqual({
      outcome: 'SAME_PROVIDER',
      message: LINE_CHANNEL_TEXTS.SAME_PROVIDER,
      checkedAt: at.toISOString(),
    });
  });

  it('asks the five who signed in last, and leaves it unconfirmed when it knows none', async () => {
    const ids = await staffSignedIn(7);
    const knowsUser = jest.fn(async (_userId: string) => false);
    expect(await checkChannelsAtStart(db(), { knowsUser }, log, at)).toBe('UNCONFIRMED');
    expect(knowsUser.mock.calls.map(([id]) => id)).toEqual(ids.slice(0, 5));
    expect((await readChannelCheck(db()))?.outcome).toBe('UNCONFIRMED');
  });

  it('records nothing when LINE does not answer', async () => {
    await staffSignedIn(1);
    const knowsUser = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await checkChannelsAtStart(db(), { knowsUser }, log, at)).toBeNull();
    expect(await readChannelCheck(db())).toBeNull();
  });

  it('settles it at a push to oneself: taken is one provider, a refused `to` is another', async () => {
    const refusedTo = {
      kind: 'refused' as const,
      status: 400,
      reason: "The property, 'to', in the request body is invalid (line: -, column: -)",
      halts: null,
    };
    await recordSelfPush(db(), refusedTo, at);
    expect((await readChannelCheck(db()))?.outcome).toBe('OTHER_PROVIDER');
    const unanswered = {
      kind: 'retry' as const,
      reason: 'timeout',
      retryAfterMs: null,
      answer: 'timeout' as const,
    };
    await recordSelfPush(db(), unanswered, new Date(at.getTime() + 1000));
    expect((await readChannelCheck(db()))?.checkedAt).toBe(at.toISOString());
    await recordSelfPush(db(), { kind: 'accepted', requestId: 'r' }, at);
    expect((await readChannelCheck(db()))?.outcome).toBe('SAME_PROVIDER');
  });

  it('is answered in Thai by the health endpoint once checked', async () => {
    await recordSelfPush(db(), { kind: 'accepted', requestId: 'r' }, at);
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.json()).toMatchObject({
      data: {
        lineChannels: {
          outcome: 'SAME_PROVIDER',
          message: LINE_CHANNEL_TEXTS.SAME_PROVIDER,
          checkedAt: at.toISOString(),
        },
      },
    });
  });
});
