import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { click, trackingUrl } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { VisitJournal } from './visit-journal';
import { VisitWriter, type ClickVisit } from './visit-writer';

const silent = { warn: jest.fn(), error: jest.fn() };

describeEachDatabase('the journal of tracking-link visits', (ctx) => {
  let linkId: number;
  let dir: string;
  let journals = 0;
  const db = () => ctx.app.db;

  beforeAll(async () => {
    const unit = await insertUnit(db());
    const [link] = await db()
      .insert(trackingUrl)
      .values({
        unitId: unit.id,
        name: 'บันทึกการกด',
        code: 'journal-aaa',
        targetUrl: 'https://a.example',
      })
      .returning({ id: trackingUrl.id });
    linkId = link?.id ?? 0;
    dir = mkdtempSync(join(tmpdir(), 'hbc-visit-journal-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A process's journal and writer, as the tracking plugin makes them at its start. */
  async function startProcess(name: string) {
    const journal = new VisitJournal(join(dir, `${name}.jsonl`), name);
    const writer = new VisitWriter(db(), { log: silent, journal });
    writer.replay(await journal.open(db()));
    return { journal, writer };
  }

  /** A click from person `n` (each its own address, so each is counted). */
  const clickOf = (n: number): ClickVisit => ({
    bot: false,
    at: new Date(),
    trackingUrlId: linkId,
    broadcastId: null,
    userAgentClass: 'MOBILE',
    ipHash: `journal-person-${n}`,
  });

  async function clicksStored(): Promise<number> {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(click)
      .where(eq(click.trackingUrlId, linkId));
    return Number(row?.n ?? 0);
  }

  it('writes, when the process starts again, the clicks it answered but had not written when it was killed', async () => {
    const name = `killed-${++journals}`;
    const before = await clicksStored();
    const first = await startProcess(name);
    for (let n = 0; n < 3; n++) first.writer.record(clickOf(n));
    await first.writer.flush();
    for (let n = 3; n < 8; n++) first.writer.record(clickOf(n));
    // Killed here: no flush, no close. The file is what the operating system kept.
    expect(await clicksStored()).toBe(before + 3);

    const again = await startProcess(name);
    expect(again.writer.pendingCount).toBe(5);
    await again.writer.close();
    expect(await clicksStored()).toBe(before + 8);
  });

  it('replays nothing written, empties its file once all is written, and skips a torn last line', async () => {
    const name = `graceful-${++journals}`;
    const before = await clicksStored();
    const first = await startProcess(name);
    for (let n = 10; n < 14; n++) first.writer.record(clickOf(n));
    await first.writer.flush();
    expect(readFileSync(first.journal.file, 'utf8')).toBe('');
    first.writer.record(clickOf(14));
    appendFileSync(first.journal.file, '{"seq":99,"visit":{"bot":fal');

    const again = await startProcess(name);
    expect(again.writer.pendingCount).toBe(1);
    await again.writer.close();
    expect(await clicksStored()).toBe(before + 5);
  });
});
