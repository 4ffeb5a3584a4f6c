import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  botVisit,
  broadcastTrackingUrl,
  click,
  clickPersonHour,
  clickPersonMinute,
  trackingUrl,
} from '../../db/schema';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { VisitWriter, type ClickVisit } from './visit-writer';

const silent = { warn: jest.fn(), error: jest.fn() };
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0';
/** 2 March 2026 at `HH:MM` or `HH:MM:SS` (UTC). */
const at = (time: string) => new Date(`2026-03-02T${time.length === 5 ? `${time}:00` : time}.000Z`);

describe('VisitWriter queue', () => {
  it('drops visits past maxPending, with one warning, so that memory stays bounded', () => {
    const log = { warn: jest.fn(), error: jest.fn() };
    // Never written: no flush runs below the flush threshold and without the timers.
    const writer = new VisitWriter({} as Database, { log, maxPending: 3, flushAt: 10 });
    const visit: ClickVisit = {
      bot: false,
      at: at('10:00'),
      trackingUrlId: 1,
      broadcastId: null,
      userAgentClass: 'MOBILE',
      ipHash: 'h',
    };

    for (let i = 0; i < 5; i++) writer.record(visit);

    expect(writer.pendingCount).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { dropped: 1, pending: 3 },
      expect.stringContaining('dropped'),
    );
  });
});

describeEachDatabase('VisitWriter on the database', (ctx) => {
  let linkId: number;
  let otherLinkId: number;
  let serial = 0;
  const db = () => ctx.app.db;

  beforeAll(async () => {
    const unit = await insertUnit(db());
    const [a, b] = await db()
      .insert(trackingUrl)
      .values([
        { unitId: unit.id, name: 'ทดสอบ ก', code: 'writer-aaa', targetUrl: 'https://a.example' },
        { unitId: unit.id, name: 'ทดสอบ ข', code: 'writer-bbb', targetUrl: 'https://b.example' },
      ])
      .returning({ id: trackingUrl.id });
    linkId = a?.id ?? 0;
    otherLinkId = b?.id ?? 0;
  });

  /** A writer on the test's database whose clock reads `clock.now`. */
  function writer(clock: { now: Date }) {
    return new VisitWriter(db(), { log: silent, now: () => clock.now });
  }
  /** A person's click on `link` at `clock`'s time, as the redirect queues it. */
  function clickAt(
    w: VisitWriter,
    person: string,
    link = linkId,
    broadcastId: number | null = null,
  ) {
    w.record({
      bot: false,
      at: w.now(),
      trackingUrlId: link,
      broadcastId,
      userAgentClass: 'MOBILE',
      ipHash: person,
      userAgent: PHONE,
    });
  }
  /** A new person each test: click_person_hour and click_person_minute outlive a test. */
  const person = () => `person-${++serial}`;
  const clicksOf = (ipHash: string) =>
    db()
      .select({
        uniqueInHour: click.uniqueInHour,
        clickedAt: click.clickedAt,
        link: click.trackingUrlId,
      })
      .from(click)
      .where(eq(click.ipHash, ipHash))
      .orderBy(asc(click.id));

  it('tells after writing a batch with clicks, not after one of bot visits only', async () => {
    const written = jest.fn();
    const clock = { now: at('09:00') };
    const w = new VisitWriter(db(), {
      log: silent,
      now: () => clock.now,
      onClicksWritten: written,
    });
    w.record({
      bot: true,
      at: w.now(),
      trackingUrlId: linkId,
      broadcastId: null,
      kind: 'HEAD',
      userAgent: null,
    });
    await w.flush();
    expect(written).not.toHaveBeenCalled();
    clickAt(w, person());
    await w.flush();
    expect(written).toHaveBeenCalledTimes(1);
  });

  it('counts one person’s clicks at 10:59 and 11:01 as two unique clicks (two clock hours)', async () => {
    const clock = { now: at('10:59') };
    const w = writer(clock);
    const someone = person();

    clickAt(w, someone);
    clock.now = at('11:01');
    clickAt(w, someone);
    await w.flush();

    expect((await clicksOf(someone)).map((c) => c.uniqueInHour)).toEqual([true, true]);
  });

  it('counts one person’s clicks at 10:10 and 10:50 as one unique click, in one batch or two', async () => {
    const clock = { now: at('10:10') };
    const w = writer(clock);
    const inOneBatch = person();
    const inTwoBatches = person();

    clickAt(w, inTwoBatches);
    await w.flush();
    clickAt(w, inOneBatch);
    clock.now = at('10:50');
    clickAt(w, inOneBatch);
    clickAt(w, inTwoBatches);
    await w.close();

    expect((await clicksOf(inOneBatch)).map((c) => c.uniqueInHour)).toEqual([true, false]);
    expect((await clicksOf(inTwoBatches)).map((c) => c.uniqueInHour)).toEqual([true, false]);
  });

  it('counts two people in the same hour, and one person on two links, as unique each', async () => {
    const clock = { now: at('10:20') };
    const w = writer(clock);
    const one = person();
    const two = person();

    clickAt(w, one);
    clickAt(w, two);
    clickAt(w, one, otherLinkId);
    await w.flush();

    expect((await clicksOf(one)).map((c) => [c.link, c.uniqueInHour])).toEqual([
      [linkId, true],
      [otherLinkId, true],
    ]);
    expect((await clicksOf(two)).map((c) => c.uniqueInHour)).toEqual([true]);
  });

  it('keeps a click’s broadcast only when that broadcast carried the link', async () => {
    const [row] = await db()
      .select({ unitId: trackingUrl.unitId })
      .from(trackingUrl)
      .where(eq(trackingUrl.id, linkId));
    const sent = { status: 'SENT' as const, messages: [{ type: 'text', text: 'ข่าว' }] };
    const carrier = await insertBroadcast(db(), row?.unitId ?? 0, sent);
    const stranger = await insertBroadcast(db(), row?.unitId ?? 0, sent);
    await db()
      .insert(broadcastTrackingUrl)
      .values({ broadcastId: carrier.id, trackingUrlId: linkId });
    const clock = { now: at('12:00') };
    const w = writer(clock);
    const someone = person();

    clickAt(w, someone, linkId, carrier.id);
    clock.now = at('12:01');
    clickAt(w, someone, linkId, stranger.id);
    clock.now = at('12:02');
    clickAt(w, someone, linkId, 2_147_483_647);
    w.record({
      bot: true,
      at: w.now(),
      trackingUrlId: linkId,
      broadcastId: carrier.id,
      kind: 'PREVIEW',
      userAgent: `facebookexternalhit/1.1;line-poker/1.0 ${'x'.repeat(400)}`,
    });
    await w.flush();

    const clicks = await db()
      .select({ broadcastId: click.broadcastId })
      .from(click)
      .where(eq(click.ipHash, someone))
      .orderBy(asc(click.id));
    expect(clicks.map((c) => c.broadcastId)).toEqual([carrier.id, null, null]);
    const [bot] = await db().select().from(botVisit).where(eq(botVisit.broadcastId, carrier.id));
    expect(bot).toMatchObject({ kind: 'PREVIEW', trackingUrlId: linkId });
    expect(bot?.userAgent).toHaveLength(300);
  });

  it('drops the visits of a link deleted before they were written, and writes the rest', async () => {
    const [row] = await db()
      .select({ unitId: trackingUrl.unitId })
      .from(trackingUrl)
      .where(eq(trackingUrl.id, linkId));
    const [gone] = await db()
      .insert(trackingUrl)
      .values({
        unitId: row?.unitId ?? 0,
        name: 'ถูกลบ',
        code: 'writer-gone',
        targetUrl: 'https://g.example',
      })
      .returning({ id: trackingUrl.id });
    const w = writer({ now: at('13:00') });
    const someone = person();
    clickAt(w, someone, gone?.id);
    clickAt(w, someone);
    await db()
      .delete(trackingUrl)
      .where(eq(trackingUrl.id, gone?.id ?? 0));

    await w.flush();

    expect((await clicksOf(someone)).map((c) => c.link)).toEqual([linkId]);
    expect(w.pendingCount).toBe(0);
  });

  it('purges who-clicked-when rows of hours more than two hours back', async () => {
    const clock = { now: at('15:30') };
    const w = writer(clock);
    const early = person();
    const late = person();
    clickAt(w, early);
    clock.now = at('16:10');
    clickAt(w, late);
    await w.flush();

    clock.now = at('17:45');
    await w.purgePersonHours();
    const kept = await db()
      .select({ ipHash: clickPersonHour.ipHash })
      .from(clickPersonHour)
      .where(sql`${clickPersonHour.ipHash} in (${early}, ${late})`);

    expect(kept.map((row) => row.ipHash)).toEqual([late]);
  });
  describe('one counted click per address, link and clock minute', () => {
    const repeatsOf = (link = linkId) =>
      db()
        .select({ kind: botVisit.kind, userAgent: botVisit.userAgent, at: botVisit.visitedAt })
        .from(botVisit)
        .where(and(eq(botVisit.trackingUrlId, link), eq(botVisit.kind, 'REPEAT')))
        .orderBy(asc(botVisit.id));
    let repeatLinkId: number;
    beforeEach(async () => {
      const [row] = await db()
        .select({ unitId: trackingUrl.unitId })
        .from(trackingUrl)
        .where(eq(trackingUrl.id, linkId));
      const [link] = await db()
        .insert(trackingUrl)
        .values({
          unitId: row?.unitId ?? 0,
          name: `ซ้ำ ${++serial}`,
          code: `writer-rep-${serial}`,
          targetUrl: 'https://r.example',
        })
        .returning({ id: trackingUrl.id });
      repeatLinkId = link?.id ?? 0;
    });

    it('counts the first of an address’s clicks in a minute and keeps the others as REPEAT, with their agent', async () => {
      const clock = { now: at('14:00:05') };
      const w = writer(clock);
      const someone = person();

      clickAt(w, someone, repeatLinkId);
      clock.now = at('14:00:30');
      clickAt(w, someone, repeatLinkId);
      clock.now = at('14:00:59');
      clickAt(w, someone, repeatLinkId);
      await w.flush();

      expect(await clicksOf(someone)).toEqual([
        { uniqueInHour: true, clickedAt: at('14:00:05'), link: repeatLinkId },
      ]);
      expect(await repeatsOf(repeatLinkId)).toEqual([
        { kind: 'REPEAT', userAgent: PHONE, at: at('14:00:30') },
        { kind: 'REPEAT', userAgent: PHONE, at: at('14:00:59') },
      ]);
    });

    it('counts the same address again in the next clock minute, unique once in the hour', async () => {
      const clock = { now: at('14:10:59') };
      const w = writer(clock);
      const someone = person();

      clickAt(w, someone, repeatLinkId);
      clock.now = at('14:11:00');
      clickAt(w, someone, repeatLinkId);
      await w.flush();

      expect((await clicksOf(someone)).map((c) => [c.clickedAt, c.uniqueInHour])).toEqual([
        [at('14:10:59'), true],
        [at('14:11:00'), false],
      ]);
      expect(await repeatsOf(repeatLinkId)).toEqual([]);
    });

    it('keeps the cap across batches and across writers (two processes)', async () => {
      const clock = { now: at('14:20:10') };
      const first = writer(clock);
      const second = writer(clock);
      const someone = person();

      clickAt(first, someone, repeatLinkId);
      await first.flush();
      clickAt(first, someone, repeatLinkId);
      clickAt(second, someone, repeatLinkId);
      clickAt(second, someone, repeatLinkId);
      await Promise.all([first.flush(), second.flush()]);

      expect(await clicksOf(someone)).toHaveLength(1);
      expect(await repeatsOf(repeatLinkId)).toHaveLength(3);
    });

    it('counts other addresses, and the same address on another link, in the same minute', async () => {
      const w = writer({ now: at('14:30:00') });
      const one = person();
      const two = person();

      clickAt(w, one, repeatLinkId);
      clickAt(w, two, repeatLinkId);
      clickAt(w, one, otherLinkId);
      await w.flush();

      expect((await clicksOf(one)).map((c) => c.link)).toEqual([repeatLinkId, otherLinkId]);
      expect((await clicksOf(two)).map((c) => c.link)).toEqual([repeatLinkId]);
      expect(await repeatsOf(repeatLinkId)).toEqual([]);
    });

    it('attributes a repeat to the broadcast that carried the link, as its click', async () => {
      const [row] = await db()
        .select({ unitId: trackingUrl.unitId })
        .from(trackingUrl)
        .where(eq(trackingUrl.id, repeatLinkId));
      const carrier = await insertBroadcast(db(), row?.unitId ?? 0, {
        status: 'SENT',
        messages: [{ type: 'text', text: 'ข่าว' }],
      });
      await db()
        .insert(broadcastTrackingUrl)
        .values({ broadcastId: carrier.id, trackingUrlId: repeatLinkId });
      const w = writer({ now: at('14:40:00') });
      const someone = person();

      clickAt(w, someone, repeatLinkId, carrier.id);
      clickAt(w, someone, repeatLinkId, carrier.id);
      await w.flush();

      const [repeat] = await db()
        .select({ broadcastId: botVisit.broadcastId })
        .from(botVisit)
        .where(and(eq(botVisit.trackingUrlId, repeatLinkId), eq(botVisit.kind, 'REPEAT')));
      expect(repeat).toEqual({ broadcastId: carrier.id });
    });

    it('purges who-clicked-when rows of minutes more than five minutes back', async () => {
      const clock = { now: at('18:00:30') };
      const w = writer(clock);
      const early = person();
      const late = person();
      clickAt(w, early);
      clock.now = at('18:05:10');
      clickAt(w, late);
      await w.flush();

      clock.now = at('18:09:20');
      expect(await w.purgePersonMinutes()).toBeGreaterThanOrEqual(1);
      const kept = await db()
        .select({ ipHash: clickPersonMinute.ipHash })
        .from(clickPersonMinute)
        .where(sql`${clickPersonMinute.ipHash} in (${early}, ${late})`);

      expect(kept.map((row) => row.ipHash)).toEqual([late]);
    });
  });
});
