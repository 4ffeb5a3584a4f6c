import { hostname } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { enabledLinkOf, LinkCache } from '../../areas/tracking-redirect/link-cache';
import { VisitJournal } from '../../areas/tracking-redirect/visit-journal';
import { VisitWriter } from '../../areas/tracking-redirect/visit-writer';
import { CLICK_ROLLUP_QUEUE, type ClickRollupJob } from './rollups';

/** After clicks are written, the click rollup runs within this many seconds (once for them all). */
const ROLLUP_AFTER_CLICKS_SECONDS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public redirect's links, cached for a few seconds (a change of a link in this process
     * forgets its code), and the writer that records its visits in batches.
     */
    tracking: { links: LinkCache; visits: VisitWriter };
  }
}

/**
 * The tracking links' process-wide state: the redirect's link cache and the batched visit
 * writer, flushed every second (once the start-up has run) and on close; written clicks queue
 * the click rollup (no LINE call) within seconds, so the report and the dashboard follow them.
 * Its close runs before the database's (plugins close in reverse order), so a graceful stop
 * loses no visit; each visit is also kept in this process's journal until it is written
 * (`VISIT_JOURNAL_DIR`, `<host>-<port>.jsonl`), so a killed process writes the visits it
 * answered when it starts again.
 */
export default fp(
  async (app) => {
    const links = new LinkCache((code) => enabledLinkOf(app.db, code));
    const rollUpSoon = () => {
      app.queue
        .send(CLICK_ROLLUP_QUEUE, { afterClicks: true } satisfies ClickRollupJob, {
          singletonKey: 'after-clicks',
          singletonSeconds: ROLLUP_AFTER_CLICKS_SECONDS,
          startAfter: ROLLUP_AFTER_CLICKS_SECONDS,
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'rollup after clicks not queued'));
    };
    const name = `${hostname()}-${app.config.port}`;
    const { visitJournalDir } = app.config;
    const journal = visitJournalDir
      ? new VisitJournal(join(visitJournalDir, `${name}.jsonl`), name)
      : undefined;
    const visits = new VisitWriter(app.db, {
      log: app.log,
      onClicksWritten: rollUpSoon,
      ...(journal ? { journal } : {}),
    });
    app.decorate('tracking', { links, visits });
    app.startup.add(async () => {
      const unwritten = (await journal?.open(app.db)) ?? [];
      if (unwritten.length > 0) {
        app.log.info(
          { visits: unwritten.length },
          'replaying tracking-link visits from the journal',
        );
      }
      visits.replay(unwritten);
      visits.start();
    });
    app.addHook('onClose', () => visits.close());
  },
  { name: 'tracking', dependencies: ['database', 'queue', 'startup'] },
);
