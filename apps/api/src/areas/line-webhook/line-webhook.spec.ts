import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { API_PATHS } from '@hbc/contracts';
import { citizen, lineWebhookEvent } from '../../db/schema';
import {
  followEvent,
  newLineUserId,
  signatureOf,
  TEST_CHANNEL_SECRET,
  webhookBody,
} from './test-webhooks';
import { describeEachDatabase } from '../../test/test-app';

/** What the API logged since a test last emptied it, at its most detailed level. */
const logged: string[] = [];
/** Everything the API logged while these specs ran. */
const everythingLogged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    everythingLogged.push(chunk.toString('utf8'));
    done();
  },
});
/** Every LINE userId and body these specs send: none may reach the log in full. */
const sentUserIds = new Set<string>();
const sentBodies = new Set<string>();

const T0 = Date.UTC(2025, 5, 1, 3, 0, 0);
const minutes = (n: number) => T0 + n * 60_000;
const ONE_MIB = 1024 * 1024;

describeEachDatabase(
  'POST /webhook/line',
  (ctx) => {
    const db = () => ctx.database.db;

    const post = (body: string | Buffer, headers: Record<string, string> = {}) => {
      if (typeof body === 'string' && body.length < 10_000) sentBodies.add(body);
      return ctx.app.inject({
        method: 'POST',
        url: API_PATHS.lineWebhook,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        payload: body,
      });
    };
    const postSigned = (body: string | Buffer) =>
      post(body, { 'x-line-signature': signatureOf(body) });

    const userId = () => {
      const id = newLineUserId();
      sentUserIds.add(id);
      return id;
    };
    const citizensOf = (lineUserId: string) =>
      db()
        .select({
          cidHash: citizen.cidHash,
          followStatus: citizen.followStatus,
          followedAt: citizen.followedAt,
          unfollowedAt: citizen.unfollowedAt,
          updatedAt: citizen.updatedAt,
        })
        .from(citizen)
        .where(eq(citizen.lineUserId, lineUserId));
    const handled = async (ids: string[]) =>
      (
        await db()
          .select({ id: lineWebhookEvent.webhookEventId })
          .from(lineWebhookEvent)
          .where(inArray(lineWebhookEvent.webhookEventId, ids))
      ).map((row) => row.id);

    it('makes the user a following citizen on a validly signed follow event', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));

      const response = await postSigned(webhookBody([event]));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'SUCCESS', data: null });
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({
          cidHash: null,
          followStatus: 'FOLLOWING',
          followedAt: new Date(minutes(0)),
          unfollowedAt: null,
        }),
      ]);
      expect(await handled([String(event['webhookEventId'])])).toHaveLength(1);
    });

    it('updates the citizen already holding that userId instead of adding one', async () => {
      const user = userId();
      await db()
        .insert(citizen)
        .values({ lineUserId: user, cidHash: `hash-of-${user}` });

      const response = await postSigned(webhookBody([followEvent('follow', user, minutes(1))]));

      expect(response.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({ cidHash: `hash-of-${user}`, followStatus: 'FOLLOWING' }),
      ]);
    });

    describe('refuses with 401, writing nothing, a request', () => {
      const refused = async (send: (body: string, user: string) => ReturnType<typeof post>) => {
        const user = userId();
        const event = followEvent('follow', user, minutes(0));
        const response = await send(webhookBody([event]), user);

        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
        expect(await citizensOf(user)).toEqual([]);
        expect(await handled([String(event['webhookEventId'])])).toEqual([]);
      };

      it('without X-Line-Signature', () => refused((body) => post(body)));

      it('signed with another secret', () =>
        refused((body) =>
          post(body, { 'x-line-signature': signatureOf(body, 'another-channel-secret') }),
        ));

      it('whose signature is not even a signature', () =>
        refused((body) => post(body, { 'x-line-signature': 'not-a-signature' })));

      it('whose body was altered after signing', () =>
        refused((body, user) => {
          const signature = signatureOf(body);
          const altered = body.replace(user, newLineUserId());
          return post(altered.replace('"follow"', '"follow" '), { 'x-line-signature': signature });
        }));

      it('whose body is not JSON: the signature is checked before anything is parsed', async () => {
        const response = await post('{ not json', { 'x-line-signature': signatureOf('{}') });

        expect(response.statusCode).toBe(401);
      });

      it('without any body or content type', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: API_PATHS.lineWebhook,
          headers: { 'x-line-signature': signatureOf('{}') },
        });

        expect(response.statusCode).toBe(401);
      });
    });

    it('logs a refused signature as a warning without the body', async () => {
      const user = userId();
      const body = webhookBody([followEvent('follow', user, minutes(0))]);
      logged.length = 0;

      await post(body, { 'x-line-signature': signatureOf(body, 'wrong') });

      const warnings = logged
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40);
      expect(warnings).toEqual([
        expect.objectContaining({ msg: expect.stringMatching(/signature/i) }),
      ]);
      expect(logged.join('')).not.toContain(user);
    });

    it('answers 413 to a body over 1 MiB, signed or not, and writes nothing', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));
      const body = JSON.stringify({ destination: 'x'.repeat(ONE_MIB), events: [event] });

      const response = await postSigned(body);

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
      expect(await citizensOf(user)).toEqual([]);
      expect(await handled([String(event['webhookEventId'])])).toEqual([]);
    });

    it('accepts a body just under the limit', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));
      const shell = JSON.stringify({ destination: '', events: [event] });
      const body = JSON.stringify({
        destination: 'x'.repeat(ONE_MIB - shell.length),
        events: [event],
      });
      expect(body.length).toBe(ONE_MIB);

      expect((await postSigned(body)).statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({ followStatus: 'FOLLOWING' }),
      ]);
    });

    it('answers 200 to the verify call (no events) and writes nothing', async () => {
      const before = await db().$count(lineWebhookEvent);

      const response = await postSigned(webhookBody([]));

      expect(response.statusCode).toBe(200);
      expect(await db().$count(lineWebhookEvent)).toBe(before);
    });

    it.each([
      ['not JSON', '{ "destination": "U1", "events": ['],
      ['not an object', '[1, 2]'],
      ['events that are not a list', JSON.stringify({ destination: 'U1', events: 'follow' })],
      ['no events at all', JSON.stringify({ destination: 'U1' })],
      ['an empty body', ''],
    ])('answers 200 to a validly signed body that is %s and writes nothing', async (_, body) => {
      const citizens = await db().$count(citizen);
      const events = await db().$count(lineWebhookEvent);

      const response = await postSigned(body);

      expect(response.statusCode).toBe(200);
      expect(await db().$count(citizen)).toBe(citizens);
      expect(await db().$count(lineWebhookEvent)).toBe(events);
    });

    it('ignores other event types and follow events that are not from a LINE user', async () => {
      const user = userId();
      const message = {
        ...followEvent('follow', user, minutes(0)),
        type: 'message',
        message: { type: 'text', id: '1', text: 'hello' },
      };
      const fromGroup = {
        ...followEvent('follow', user, minutes(0)),
        source: { type: 'group', groupId: 'C0123' },
      };
      const badUserId = followEvent('follow', 'not-a-user-id', minutes(0));

      const response = await postSigned(webhookBody([message, fromGroup, badUserId, 42, null]));

      expect(response.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([]);
      expect(await citizensOf('not-a-user-id')).toEqual([]);
    });

    it('changes a citizen once for an event delivered again (same webhookEventId)', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));
      expect((await postSigned(webhookBody([event]))).statusCode).toBe(200);
      // Something else changes the citizen after the event was handled.
      await db()
        .update(citizen)
        .set({ followStatus: 'UNKNOWN', followedAt: null })
        .where(eq(citizen.lineUserId, user));

      const again = { ...event, deliveryContext: { isRedelivery: true } };
      const response = await postSigned(webhookBody([again, again]));

      expect(response.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({ followStatus: 'UNKNOWN', followedAt: null }),
      ]);
      expect(await handled([String(event['webhookEventId'])])).toHaveLength(1);
    });

    it('handles the same event twice in one body once', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));

      expect((await postSigned(webhookBody([event, event]))).statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({ followStatus: 'FOLLOWING' }),
      ]);
    });

    it('follows then unfollows, keeping when the user followed', async () => {
      const user = userId();

      await postSigned(webhookBody([followEvent('follow', user, minutes(0))]));
      const response = await postSigned(webhookBody([followEvent('unfollow', user, minutes(5))]));

      expect(response.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({
          followStatus: 'UNFOLLOWED',
          followedAt: new Date(minutes(0)),
          unfollowedAt: new Date(minutes(5)),
        }),
      ]);
    });

    it('follows again after unfollowing', async () => {
      const user = userId();

      await postSigned(webhookBody([followEvent('follow', user, minutes(0))]));
      await postSigned(webhookBody([followEvent('unfollow', user, minutes(5))]));
      await postSigned(webhookBody([followEvent('follow', user, minutes(9))]));

      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({
          followStatus: 'FOLLOWING',
          followedAt: new Date(minutes(9)),
          unfollowedAt: new Date(minutes(5)),
        }),
      ]);
    });

    it('ignores an unfollow older than the follow already recorded (out of order)', async () => {
      const user = userId();
      await postSigned(webhookBody([followEvent('follow', user, minutes(10))]));
      const [before] = await citizensOf(user);

      const response = await postSigned(webhookBody([followEvent('unfollow', user, minutes(3))]));

      expect(response.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([before]);
    });

    it('ignores a follow older than the unfollow already recorded', async () => {
      const user = userId();
      await postSigned(webhookBody([followEvent('follow', user, minutes(0))]));
      await postSigned(webhookBody([followEvent('unfollow', user, minutes(10))]));
      const [before] = await citizensOf(user);

      await postSigned(webhookBody([followEvent('follow', user, minutes(5))]));

      expect(await citizensOf(user)).toEqual([before]);
    });

    it('applies many events for many users from one body, in event time order', async () => {
      const users = Array.from({ length: 60 }, userId);
      const events = users.flatMap((user, n) =>
        n % 2 === 0
          ? // Unfollowed in the end, though the body lists the unfollow first.
            [followEvent('unfollow', user, minutes(8)), followEvent('follow', user, minutes(2))]
          : [followEvent('follow', user, minutes(n))],
      );

      expect((await postSigned(webhookBody(events))).statusCode).toBe(200);

      for (const [n, user] of users.entries()) {
        expect(await citizensOf(user)).toEqual([
          n % 2 === 0
            ? expect.objectContaining({
                followStatus: 'UNFOLLOWED',
                followedAt: new Date(minutes(2)),
                unfollowedAt: new Date(minutes(8)),
              })
            : expect.objectContaining({
                followStatus: 'FOLLOWING',
                followedAt: new Date(minutes(n)),
              }),
        ]);
      }
    });

    it('answers 500 when the change cannot be stored, keeps nothing of it, and takes it again later', async () => {
      const user = userId();
      const event = followEvent('follow', user, minutes(0));
      const body = webhookBody([event]);
      await db().execute(
        sql.raw(
          `alter table citizen add constraint webhook_spec_refuses check (line_user_id <> '${user}')`,
        ),
      );
      logged.length = 0;

      let response;
      try {
        response = await postSigned(body);
      } finally {
        await db().execute(sql.raw('alter table citizen drop constraint webhook_spec_refuses'));
      }

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'INTERNAL_ERROR' });
      // One transaction: the event is not marked handled, so LINE's redelivery is taken.
      expect(await handled([String(event['webhookEventId'])])).toEqual([]);
      expect(logged.join('')).not.toContain(user);

      const redelivered = await postSigned(body);

      expect(redelivered.statusCode).toBe(200);
      expect(await citizensOf(user)).toEqual([
        expect.objectContaining({ followStatus: 'FOLLOWING' }),
      ]);
    });

    it('is public: no access token is asked for', async () => {
      const response = await postSigned(webhookBody([]));

      expect(response.statusCode).toBe(200);
    });

    it('never logs a LINE userId in full nor a body', () => {
      const log = everythingLogged.join('');
      expect(sentUserIds.size).toBeGreaterThan(0);
      for (const user of sentUserIds) expect(log).not.toContain(user);
      for (const body of sentBodies) if (body.length > 20) expect(log).not.toContain(body);
    });
  },
  {
    env: { LINE_MESSAGING_CHANNEL_SECRET: TEST_CHANNEL_SECRET },
    logger: { level: 'debug', stream: logStream },
  },
);
